import Foundation
import Testing
@testable import GraderCore

@Suite("Twins and canaries of the spec tests")
struct SpecTwinsTests {
    static let spec = """
        import Testing
        @testable import Stage1

        @Suite("Task 1: Tell even from odd")
        @MainActor
        struct Task1IsEvenSpec {
            @Test("Two is even")
            func two() {
                #expect(isEven(number: 2))
            }

            @Test("Odd numbers are odd", arguments: [1, 3])
            func odd(number: Int) {
                #expect(!isEven(number: number))
                #expect(Task1IsEvenSpec.helper == 1)
            }

            static let helper = 1

            @MainActor
            @Test("Zero is even") func format() {
                #expect(Formatting.format(0) == "0")
            }
        }

        """

    private let files = ["Task1IsEvenSpec.swift": Data(Self.spec.utf8), "Support/Helper.swift": Data("let x = 1\n".utf8)]

    @Test("The same seed gives the same twins; another seed, other names")
    func deterministic() {
        let first = SpecTwins.generate(specFiles: files, stage: 1, seed: 42)
        #expect(first == SpecTwins.generate(specFiles: files, stage: 1, seed: 42))
        let other = SpecTwins.generate(specFiles: files, stage: 1, seed: 43)
        #expect(other.module != first.module)
        #expect(Set(other.files.keys).isDisjoint(with: first.files.keys))
    }

    @Test("Suite types and test functions get generated names; library calls keep theirs; three canaries hide among them")
    func renames() throws {
        let twins = SpecTwins.generate(specFiles: files, stage: 1, seed: 7)
        #expect(twins.files.count == 2)
        #expect(Set(twins.twinOf.keys) == ["Task1IsEvenSpec/two", "Task1IsEvenSpec/odd", "Task1IsEvenSpec/format"])
        let text = twins.files.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(!text.contains("Task1IsEvenSpec"))
        #expect(!text.contains("func two(") && !text.contains("func format("))
        #expect(text.contains("Formatting.format(0)"))
        #expect(text.contains("@MainActor\n    @Test(\"Zero is even\")") || text.contains("@MainActor\n    @Test(\"Zero is even\") func k"))
        #expect(twins.canaries.count == 3)
        #expect(twins.canaries.filter(\.mustPass).count == 1)
        for canary in twins.canaries {
            let function = try #require(canary.key.split(separator: "/").last)
            #expect(text.contains("func \(function)()"))
        }
        #expect(twins.twinOf.values.allSatisfy { $0.hasPrefix(twins.twinOf.values.first!.split(separator: "/")[0] + "/") })
    }

    @Test("A test id's key leaves out module, arguments and place; its module is what comes first")
    func keys() {
        #expect(SpecTwins.key(ofTestID: "Stage1Spec.Task1IsEvenSpec/odd(number:)/Task1IsEvenSpec.swift:9:6") == "Task1IsEvenSpec/odd")
        #expect(SpecTwins.key(ofTestID: "Stage1Spec/loose()/Loose.swift:3:2") == "loose")
        #expect(SpecTwins.module(ofTestID: "Kabc.Kdef/kghi()/F.swift:1:1") == "Kabc")
        #expect(SpecTwins.module(ofTestID: "Stage1Spec/loose()/Loose.swift:3:2") == "Stage1Spec")
    }
}

@Suite("Judging a spec run by its twins and canaries")
struct SpecTamperCheckTests {
    private let twins = SpecTwins(
        module: "Ktwin", files: [:],
        twinOf: ["Suite/two": "Ksuite/ka", "Suite/three": "Ksuite/kb"],
        canaries: [.init(key: "Ksuite/kfail", mustPass: false), .init(key: "Ksuite/kpass", mustPass: true)])

    private func session(_ statuses: [String: TestStatus], streamProblem: String? = nil) -> TestSessionResult {
        let results = statuses.sorted { $0.key < $1.key }.map { id, status in
            TestResult(test: PlannedTest(id: id, name: id), status: status, message: nil)
        }
        return TestSessionResult(results: results, timedOut: false, harnessError: nil, streamProblem: streamProblem)
    }

    private var honest: [String: TestStatus] {
        ["Stage1Spec.Suite/two()/S.swift:1:1": .passed, "Stage1Spec.Suite/three()/S.swift:5:1": .failed,
         "Ktwin.Ksuite/ka()/F.swift:3:1": .passed, "Ktwin.Ksuite/kb()/F.swift:9:1": .failed,
         "Ktwin.Ksuite/kfail()/F.swift:7:1": .failed, "Ktwin.Ksuite/kpass()/F.swift:12:1": .passed]
    }

    @Test("An honest run keeps the public results and hides the generated ones")
    func honestRun() {
        let verdict = SpecTamperCheck.judge(session(honest), publicModule: "Stage1Spec", twins: twins)
        #expect(verdict.tampered == nil)
        #expect(verdict.results.map(\.status) == [.failed, .passed])
        #expect(verdict.results.count == 2)
    }

    @Test("A public pass whose twin failed does not count")
    func twinFailed() {
        var statuses = honest
        statuses["Ktwin.Ksuite/ka()/F.swift:3:1"] = .failed
        let verdict = SpecTamperCheck.judge(session(statuses), publicModule: "Stage1Spec", twins: twins)
        #expect(verdict.tampered == nil)
        #expect(verdict.results.allSatisfy { $0.status == .failed })
        #expect(verdict.results.contains { $0.message == SpecTamperCheck.twinMessage })
    }

    @Test("A must-fail canary that passed, a must-pass canary that failed, a missing canary or a broken stream: tampered, nothing passes")
    func tampered() {
        var passedCanary = honest
        passedCanary["Ktwin.Ksuite/kfail()/F.swift:7:1"] = .passed
        var failedCanary = honest
        failedCanary["Ktwin.Ksuite/kpass()/F.swift:12:1"] = .failed
        var missingCanary = honest
        missingCanary["Ktwin.Ksuite/kpass()/F.swift:12:1"] = nil
        for run in [session(passedCanary), session(failedCanary), session(missingCanary), session(honest, streamProblem: "x ended twice")] {
            let verdict = SpecTamperCheck.judge(run, publicModule: "Stage1Spec", twins: twins)
            #expect(verdict.tampered != nil)
            #expect(!verdict.results.contains { $0.status == .passed })
        }
    }

    @Test("A must-pass canary that crashed (a background crash of the code) is not called tampering")
    func crashIsNotTampering() {
        var statuses = honest
        statuses["Ktwin.Ksuite/kpass()/F.swift:12:1"] = .crashed
        #expect(SpecTamperCheck.judge(session(statuses), publicModule: "Stage1Spec", twins: twins).tampered == nil)
    }
}

@Suite("The event stream's own order")
struct EventStreamOrderTests {
    private func line(_ kind: String, _ id: String? = nil) -> String {
        let test = id.map { #","testID":"\#($0)""# } ?? ""
        return #"{"kind":"event","payload":{"kind":"\#(kind)"\#(test),"messages":[]},"version":0}"#
    }

    private let plan = #"{"kind":"test","payload":{"id":"M.S/a()/F.swift:1:1","kind":"function","name":"a()"},"version":0}"#

    @Test("A stream in the framework's order has no problem")
    func inOrder() {
        let record = SwiftTestingEventParser.parse([plan, line("testStarted", "M.S/a()/F.swift:1:1"), line("testEnded", "M.S/a()/F.swift:1:1"), line("runEnded")].joined(separator: "\n"))
        #expect(record.streamProblem == nil)
        #expect(record.ended["M.S/a()/F.swift:1:1"]?.status == .passed)
    }

    @Test("Ends without a start, twice, for an unplanned test, or after the run's end are problems", arguments: [
        ["testEnded"], ["testStarted", "testEnded", "testEnded"], ["testStarted", "testStarted"],
    ])
    func outOfOrder(kinds: [String]) {
        let lines = [plan] + kinds.map { line($0, "M.S/a()/F.swift:1:1") }
        #expect(SwiftTestingEventParser.parse(lines.joined(separator: "\n")).streamProblem != nil)
    }

    @Test("Events for a test never planned, or after the end of the run, are problems")
    func unplannedOrLate() {
        let unplanned = [plan, line("testStarted", "M.S/zz()/F.swift:1:1")].joined(separator: "\n")
        #expect(SwiftTestingEventParser.parse(unplanned).streamProblem?.contains("never planned") == true)
        let late = [plan, line("runEnded"), line("testStarted", "M.S/a()/F.swift:1:1")].joined(separator: "\n")
        #expect(SwiftTestingEventParser.parse(late).streamProblem?.contains("after the end") == true)
    }
}

@Suite("Reading tests line by line")
struct SwiftScanTests {
    @Test("Tests written one per line are each their own place; attributes on lines of their own belong to the test below")
    func oneLineTests() {
        let source = """
            @Suite("Task 1")
            struct ParitySpec {
                @Test("two") func two() { #expect(true) }
                @MainActor
                @Test("three") func three() { #expect(true) }
            }
            """
        let tests = SwiftScan.tests(in: source)
        #expect(tests.map(\.function) == ["two", "three"])
        #expect(tests.map(\.attributesStart) == [2, 3])
        #expect(tests.map(\.declarationLine) == [2, 4])
        #expect(tests.allSatisfy { $0.suite == "ParitySpec" })
        #expect(SwiftScan.suiteTypes(in: source) == ["ParitySpec"])
    }
}
