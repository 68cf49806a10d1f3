import Foundation
import GraderExecution

// MARK: - Putting a stage's starter code back

/// What `./grade.sh reset STAGE` changes, and doing it: every starter file of the stage back as
/// it ships (`ShippedStarters`), the learner's added files removed, and a copy of all it
/// overwrites or removes kept under `Grader/.build/reset-backups/`, so nothing is lost.
package struct StarterReset {
    package enum Change: Equatable {
        /// A starter file that is missing.
        case restore(String)
        /// A starter file the learner changed.
        case overwrite(String)
        /// A file the learner added.
        case remove(String)

        package var path: String {
            switch self {
            case .restore(let path), .overwrite(let path), .remove(let path): return path
            }
        }

        package var description: String {
            switch self {
            case .restore(let path): return "put back  \(path) (missing)"
            case .overwrite(let path): return "overwrite \(path)"
            case .remove(let path): return "remove    \(path) (not in the starter)"
            }
        }
    }

    let kataRoot: URL
    let stage: Int
    let tests: Bool
    let starters: ShippedStarters

    package init(kataRoot: URL, stage: Int, tests: Bool, starters: ShippedStarters) {
        (self.kataRoot, self.stage, self.tests, self.starters) = (kataRoot, stage, tests, starters)
    }

    var folders: [String] { ShippedStarters.folders(stage: stage, tests: tests) }

    /// The starter files of the chosen folders, path → git blob id.
    var wanted: [String: String] {
        starters.files.filter { path, _ in folders.contains { path.hasPrefix($0 + "/") } }
    }

    package func changes() throws -> [Change] {
        let present = FileListing.visibleFiles(in: folders, under: kataRoot)
        let ids = Dictionary(uniqueKeysWithValues: zip(present, try Git.hashObjects(present, in: kataRoot)))
        var changes: [Change] = []
        for path in Set(present).union(wanted.keys).sorted() {
            switch (wanted[path], ids[path]) {
            case (_?, nil): changes.append(.restore(path))
            case (let id?, let now?) where id != now: changes.append(.overwrite(path))
            case (nil, _?): changes.append(.remove(path))
            default: break
            }
        }
        return changes
    }

    /// Keeps a copy of what `changes` overwrite or remove, then applies them; returns the
    /// folder of the copy (`nil` when nothing was kept).
    package func apply(_ changes: [Change], now: Date = Date()) throws -> URL? {
        // Every blob first: a missing one stops the reset before anything changed.
        var contents: [String: Data] = [:]
        for change in changes {
            switch change {
            case .restore(let path), .overwrite(let path):
                contents[path] = try Git.blob(wanted[path]!, in: kataRoot)
            case .remove:
                break
            }
        }
        let kept = changes.filter { if case .restore = $0 { return false } else { return true } }
        var backup: URL?
        if !kept.isEmpty {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyyMMdd-HHmmss"
            let folder = kataRoot.appendingPathComponent("Grader/.build/reset-backups/Stage\(stage)-\(formatter.string(from: now))")
            for change in kept {
                let target = folder.appendingPathComponent(change.path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: kataRoot.appendingPathComponent(change.path), to: target)
            }
            backup = folder
        }
        for change in changes {
            let url = kataRoot.appendingPathComponent(change.path)
            if let data = contents[change.path] {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            } else {
                try FileManager.default.removeItem(at: url)
            }
        }
        return backup
    }
}
