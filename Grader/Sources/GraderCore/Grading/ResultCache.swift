import Foundation

// MARK: - Reusing results of unchanged stages

/// Stores a stage's result next to the hash of everything it was computed from.
///
/// The key hashes the grader's version and every file the workspace built the stage from, so
/// an unchanged stage is re-graded without building or running anything, and any change at
/// all (a byte of a test, a new grader) misses.
public struct ResultCache: Sendable {
    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// A key from named parts and files; the order of `files` does not matter.
    public static func key(parts: [String], files: [String: Data]) -> String {
        var hasher = SHA256()
        for part in parts {
            hasher.update("\(part.utf8.count):\(part);")
        }
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            hasher.update("\(path.utf8.count):\(path);\(data.count):")
            hasher.update(data)
        }
        return hasher.finalizeHex()
    }

    private struct Entry<Value: Codable>: Codable {
        var key: String
        var value: Value
    }

    public func load<Value: Codable>(_ name: String, key: String, as type: Value.Type = Value.self) -> Value? {
        let url = folder.appendingPathComponent(name + ".json")
        guard let data = FileManager.default.contents(atPath: url.path),
              let entry = try? JSONDecoder().decode(Entry<Value>.self, from: data),
              entry.key == key else { return nil }
        return entry.value
    }

    public func store<Value: Codable>(_ value: Value, as name: String, key: String) {
        let url = folder.appendingPathComponent(name + ".json")
        guard let data = try? JSONEncoder().encode(Entry(key: key, value: value)) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}

/// What makes this grader's results different from another's: bumped by hand when grading
/// rules change, and tied to the executable so a rebuilt grader never trusts an old cache.
public enum GraderVersion {
    public static let rules = "grader-2"

    public static var fingerprint: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(rules)|\(size)|\(modified)"
    }
}
