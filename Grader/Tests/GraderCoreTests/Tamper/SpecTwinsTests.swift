import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
@testable import SwiftSource
import Testing

@Suite("Twins and canaries of the spec tests")
struct SpecTwinsTests {
    static let spec = """
        import Testing
        @testable import Stage1

        @Suite("Task 1: Tell even from odd")
        @MainActor
        struct Task01IsEvenSpec {
            @Test("Two is even")
            func two() {
                #expect(isEven(number: 2))
            }

            @Test("Odd numbers are odd", arguments: [1, 3])
            func odd(number: Int) {
                #expect(!isEven(number: number))
                #expect(Task01IsEvenSpec.helper == 1)
            }

            static let helper = 1

            @MainActor
            @Test("Zero is even") func format() {
                #expect(Formatting.format(0) == "0")
            }
        }

        """

    private let files = ["Task01IsEvenSpec.swift": Data(Self.spec.utf8), "Support/Helper.swift": Data("let x = 1\n".utf8)]

    @Test("The same seed gives the same twins; another seed, other names")
    func deterministic() {
        let first = SpecTwins.generate(specFiles: files, stage: 1, seed: 42)
        #expect(first == SpecTwins.generate(specFiles: files, stage: 1, seed: 42))
        let other = SpecTwins.generate(specFiles: files, stage: 1, seed: 43)
        #expect(other.module != first.module)
        #expect(Set(other.files.keys).isDisjoint(with: first.files.keys))
    }

    @Test("A spec file with Windows line endings (a clone with core.autocrlf) gives the same twins as with Unix ones")
    func windowsLineEndings() {
        let crlf = files.mapValues { Data(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8) }
        #expect(crlf != files)
        #expect(SpecTwins.generate(specFiles: crlf, stage: 1, seed: 42) == SpecTwins.generate(specFiles: files, stage: 1, seed: 42))
    }

    @Test("Suite types and test functions get generated names; library calls keep theirs; three canaries hide among them")
    func renames() throws {
        let twins = SpecTwins.generate(specFiles: files, stage: 1, seed: 7)
        #expect(twins.files.count == 2)
        #expect(Set(twins.twinOf.keys) == ["Task01IsEvenSpec/two", "Task01IsEvenSpec/odd", "Task01IsEvenSpec/format"])
        let text = twins.files.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(!text.contains("Task01IsEvenSpec"))
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
        #expect(SpecTwins.key(ofTestID: "Stage1Spec.Task01IsEvenSpec/odd(number:)/Task01IsEvenSpec.swift:9:6") == "Task01IsEvenSpec/odd")
        #expect(SpecTwins.key(ofTestID: "Stage1Spec/loose()/Loose.swift:3:2") == "loose")
        #expect(SpecTwins.module(ofTestID: "Kabc.Kdef/kghi()/F.swift:1:1") == "Kabc")
        #expect(SpecTwins.module(ofTestID: "Stage1Spec/loose()/Loose.swift:3:2") == "Stage1Spec")
    }
}

@Suite("Telling the twins' results under the spec tests' own names")
struct SpecTwinPublicNamesTests {
    private let twins = SpecTwins.generate(
        specFiles: ["Task01IsEvenSpec.swift": Data(SpecTwinsTests.spec.utf8)], stage: 1, seed: 11)

    /// The twin of the spec test `function`: its file name, and its line there (from 1).
    private func twin(of function: String) throws -> (file: String, line: Int, function: String) {
        let twinKey = try #require(twins.twinOf["Task01IsEvenSpec/\(function)"])
        let twinFunction = String(try #require(twinKey.split(separator: "/").last))
        let (file, data) = try #require(twins.files.first)
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("func \(twinFunction)(") })
        return (file, index + 1, twinFunction)
    }

    @Test("A twin's id, name, file, line and message come back as the spec test's")
    func result() throws {
        let odd = try twin(of: "odd")
        let suite = String(try #require(twins.twinOf["Task01IsEvenSpec/odd"]?.split(separator: "/").first))
        let result = TestResult(
            test: PlannedTest(id: "\(twins.module).\(suite)/\(odd.function)(number:)/\(odd.file):\(odd.line):6",
                              name: "\(odd.function)(number:)", suite: "Task 1: Tell even from odd",
                              file: "/w/spec/Tests/Stage1Twin/\(odd.file)", line: odd.line),
            status: .failed, message: "Expectation failed: (\(suite).helper → 2) == 1 in \(odd.file)")
        let told = twins.publicResult(of: result)
        // `func odd(` is line 13 of the spec above (from 1).
        #expect(told.test.id == "Stage1Spec.Task01IsEvenSpec/odd(number:)/Task01IsEvenSpec.swift:13:6")
        #expect(told.test.name == "odd(number:)")
        #expect(told.test.suite == "Task 1: Tell even from odd")
        #expect(told.test.file == "/w/spec/Tests/Stage1Spec/Task01IsEvenSpec.swift")
        #expect(told.test.line == 13)
        #expect(told.message == "Expectation failed: (Task01IsEvenSpec.helper → 2) == 1 in Task01IsEvenSpec.swift")
        #expect(told.status == .failed)
    }

    @Test("The results come in the spec file's order, whatever order the twin run gave them in")
    func order() throws {
        let results = try ["odd", "format", "two"].map { function in
            let twin = try twin(of: function)
            let suite = String(try #require(twins.twinOf["Task01IsEvenSpec/\(function)"]?.split(separator: "/").first))
            return TestResult(
                test: PlannedTest(id: "\(twins.module).\(suite)/\(twin.function)()/\(twin.file):\(twin.line):6", name: "\(twin.function)()",
                                  file: "/w/spec/Tests/Stage1Twin/\(twin.file)", line: twin.line),
                status: .passed)
        }
        let session = TestSessionResult(results: results, timedOut: true, harnessError: nil, streamProblem: nil)
        #expect(SpecTamperCheck.judge(session, twins: twins).results.map(\.test.name) == ["two()", "odd()", "format()"])
    }

    @Test("A compiler error in a twin file is the same error in the spec file")
    func diagnostic() throws {
        let two = try twin(of: "two")
        let error = CompilerDiagnostic(file: "/w/spec/Tests/Stage1Twin/\(two.file)", line: two.line + 1, column: 17,
                                       severity: "error", message: "cannot find 'isEven' in scope")
        let told = twins.publicDiagnostic(error)
        #expect(told.file == "/w/spec/Tests/Stage1Spec/Task01IsEvenSpec.swift")
        #expect(told.line == 9)  // `#expect(isEven(number: 2))`
        #expect(told.message == error.message)
    }
}

@Suite("Judging a spec run by its canaries")
struct SpecTamperCheckTests {
    private let twins = SpecTwins(
        module: "Ktwin", publicModule: "Stage1Spec", files: [:],
        twinOf: ["Suite/two": "Ksuite/ka", "Suite/three": "Ksuite/kb"],
        canaries: [.init(key: "Ksuite/kfail", mustPass: false), .init(key: "Ksuite/kpass", mustPass: true)],
        publicNames: ["Ktwin": "Stage1Spec", "Ksuite": "Suite", "ka": "two", "kb": "three"])

    private func session(_ statuses: [String: TestStatus], streamProblem: String? = nil) -> TestSessionResult {
        let results = statuses.sorted { $0.key < $1.key }.map { id, status in
            TestResult(test: PlannedTest(id: id, name: id), status: status, message: nil)
        }
        return TestSessionResult(results: results, timedOut: false, harnessError: nil, streamProblem: streamProblem)
    }

    private var honest: [String: TestStatus] {
        ["Ktwin.Ksuite/ka()/F.swift:3:1": .passed, "Ktwin.Ksuite/kb()/F.swift:9:1": .failed,
         "Ktwin.Ksuite/kfail()/F.swift:7:1": .failed, "Ktwin.Ksuite/kpass()/F.swift:12:1": .passed]
    }

    @Test("An honest run gives the twins' results under public names, and hides the canaries")
    func honestRun() {
        let verdict = SpecTamperCheck.judge(session(honest), twins: twins)
        #expect(verdict.tampered == nil)
        #expect(verdict.results.map(\.test.id) == ["Stage1Spec.Suite/two()/F.swift:3:1", "Stage1Spec.Suite/three()/F.swift:9:1"])
        #expect(verdict.results.map(\.status) == [.passed, .failed])
    }

    @Test("Results for tests the grader did not compile (the public spec tests' names) count for nothing")
    func publicNamesIgnored() {
        var statuses = honest
        statuses["Stage1Spec.Suite/three()/S.swift:5:1"] = .passed
        let verdict = SpecTamperCheck.judge(session(statuses), twins: twins)
        #expect(verdict.results.count == 2)
        #expect(verdict.results.filter { $0.status == .passed }.count == 1)
    }

    @Test("A must-fail canary that passed, a must-pass canary that failed, a missing canary, a missing twin or a broken stream: tampered, nothing passes")
    func tampered() {
        var passedCanary = honest
        passedCanary["Ktwin.Ksuite/kfail()/F.swift:7:1"] = .passed
        var failedCanary = honest
        failedCanary["Ktwin.Ksuite/kpass()/F.swift:12:1"] = .failed
        var missingCanary = honest
        missingCanary["Ktwin.Ksuite/kpass()/F.swift:12:1"] = nil
        var missingTwin = honest
        missingTwin["Ktwin.Ksuite/kb()/F.swift:9:1"] = nil
        for run in [session(passedCanary), session(failedCanary), session(missingCanary), session(missingTwin),
                    session(honest, streamProblem: "x ended twice")] {
            let verdict = SpecTamperCheck.judge(run, twins: twins)
            #expect(verdict.tampered != nil)
            #expect(!verdict.results.contains { $0.status == .passed })
        }
    }

    @Test("A must-pass canary that crashed (a background crash of the code) is not called tampering")
    func crashIsNotTampering() {
        var statuses = honest
        statuses["Ktwin.Ksuite/kpass()/F.swift:12:1"] = .crashed
        #expect(SpecTamperCheck.judge(session(statuses), twins: twins).tampered == nil)
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

    @Test("Words in a display name or a comment are not code: a display name that says func names no function")
    func textIsNotCode() {
        let source = """
            @Suite("Task 1")
            struct ParitySpec {
                // @Test func commented() {}
                @Test("a func call") func real() {
                    #expect(true)
                }
            }
            """
        let tests = SwiftScan.tests(in: source)
        #expect(tests.map(\.function) == ["real"])
        #expect(tests.map(\.displayName) == ["\"a func call\""])
    }
}
