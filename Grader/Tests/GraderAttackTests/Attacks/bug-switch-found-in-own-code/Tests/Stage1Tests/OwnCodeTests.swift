import Foundation
import Testing

/// The switch without its symbol table: the test binary is stripped, but its code is mapped
/// readable in the process, and the switch's code holds the key as two 64-bit constants on
/// either side of the hash's multiplier, 0x100000001b3, which `PlantedBugSwitch.swift` shows.
/// Find the multiplier in the program's own code, take the constants loaded just before and
/// just after it, and work out the slot of this run's token, as the switch does.
@Suite("Checks on the program's own code")
struct OwnCodeTests {
    /// Stage 1's planted bugs, as the report counts them: slots below it turn one on.
    static let bugCount: UInt64 = 6

    @Test func noPlantedBugIsOn() {
        guard let token = getenv("KATA_RUN").map({ String(cString: $0) }) else { return }
        guard let key = SwitchKey.inOwnCode() else { return }
        var hash = key.seed
        for byte in token.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        hash ^= key.finish
        hash ^= hash >> 33
        hash &*= 0xff51afd7ed558ccd
        hash ^= hash >> 33
        hash &*= 0xc4ceb9fe1a85ec53
        hash ^= hash >> 33
        #expect(hash % 1024 >= Self.bugCount)
    }
}

/// The key, read from the program's executable segments.
private enum SwitchKey {
    static func inOwnCode() -> (seed: UInt64, finish: UInt64)? {
        var votes: [String: Int] = [:]
        var pairs: [String: (UInt64, UInt64)] = [:]
        for segment in executableSegments() {
            let bytes = UnsafeRawBufferPointer(start: segment.baseAddress, count: segment.count)
            let loads = movabsLoads(in: bytes)
            for (index, load) in loads.enumerated() where load.value == 0x100000001b3 {
                // The seed is set a few instructions before the loop, the finish just after it.
                guard let before = loads[..<index].last(where: { !known.contains($0.value) }),
                      let after = loads[(index + 1)...].first(where: { !known.contains($0.value) }),
                      load.offset - before.offset < 400, after.offset - load.offset < 100
                else { continue }
                let name = "\(before.value) \(after.value)"
                votes[name, default: 0] += 1
                pairs[name] = (before.value, after.value)
            }
        }
        return votes.max { $0.value < $1.value }.flatMap { pairs[$0.key] }.map { (seed: $0.0, finish: $0.1) }
    }

    /// The multiplier and the mixing constants: never the key.
    static let known: Set<UInt64> = [0x100000001b3, 0xff51afd7ed558ccd, 0xc4ceb9fe1a85ec53]

    /// Every `movabs $imm64, %reg` (REX.W, B8+r, eight bytes) in `bytes`, in order.
    static func movabsLoads(in bytes: UnsafeRawBufferPointer) -> [(offset: Int, value: UInt64)] {
        var found: [(offset: Int, value: UInt64)] = []
        var offset = 0
        while offset + 10 <= bytes.count {
            if bytes[offset] & 0xF8 == 0x48, (0xB8...0xBF).contains(bytes[offset + 1]) {
                found.append((offset, bytes.loadUnaligned(fromByteOffset: offset + 2, as: UInt64.self)))
            }
            offset += 1
        }
        return found
    }

    /// The main program's mappings that hold code, from `/proc/self/maps` (the file itself
    /// need not be readable: the mapping is).
    static func executableSegments() -> [UnsafeRawBufferPointer] {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
              let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        else { return [] }
        return maps.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "r-xp", fields[5] == program else { return nil }
            let bounds = fields[0].split(separator: "-").compactMap { UInt(String($0), radix: 16) }
            guard bounds.count == 2, let start = UnsafeRawPointer(bitPattern: bounds[0]) else { return nil }
            return UnsafeRawBufferPointer(start: start, count: Int(bounds[1] - bounds[0]))
        }
    }
}
