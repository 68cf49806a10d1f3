@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Planted bugs: the run token and the private switch")
struct PlantedBugsSwitchTests {
    private let key = PlantedBugSwitch.Key(seed: 0xfeed_beef, finish: 0x0dd_ba11)

    @Test("A token drawn for a bug picks that bug's slot; one drawn for the reference picks no bug")
    func drawsTokens() {
        for index in 0..<7 {
            let token = PlantedBugSwitch.token(forBugAt: index, bugCount: 7, key: key)
            #expect(PlantedBugSwitch.slot(of: token, key: key) == index)
        }
        for _ in 0..<20 {
            let token = PlantedBugSwitch.token(forBugAt: nil, bugCount: 7, key: key)
            #expect(PlantedBugSwitch.slot(of: token, key: key) >= 7)
        }
    }

    @Test("Every token has one shape, 48 lowercase hex digits, whether it turns on a bug or none, and ends with its head's tag")
    func tokensLookAlike() {
        let tokens = [nil, 0, 6].map { PlantedBugSwitch.token(forBugAt: $0, bugCount: 7, key: key) }
        for token in tokens {
            #expect(token.count == 48)
            #expect(token.allSatisfy { "0123456789abcdef".contains($0) })
            let head = Array(token.utf8.prefix(PlantedBugSwitch.headLength))
            #expect(UInt64(String(token.suffix(PlantedBugSwitch.tagLength)), radix: 16) == PlantedBugSwitch.tag(ofHead: head, key: key))
            let otherKey = PlantedBugSwitch.Key(seed: key.seed, finish: key.finish ^ 1)
            #expect(PlantedBugSwitch.tag(ofHead: head, key: otherKey) != PlantedBugSwitch.tag(ofHead: head, key: key),
                    "the tag depends on the whole key")
        }
    }

    @Test("Tokens are fresh every time, and the same token means something else under another key")
    func tokensDependOnTheKey() {
        let first = PlantedBugSwitch.token(forBugAt: 3, bugCount: 7, key: key)
        let second = PlantedBugSwitch.token(forBugAt: 3, bugCount: 7, key: key)
        #expect(first != second)
        let otherKey = PlantedBugSwitch.Key(seed: 1, finish: 2)
        let slots = (0..<50).map { _ in
            PlantedBugSwitch.slot(of: PlantedBugSwitch.token(forBugAt: 3, bugCount: 7, key: key), key: otherKey)
        }
        #expect(slots.contains { $0 != 3 })
    }

    @Test("The key survives being stored as text")
    func storesKey() {
        #expect(PlantedBugSwitch.Key(text: key.text) == key)
        #expect(PlantedBugSwitch.Key(text: "not a key") == nil)
    }

    @Test("The generated switch is private, reads only the run's tokens and names the bugs in catalog order")
    func generatesSwitch() {
        let source = PlantedBugSwitch.source(bugIDs: ["a-bug", "b-bug"], key: key)
        #expect(source.contains("\nprivate func __plantedBug(_ id: String) -> Bool {"))
        #expect(source.contains("\nprivate let __plantedBugOn: String? = __plantedBugPicked(by: getenv(\"KATA_RUN\")"))
        #expect(source.contains("guard bytes.count == 48 else { __plantedBugRefused() }"), "a token of another shape stops the program")
        #expect(source.contains("\nprivate let __plantedBugOnByTest: [String: String?] = {"))
        #expect(source.contains(#"let bugs: [String] = ["a-bug", "b-bug"]"#))
        #expect(source.contains(#"getenv("KATA_RUN_TESTS")"#))
        #expect(source.components(separatedBy: "getenv(").count == 3, "the run's token and the tests' tokens, nothing else")
        #expect(source.contains("0xfeedbeef"))
        #expect(!source.contains("import Foundation"))
        #expect(!source.contains("\nfunc "))
    }
}
