import Foundation
import Testing

/// The switch's key found in bytes of the program's code, however the test came by them: the
/// switch loads the key as two 64-bit constants on either side of the hash's multiplier,
/// 0x100000001b3 (see `PlantedBugSwitch.swift`). Plain, memory-safe Swift: the bytes are `Data`.
enum SwitchKeyScan {
    /// Stage 1's planted bugs, as the report counts them: slots below it turn one on.
    static let bugCount: UInt64 = 6

    /// Fails the test when the key in `code` puts this run's token on a planted bug.
    static func expectNoBugOn(in code: Data) {
        guard let token = ProcessInfo.processInfo.environment["KATA_RUN"], let key = key(in: code) else { return }
        var hash = key.seed
        for byte in token.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        hash ^= key.finish
        hash ^= hash >> 33
        hash &*= 0xff51afd7ed558ccd
        hash ^= hash >> 33
        hash &*= 0xc4ceb9fe1a85ec53
        hash ^= hash >> 33
        #expect(hash % 1024 >= bugCount)
    }

    static func key(in code: Data) -> (seed: UInt64, finish: UInt64)? {
        let bytes = [UInt8](code)
        var loads: [(offset: Int, value: UInt64)] = []
        var offset = 0
        while offset + 10 <= bytes.count {
            if bytes[offset] & 0xF8 == 0x48, (0xB8...0xBF).contains(bytes[offset + 1]) {
                let value = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + 2 + $1]) << (8 * UInt64($1)) }
                loads.append((offset, value))
            }
            offset += 1
        }
        let known: Set<UInt64> = [0x100000001b3, 0xff51afd7ed558ccd, 0xc4ceb9fe1a85ec53]
        var votes: [String: (count: Int, pair: (UInt64, UInt64))] = [:]
        for (index, load) in loads.enumerated() where load.value == 0x100000001b3 {
            guard let before = loads[..<index].last(where: { !known.contains($0.value) }),
                  let after = loads[(index + 1)...].first(where: { !known.contains($0.value) }),
                  load.offset - before.offset < 400, after.offset - load.offset < 100
            else { continue }
            let name = "\(before.value) \(after.value)"
            votes[name, default: (0, (before.value, after.value))].count += 1
        }
        return votes.values.max { $0.count < $1.count }.map { (seed: $0.pair.0, finish: $0.pair.1) }
    }
}
