import Foundation

// MARK: - The spec tests as the kata ships them

/// The SHA-256 of every spec file the kata ships, kept with the grader in
/// `Grader/SpecDigests.json` (`./grade.sh spec-digests` writes it; `verify` checks it).
///
/// In a learner's own checkout the spec tests sit beside their code. Grading in place, a spec
/// file edited, added or deleted makes its stage `spec_modified`: an edited test must never
/// pass for a solution. (Grading a `--submission` never reads its spec tests at all.)
package struct ShippedSpecTests: Codable, Sendable, Equatable {
    /// Path relative to the kata (`Tests/Stage1Spec/Task01IsEvenSpec.swift`) → SHA-256, in hex.
    package var files: [String: String]

    package static let path = "Grader/SpecDigests.json"

    /// The digests kept with the grader; `nil` for a kata that keeps none (a test fixture).
    package static func load(kataRoot: URL) -> ShippedSpecTests? {
        guard let data = FileManager.default.contents(atPath: kataRoot.appendingPathComponent(path).path) else { return nil }
        return try? JSONDecoder().decode(ShippedSpecTests.self, from: data)
    }

    /// The digests of the spec files as they are now.
    package static func current(_ kata: KataRoot) -> ShippedSpecTests {
        var files: [String: String] = [:]
        for stage in kata.stages {
            let folder = kata.specTests(stage)
            // Swift files only: what the grader compiles, and never a `.DS_Store` left by Finder.
            let paths = (try? FileListing.regularFiles(in: kata.url.appendingPathComponent(folder), includingHidden: true)) ?? []
            for path in paths where path.hasSuffix(".swift") {
                files[folder + "/" + path] = digest(of: kata.url.appendingPathComponent(folder + "/" + path))
            }
        }
        return ShippedSpecTests(files: files)
    }

    /// `Grader/SpecDigests.json` for the spec files as they are now, keys sorted.
    package static func write(_ kata: KataRoot) throws {
        let encoder = JSONEncoder.readable
        try encoder.encode(current(kata)).write(to: kata.url.appendingPathComponent(path), options: .atomic)
    }

    /// The spec files of `stage` that are not as shipped, `current` being them as they are now
    /// (`current(_:)`, read once for every stage): "edited …", "added …", "deleted …".
    package func changes(stage: Int, in kata: KataRoot, current: ShippedSpecTests) -> [String] {
        let folder = kata.specTests(stage) + "/"
        let now = current.files.filter { $0.key.hasPrefix(folder) }
        let shipped = files.filter { $0.key.hasPrefix(folder) }
        var changes: [String] = []
        for path in Set(now.keys).union(shipped.keys).sorted() {
            switch (shipped[path], now[path]) {
            case (nil, _?): changes.append("added \(path)")
            case (_?, nil): changes.append("deleted \(path)")
            case let (before?, after?) where before != after: changes.append("edited \(path)")
            default: break
            }
        }
        return changes
    }

    /// Of the file's text with Unix line endings: a spec file that a clone with
    /// `core.autocrlf` wrote with Windows ones is still the one shipped.
    static func digest(of url: URL) -> String {
        var hasher = SHA256()
        let bytes = FileManager.default.contents(atPath: url.path) ?? Data()
        hasher.update(bytes.contains(13) ? Data(unixLineEndings(bytes)) : bytes)
        return hasher.finalizeHex()
    }

    /// Every "\r\n" as "\n"; a "\r" alone stays.
    static func unixLineEndings(_ bytes: Data) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (index, byte) in zip(bytes.indices, bytes) {
            if byte == 13, bytes.index(after: index) < bytes.endIndex, bytes[bytes.index(after: index)] == 10 { continue }
            result.append(byte)
        }
        return result
    }
}
