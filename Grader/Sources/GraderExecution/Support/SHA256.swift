import Foundation

// MARK: - SHA-256, for cache keys

/// A small SHA-256 (FIPS 180-4), so cache keys need no package dependency.
package struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    package init() {}

    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(contiguous: UnsafeRawBufferPointer(buffer))
        }
        guard done == nil else { return }
        for byte in bytes {
            pending.append(byte)
            length &+= 1
            if pending.count == 64 {
                compressPending()
            }
        }
    }

    /// Whole blocks straight from the bytes: the grader hashes its own executable (a few MB)
    /// for reports, and byte by byte that took over a second in a debug build.
    package mutating func update(_ data: Data) {
        data.withUnsafeBytes { update(contiguous: $0) }
    }

    private mutating func update(contiguous buffer: UnsafeRawBufferPointer) {
        var start = 0
        length &+= UInt64(buffer.count)
        if !pending.isEmpty {
            start = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<start])
            guard pending.count == 64 else { return }
            compressPending()
        }
        while buffer.count - start >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: buffer[start..<start + 64]))
            start += 64
        }
        pending.append(contentsOf: buffer[start...])
    }

    package mutating func update(_ text: String) {
        update(Array(text.utf8))
    }

    /// The digest as 64 lowercase hex digits.
    package mutating func finalizeHex() -> String {
        finalize().map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// The digest: 32 bytes.
    package mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        update([0x80])
        while pending.count != 56 {
            update([0])
        }
        for shift in stride(from: 56, through: 0, by: -8) {
            pending.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        compressPending()
        return state.flatMap { word in
            [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
    }

    package static func hex(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finalizeHex()
    }

    private mutating func compressPending() {
        let block = pending
        pending.removeAll(keepingCapacity: true)
        block.withUnsafeBytes { compress($0) }
    }

    /// One 64-byte block. Written for debug builds, which is how `grade.sh` builds the grader
    /// (it hashes its own executable, a few MB, for reports): plain pointers, `while` loops and
    /// masking shifts, which inline even unoptimized. With arrays, ranges and smart shifts it
    /// was about 15 times slower.
    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        guard block.count == 64 else { return }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            guard let w = schedule.baseAddress else { return }
            var i = 0
            while i < 16 {
                let j = i &* 4
                w[i] = UInt32(block[j]) &<< 24 | UInt32(block[j &+ 1]) &<< 16
                    | UInt32(block[j &+ 2]) &<< 8 | UInt32(block[j &+ 3])
                i &+= 1
            }
            while i < 64 {
                let x = w[i &- 15], y = w[i &- 2]
                let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                i &+= 1
            }
            var a = state[0], b = state[1], c = state[2], d = state[3]
            var e = state[4], f = state[5], g = state[6], h = state[7]
            Self.k.withUnsafeBufferPointer { constants in
                guard let k = constants.baseAddress else { return }
                var i = 0
                while i < 64 {
                    let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                    let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ majority
                    h = g; g = f; f = e; e = d &+ t1
                    d = c; c = b; b = a; a = t1 &+ t2
                    i &+= 1
                }
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
            state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
        }
    }
}
