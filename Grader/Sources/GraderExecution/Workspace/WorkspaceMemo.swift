import Foundation

// MARK: - Work kept in a workspace between grades

/// A value worked out from some inputs, kept in a file of the grader's own workspace under a key
/// that hashes those inputs (and the grader), so that the next grade reads it instead of working
/// it out again: the twins of the spec tests, the switchable reference. No test run sees the
/// workspace. A file that is missing, does not decode or has another key is worked out again; a
/// write that fails costs only the next grade's time, so it is not an error.
package enum WorkspaceMemo {
    package static func value<Value: Codable>(in file: URL, key: String, make: () throws -> Value) rethrows -> Value {
        if let data = FileManager.default.contents(atPath: file.path),
           let kept = try? JSONDecoder().decode(Kept<Value>.self, from: data), kept.key == key {
            return kept.value
        }
        let value = try make()
        if let data = try? JSONEncoder().encode(Kept(key: key, value: value)) {
            _ = try? WorkspaceFiles.write(data, to: file)
        }
        return value
    }

    private struct Kept<Value: Codable>: Codable {
        var key: String
        var value: Value
    }
}
