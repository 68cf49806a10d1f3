import Foundation

// MARK: - A terminal program, driven as a person drives it

/// A detached tmux session on a socket of its own: `send-keys` types, `capture-pane` reads the
/// screen. For commands that draw on a terminal, such as `./grade.sh watch`.
package final class TmuxSession {
    package let tmux: String
    package let socket: String
    package let name = "kata"

    /// Starts `command` (run by `/bin/sh -c`) in a terminal of `width` × `height`.
    package init(tmux: String, command: String, width: Int = 120, height: Int = 45) throws {
        self.tmux = tmux
        socket = "kata-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        let start = try ExternalTool.run(tmux, ["-L", socket, "new-session", "-d", "-s", name,
                                                "-x", "\(width)", "-y", "\(height)", command])
        guard start.status == 0 else { throw TmuxError(description: "tmux did not start: \(start.output)") }
    }

    deinit { close() }

    /// The screen as text, or "" once the session has ended.
    package func screen() -> String {
        (try? ExternalTool.run(tmux, ["-L", socket, "capture-pane", "-p", "-t", name]))
            .flatMap { $0.status == 0 ? $0.output : nil } ?? ""
    }

    package var isRunning: Bool {
        (try? ExternalTool.run(tmux, ["-L", socket, "has-session", "-t", name]).status) == 0
    }

    /// Keys as tmux names them: `"C-c"`, `"Enter"`, or plain text.
    package func send(_ keys: String...) {
        _ = try? ExternalTool.run(tmux, ["-L", socket, "send-keys", "-t", name] + keys)
    }

    /// Looks at the screen until `condition` holds of it, for at most `seconds`: a bound for a
    /// program that is broken, not a measure of speed. Returns the last screen seen and whether
    /// the condition held.
    @discardableResult
    package func wait(upTo seconds: Double, until condition: (String) -> Bool) -> (screen: String, held: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        repeat {
            last = screen()
            if condition(last) { return (last, true) }
            usleep(100_000)
        } while Date() < deadline
        return (last, false)
    }

    package func close() {
        _ = try? ExternalTool.run(tmux, ["-L", socket, "kill-server"])
    }
}

package struct TmuxError: Error, CustomStringConvertible {
    package var description: String
}
