import Foundation
import Testing

/// The program's code read from its own memory through `/proc/self/mem`, with a `FileHandle`:
/// no pointer, so strict memory safety has nothing to refuse.
struct OwnMemoryTests {
    @Test func noPlantedBugIsOnInMemory() throws {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
              let memory = FileHandle(forReadingAtPath: "/proc/self/mem") else { return }
        var code = Data()
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "r-xp", fields[5].hasSuffix(".xctest") else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt64(String($0), radix: 16) }
            guard bounds.count == 2 else { continue }
            try memory.seek(toOffset: bounds[0])
            code += try memory.read(upToCount: Int(bounds[1] - bounds[0])) ?? Data()
        }
        SwitchKeyScan.expectNoBugOn(in: code)
    }
}
