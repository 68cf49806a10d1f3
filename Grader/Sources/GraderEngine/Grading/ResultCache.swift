import Foundation
import GraderExecution

// MARK: - Reusing results of unchanged stages

/// Stores a stage's result next to the hash of everything it was computed from, signed.
///
/// The key hashes the grader's version and every file the workspace built the stage from, so
/// an unchanged stage is re-graded without building or running anything, and any change at
/// all (a byte of a test, a new grader) misses. Each entry carries an HMAC under the grader's
/// secret (`GraderSecret`): an entry that does not verify, written by anything but the grader,
/// is a miss, and is overwritten. Without a secret nothing is cached.
///
/// A submission's own cache keeps one entry per name (the latest). A batch's cache is shared by
/// every submission of the class and keeps one entry per name and key: two students whose
/// stage is byte for byte the same get the same result, and the second one costs nothing.
struct ResultCache: Sendable {
    package var folder: URL
    let secret: [UInt8]?
    /// Whether entries are stored under their key too, so that many live side by side.
    let addressedByKey: Bool

    package init(folder: URL, secret: [UInt8]?, addressedByKey: Bool = false) {
        self.folder = folder
        self.secret = secret
        self.addressedByKey = addressedByKey
    }

    private func file(_ name: String, key: String) -> URL {
        folder.appendingPathComponent(addressedByKey ? "\(name)-\(key.prefix(32)).json" : "\(name).json")
    }

    /// A key from named parts and files; the order of `files` does not matter.
    package static func key(parts: [String], files: [String: Data]) -> String {
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

    private struct Entry: Codable {
        var key: String
        var value: Data
        var signature: String
    }

    /// Signs the entry's name too: an entry copied into another stage's file does not verify.
    private func signature(name: String, key: String, value: Data, secret: [UInt8]) -> String {
        HMAC.sha256Hex(key: secret, message: Array("\(name.utf8.count):\(name);\(key.utf8.count):\(key);".utf8) + Array(value))
    }

    package func load<Value: Codable>(_ name: String, key: String, as type: Value.Type = Value.self) -> Value? {
        let url = file(name, key: key)
        guard let secret, let data = FileManager.default.contents(atPath: url.path),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.key == key, entry.signature == signature(name: name, key: key, value: entry.value, secret: secret)
        else { return nil }
        return try? JSONDecoder().decode(Value.self, from: entry.value)
    }

    func store<Value: Codable>(_ value: Value, as name: String, key: String) {
        guard let secret, let encoded = try? JSONEncoder().encode(value) else { return }
        let entry = Entry(key: key, value: encoded, signature: signature(name: name, key: key, value: encoded, secret: secret))
        let url = file(name, key: key)
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}

/// What makes this grader's results different from another's: bumped by hand when grading
/// rules change, and tied to the executable so a rebuilt grader never trusts an old cache.
enum GraderVersion {
    static let rules = "grader-2"

    static var fingerprint: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(rules)|\(size)|\(modified)"
    }
}
