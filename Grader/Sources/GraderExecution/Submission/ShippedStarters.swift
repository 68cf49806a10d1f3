import Foundation

// MARK: - The starter code as the kata ships it

/// The git object id of every starter file (`Stages/StageN/…`) and shipped example test
/// (`Tests/StageNTests/…`), kept with the grader in `Grader/Starters.json`
/// (`./grade.sh spec-digests` writes it; `verify` checks it).
///
/// `./grade.sh reset` reads each file back from the learner's own clone with `git cat-file`:
/// the objects are in its history whatever the learner committed since, and in a student copy
/// pushed to a new repository too, because a git object id depends on the content alone.
package struct ShippedStarters: Codable, Sendable, Equatable {
    /// Path relative to the kata → git blob id.
    package var files: [String: String]

    package static let path = "Grader/Starters.json"

    package static func load(kataRoot: URL) -> ShippedStarters? {
        guard let data = FileManager.default.contents(atPath: kataRoot.appendingPathComponent(path).path) else { return nil }
        return try? JSONDecoder().decode(ShippedStarters.self, from: data)
    }

    /// The folders reset can put back for `stage`.
    package static func folders(stage: Int, tests: Bool) -> [String] {
        [KataRoot.starters(stage)] + (tests ? [KataRoot.learnerTests(stage)] : [])
    }

    /// The starters as they are now in `kata`, hashed by git.
    package static func current(_ kata: KataRoot) throws -> ShippedStarters {
        let paths = FileListing.visibleFiles(in: kata.stages.flatMap { folders(stage: $0, tests: true) }, under: kata.url)
        let ids = try Git.hashObjects(paths, in: kata.url)
        return ShippedStarters(files: Dictionary(uniqueKeysWithValues: zip(paths, ids)))
    }

    package static func write(_ kata: KataRoot) throws {
        let encoder = JSONEncoder.readable
        try encoder.encode(current(kata)).write(to: kata.url.appendingPathComponent(path), options: .atomic)
    }
}

/// The few git commands the grader runs on the kata's own clone (never on a submission), as
/// `KataIntegrity` runs its own: an inherited `GIT_DIR` must not point git elsewhere, and no
/// fsmonitor command the repository's config could name runs. Output as bytes: a blob is a file.
package enum Git {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `git hash-object` of each path, in order.
    package static func hashObjects(_ paths: [String], in folder: URL) throws -> [String] {
        guard !paths.isEmpty else { return [] }
        let output = try run(["hash-object", "--"] + paths, in: folder)
        let ids = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        guard ids.count == paths.count else { throw Failure(description: "git hash-object gave \(ids.count) ids for \(paths.count) files") }
        return ids
    }

    /// The bytes of a blob of the repository at `folder`.
    package static func blob(_ id: String, in folder: URL) throws -> Data {
        try run(["cat-file", "blob", id], in: folder)
    }

    package static func run(_ arguments: [String], in folder: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["-u", "GIT_DIR", "-u", "GIT_WORK_TREE", "git", "-c", "core.fsmonitor=false", "-C", folder.path]
            + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "git cannot be started: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(arguments.prefix(2).joined(separator: " ")) failed: "
                + String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return data
    }
}
