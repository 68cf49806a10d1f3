import Foundation

// MARK: - A web page, loaded as an instructor's browser loads it

/// Headless Chromium (Debian's `chromium`): the page after its scripts ran (`--dump-dom`), or a
/// picture of it (`--screenshot`). Each run gets a profile folder of its own, removed after.
package struct HeadlessBrowser {
    package let executable: String

    /// Chromium on `PATH`, if it is there; `.ci/run` installs it.
    package static func find() -> HeadlessBrowser? {
        (ExternalTool.find("chromium") ?? ExternalTool.find("chromium-browser")).map(HeadlessBrowser.init)
    }

    /// What to say when it is missing.
    package static let missing = "chromium is not installed (apt-get install chromium); .ci/run installs it"

    /// The DOM of `page` once loaded (at `fragment`, such as `#top`), serialised, and what the
    /// browser logged (its console too).
    package func dumpDOM(of page: URL, fragment: String = "") throws -> (dom: String, log: String) {
        let run = try self.run(["--enable-logging=stderr", "--v=0", "--dump-dom", Self.address(page) + fragment])
        let start = run.output.range(of: "<html")?.lowerBound ?? run.output.endIndex
        let end = run.output.range(of: "</html>", options: .backwards)?.upperBound ?? run.output.endIndex
        return (String(run.output[start..<max(start, end)]), String(run.output[..<start]) + String(run.output[end...]))
    }

    /// A PNG of `page` in a window `width` × `height` pixels wide.
    package func screenshot(of page: URL, to file: URL, width: Int, height: Int) throws {
        let run = try self.run(["--hide-scrollbars", "--window-size=\(width),\(height)",
                                "--screenshot=\(file.path)", Self.address(page)])
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw BrowserError(description: "chromium wrote no screenshot: \(run.output)")
        }
    }

    private func run(_ arguments: [String]) throws -> ExternalTool.Result {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("kata-chromium-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: profile) }
        // Chromium's own sandbox refuses to start as root (a CI container); the page is ours.
        let sandbox = getuid() == 0 ? ["--no-sandbox"] : []
        return try ExternalTool.run(executable, ["--headless", "--disable-gpu", "--no-first-run",
                                                 "--user-data-dir=\(profile.path)"] + sandbox + arguments)
    }

    /// `file://` and the page's path, percent-encoded.
    private static func address(_ page: URL) -> String {
        URL(fileURLWithPath: page.path).absoluteString
    }
}

package struct BrowserError: Error, CustomStringConvertible {
    package var description: String
}
