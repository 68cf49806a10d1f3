import Foundation

/// Finds the instructor's checkout from where this code was compiled: the grader builds every
/// submission under `<kata>/Grader/.build/workspaces/…`, and `#filePath` says so.
enum KataLocator {
    /// The first folder up from the caller's source file that holds `grade.sh` and `Solutions`.
    static func kataRoot(from file: String = #filePath) -> URL? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            let manager = FileManager.default
            if manager.fileExists(atPath: folder.appendingPathComponent("grade.sh").path),
               manager.fileExists(atPath: folder.appendingPathComponent("Solutions").path) {
                return insideLab(folder)
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The grader's workspaces folder, and the one this code is being graded in.
    static func workspaces(from file: String = #filePath) -> (all: URL, own: URL)? {
        let parts = URL(fileURLWithPath: file).pathComponents
        guard let index = parts.lastIndex(of: "workspaces"), index + 1 < parts.count else { return nil }
        let all = URL(fileURLWithPath: NSString.path(withComponents: Array(parts[...index])))
        guard let lab = insideLab(all) else { return nil }
        return (lab, lab.appendingPathComponent(parts[index + 1]))
    }

    /// The lab's safety belt, not part of the attack: touch nothing outside the test's folder.
    static func insideLab(_ url: URL) -> URL? {
        url.standardizedFileURL.path.hasPrefix("__LAB_ROOT__/") ? url : nil
    }
}
