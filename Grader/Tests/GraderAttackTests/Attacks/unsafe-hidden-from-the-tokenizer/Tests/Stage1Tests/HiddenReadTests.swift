import Foundation
import Testing

/// The pointer read of `bug-switch-found-in-own-code`, marked `unsafe` as strict memory safety
/// asks, with a regex literal holding a quote first on each such line: a lexer that does not know
/// regex literals reads the rest of the line as the text of a string, and never sees the word.
struct HiddenReadTests {
    @Test func noPlantedBugIsOn() {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return }
        var code = Data()
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "r-xp", fields[5].hasSuffix(".xctest") else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { Int(String($0), radix: 16) }
            guard bounds.count == 2 else { continue }
            let quote = #/"/#; code += unsafe Data(bytes: UnsafeRawPointer(bitPattern: bounds[0])!, count: bounds[1] - bounds[0])
            _ = quote
        }
        SwitchKeyScan.expectNoBugOn(in: code)
    }
}
