// MARK: - Planted bug switch

/// How a run turns one planted bug on, without a test being able to tell which, or whether any.
///
/// Every run of the learner's tests, on the reference or with a bug on, gets the same thing:
/// one environment variable, `KATA_RUN`, holding a fresh random token. The switchable copy of
/// the reference decides from the token and a key generated for its workspace (compiled in,
/// never shown to a test) which bug, if any, is on: a keyed hash of the token's head picks one
/// of `slotCount` slots, and slot `i` below the number of bugs turns bug `i` on. The grader
/// draws heads until one lands in the slot it wants. Without the key, every token looks alike.
///
/// A token ends with a tag, a second keyed hash of its head, and the switch stops the program
/// at the first planted bug's code it reaches without a token whose tag is right (no token, a
/// made-up one): otherwise a test could start its own test binary again without the run's
/// token, have the child answer as the reference does, and catch every bug by comparing
/// answers, with no expected value of its own.
///
/// The code that reads the switch is `private` to each file that has a planted bug, so
/// `@testable import` cannot reach it.
package enum PlantedBugSwitch {
    /// The environment variable that carries a run's token.
    package static let environmentVariable = "KATA_RUN"

    /// The environment variable that gives each test of a run a token of its own, as lines
    /// "test-id<tab>token": the learner's own loop runs several planted bugs in one process,
    /// each with the tests that reach its code (`BugHuntRounds`). A test it does not name, and
    /// code that runs outside any test, has the run's token (`environmentVariable`).
    package static let testsVariable = "KATA_RUN_TESTS"

    /// The environment variable that names the run's notes file (`RunNotes`): the switch of
    /// each planted bug appends the bug's id there the first time the run reaches its code.
    /// Every hunt run gets one, with a bug on or none, so it says nothing about the run.
    package static let reachedVariable = "KATA_REACHED"

    /// Slots a token's hash picks from; slots past the last bug mean "no bug".
    package static let slotCount: UInt64 = 1024

    /// The secret half of the switch: two 64-bit words, random per workspace.
    package struct Key: Sendable, Hashable {
        package var seed: UInt64
        package var finish: UInt64

        package init(seed: UInt64, finish: UInt64) {
            self.seed = seed
            self.finish = finish
        }

        /// A fresh key from the system's secure random source.
        package static func random() -> Key {
            var generator = SystemRandomNumberGenerator()
            return Key(seed: generator.next(), finish: generator.next())
        }

        /// `"<seed> <finish>"` in hex, as stored in the workspace.
        package var text: String { String(seed, radix: 16) + " " + String(finish, radix: 16) }

        package init?(text: String) {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard words.count == 2, let seed = UInt64(words[0], radix: 16),
                  let finish = UInt64(words[1], radix: 16) else { return nil }
            self.init(seed: seed, finish: finish)
        }
    }

    /// Hex digits of a token: the head, which picks the slot, then the tag.
    package static let headLength = 32
    package static let tagLength = 16

    /// The slot a token picks under `key`: the same computation as the generated Swift.
    package static func slot(of token: String, key: Key) -> Int {
        slot(ofHash: absorb(Array(token.utf8.prefix(headLength)), into: key.seed), key: key)
    }

    /// The tag of a token's head: a keyed hash with constants of its own, derived from the key
    /// (`tagConstants`), so that a tag says nothing of the slot.
    package static func tag(ofHead head: [UInt8], key: Key) -> UInt64 {
        let (seed, finish) = tagConstants(key)
        return mixed(absorb(head, into: seed) ^ finish)
    }

    /// The tag's seed and finish, derived from the key.
    private static func tagConstants(_ key: Key) -> (seed: UInt64, finish: UInt64) {
        (mixed(key.seed ^ 0x9e3779b97f4a7c15), mixed(key.finish ^ 0xc2b2ae3d27d4eb4f))
    }

    /// A 64-bit mix (MurmurHash3's finalizer): every bit of the result depends on every bit of `value`.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash &*= 0xff51afd7ed558ccd
        hash ^= hash >> 33
        hash &*= 0xc4ceb9fe1a85ec53
        hash ^= hash >> 33
        return hash
    }

    /// The hash's running state after `bytes` (FNV-1a), from `hash`: a token's first half
    /// can be absorbed once and its second halves tried from there.
    private static func absorb(_ bytes: [UInt8], into hash: UInt64) -> UInt64 {
        bytes.reduce(hash, absorb)
    }

    /// One FNV-1a step: the running hash after one more byte.
    private static func absorb(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100000001b3
    }

    /// The slot a whole token's running hash picks: the keyed finish, then a 64-bit mix.
    private static func slot(ofHash absorbed: UInt64, key: Key) -> Int {
        Int(mixed(absorbed ^ key.finish) % slotCount)
    }

    /// A fresh random token that turns on the bug at `index` of the stage's catalog, or no
    /// bug at all for `nil`.
    ///
    /// 32 hex digits: 28 random ones, absorbed into the hash once, then the last 4 counted up
    /// from a random start until the token lands in the wanted slot (about a thousand tries for
    /// a bug, of 65,536; past them, 28 new digits). A run sees its own token only, so the count
    /// says nothing. Drawing all 32 digits afresh for every try took two system calls a try,
    /// a fifth of a second of the grader's own time in a stage 4 bug hunt.
    package static func token(forBugAt index: Int?, bugCount: Int, key: Key) -> String {
        precondition(UInt64(bugCount) < slotCount, "too many planted bugs in one stage")
        var generator = SystemRandomNumberGenerator()
        while true {
            let head = hexDigits(generator.next(), count: 16) + hexDigits(generator.next(), count: 12)
            let afterHead = absorb(head, into: key.seed)
            let start = UInt16.random(in: .min ... .max, using: &generator)
            for step in 0...UInt16.max {
                let tail = start &+ step
                let slot = slot(ofHash: absorbHexDigits(of: tail, into: afterHead), key: key)
                if index.map({ slot == $0 }) ?? (slot >= bugCount) {
                    let whole = head + hexDigits(UInt64(tail), count: 4)
                    return String(decoding: whole + hexDigits(tag(ofHead: whole, key: key), count: tagLength), as: UTF8.self)
                }
            }
        }
    }

    /// The last `count` hex digits of `value`, lowercase, leading zeros kept.
    private static func hexDigits(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).reversed().map { place in hexDigit(UInt8((value >> UInt64(4 * place)) & 0xf)) }
    }

    /// The hash's state after the 4 hex digits of `value`: `absorb` without an array, because
    /// it runs a thousand times a token.
    private static func absorbHexDigits(of value: UInt16, into hash: UInt64) -> UInt64 {
        let first = absorb(hash, hexDigit(UInt8(value >> 12)))
        let second = absorb(first, hexDigit(UInt8((value >> 8) & 0xf)))
        let third = absorb(second, hexDigit(UInt8((value >> 4) & 0xf)))
        return absorb(third, hexDigit(UInt8(value & 0xf)))
    }

    /// The ASCII code of one lowercase hex digit.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x57 + nibble
    }

    /// The Swift appended to a file of the switchable copy that holds planted bugs: a private
    /// `__plantedBug(_:)` that answers from the running test's token or the run's, and notes
    /// each of `noting` (the file's own bugs) the first time a test asks about it
    /// (`reachedVariable`).
    package static func source(bugIDs: [String], key: Key, noting: [String] = []) -> String {
        let list = bugIDs.map { "\"\($0)\"" }.joined(separator: ", ")
        let (tagSeed, tagFinish) = tagConstants(key)
        return """


            // Added by the kata's grader to its switchable copy of the reference; not part of the
            // reference solution. Private, so that no test can call it.
            #if canImport(Darwin)
            import Darwin
            #elseif canImport(Glibc)
            import Glibc
            #elseif canImport(Musl)
            import Musl
            #endif
            #if canImport(Testing)
            import Testing
            #endif

            /// Whether the planted bug `id` is on for the code running now.
            private func __plantedBug(_ id: String) -> Bool {
                \(noting.isEmpty ? "" : "__plantedBugReached(id)\n    ")return __plantedBugOnNow() == id
            }

            /// The bug on for the code running now: the running test's own where the run gives
            /// each test a token (`\(testsVariable)`), or else the run's.
            private func __plantedBugOnNow() -> String? {
                #if canImport(Testing)
                if !__plantedBugOnByTest.isEmpty, let test = Test.current,
                   let bug = __plantedBugOnByTest[String(describing: test.id)] {
                    return bug
                }
                #endif
                return __plantedBugOn
            }

            /// The bug the run's token turns on, if any, read once.
            private let __plantedBugOn: String? = __plantedBugPicked(by: getenv("\(environmentVariable)").map { String(cString: $0) } ?? "")

            /// The bug each test's token turns on, by test id, read once: lines "test-id<tab>token".
            private let __plantedBugOnByTest: [String: String?] = {
                guard let value = getenv("\(testsVariable)") else { return [:] }
                var bugs: [String: String?] = [:]
                for line in String(cString: value).split(separator: "\\n") {
                    let parts = line.split(separator: "\\t", maxSplits: 1)
                    if parts.count == 2 { bugs[String(parts[0])] = __plantedBugPicked(by: String(parts[1])) }
                }
                return bugs
            }()

            /// The bug a token turns on, if any. A token whose tag is not the grader's stops the
            /// program: this copy runs its planted bugs only as the grader starts it.
            private func __plantedBugPicked(by token: String) -> String? {
                let bugs: [String] = [\(list)]
                let bytes = Array(token.utf8)
                guard bytes.count == \(headLength + tagLength) else { __plantedBugRefused() }
                var hash: UInt64 = 0x\(String(key.seed, radix: 16))
                var check: UInt64 = 0x\(String(tagSeed, radix: 16))
                for byte in bytes[..<\(headLength)] {
                    hash = (hash ^ UInt64(byte)) &* 0x100000001b3
                    check = (check ^ UInt64(byte)) &* 0x100000001b3
                }
                let tag = __plantedBugMixed(check ^ 0x\(String(tagFinish, radix: 16)))
                let digits = Array("0123456789abcdef".utf8)
                for (place, byte) in bytes[\(headLength)...].enumerated() where byte != digits[Int((tag >> UInt64(60 - 4 * place)) & 0xf)] {
                    __plantedBugRefused()
                }
                let slot = Int(__plantedBugMixed(hash ^ 0x\(String(key.finish, radix: 16))) % \(slotCount))
                return slot < bugs.count ? bugs[slot] : nil
            }

            /// A 64-bit mix: every bit of the result depends on every bit of `value`.
            private func __plantedBugMixed(_ value: UInt64) -> UInt64 {
                var hash = value
                hash ^= hash >> 33
                hash &*= 0xff51afd7ed558ccd
                hash ^= hash >> 33
                hash &*= 0xc4ceb9fe1a85ec53
                hash ^= hash >> 33
                return hash
            }

            /// Stops a program that reaches a planted bug's code without a token the grader drew.
            private func __plantedBugRefused() -> Never {
                fatalError("this copy of the kata's reference runs only as the kata's grader starts it")
            }
            \(noting.isEmpty ? "" : reachedNotes(noting))
            """
    }

    /// The Swift that notes that the code of each bug of `ids` was reached, once for each test
    /// that reaches it: a line "bug-id<tab>test-id" appended to the notes file in a single write.
    /// The test is the one Swift Testing says is running (`Test.current`), and nothing where it
    /// names none (an XCTest run, a detached task, or a build without Swift Testing): the
    /// learner's own loop then runs a bug with only the tests that reached its code
    /// (`EarlyReferenceRuns`), and a bug reached outside a named test with every test.
    private static func reachedNotes(_ ids: [String]) -> String {
        let cases = ids.map { "    case \"\($0)\": break" }
        return """

            /// Notes that the code of the planted bug `id` was reached, the first time for each test.
            private func __plantedBugReached(_ id: String) {
                switch id {
            \(cases.joined(separator: "\n"))
                default: return
                }
                #if canImport(Testing)
                let test = Test.current.map { String(describing: $0.id) } ?? ""
                #else
                let test = ""
                #endif
                let line = id + "\\t" + test
                if __plantedBugNotesWritten.isNew(line) { __plantedBugNote(line) }
            }

            /// The notes this file has written in this run, behind a lock: tests run on any thread.
            private final class __PlantedBugNotes: @unchecked Sendable {
                private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
                private var written: Set<String> = []

                init() { pthread_mutex_init(mutex, nil) }

                func isNew(_ line: String) -> Bool {
                    pthread_mutex_lock(mutex)
                    defer { pthread_mutex_unlock(mutex) }
                    return written.insert(line).inserted
                }
            }

            private let __plantedBugNotesWritten = __PlantedBugNotes()

            /// Appends `line` and a line end to the run's notes file, if it has one.
            private func __plantedBugNote(_ line: String) {
                guard let path = getenv("\(reachedVariable)") else { return }
                let descriptor = open(path, O_WRONLY | O_APPEND)
                guard descriptor >= 0 else { return }
                defer { close(descriptor) }
                let bytes = Array((line + "\\n").utf8)
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            }

            """
    }
}
