@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("Planted bugs: wrapping a bug in a run-time switch")
struct PlantedBugsWrapperTests {
    typealias Fixtures = PlantedBugsFixtures

    @Test("An expression becomes a conditional expression")
    func wrapsExpression() throws {
        let source = try PlantedBugWrapper.switchableSource(
            Fixtures.isEven, stage: 1, bugs: [Fixtures.bug("odd-check-wrong-for-negatives")])
        #expect(source == """
            public func isEven(number: Int) -> Bool {
                (__plantedBug("odd-check-wrong-for-negatives") ? (number % 2 != 1) : (number.isMultiple(of: 2)))
            }

            public func parity(of number: Int) -> String {
                isEven(number: number) ? "Genap" : "Ganjil"
            }

            """)
    }

    @Test("Statements become an if-else on lines of their own")
    func wrapsStatements() throws {
        let bug = Fixtures.validBugs[2]
        let source = try PlantedBugWrapper.switchableSource(Fixtures.formatter, stage: 1, bugs: [bug])
        #expect(source == """
            public func format(_ number: Int) -> String {
                var text = String(number)
            if __plantedBug("sign-doubled") {
                text = "-" + text
            } else {
                if number < 0 {
                    text = "-" + text
                }
            }
                return "Rp " + text
            }

            """)
    }

    @Test("Several bugs of one file are all applied, whatever their order in the catalog")
    func wrapsSeveralBugs() throws {
        let bugs = Fixtures.validBugs.filter { $0.file == "Formatter.swift" }
        let inOrder = try PlantedBugWrapper.switchableSource(Fixtures.formatter, stage: 1, bugs: bugs)
        let reversed = try PlantedBugWrapper.switchableSource(Fixtures.formatter, stage: 1, bugs: bugs.reversed())
        #expect(inOrder == reversed)
        #expect(inOrder.contains(#"(__plantedBug("number-ignored") ? ("0") : (String(number)))"#))
        #expect(inOrder.contains(#"return (__plantedBug("currency-dropped") ? (text) : ("Rp " + text))"#))
        #expect(inOrder.contains(#"if __plantedBug("sign-doubled") {"#))
    }

    @Test("Text outside the finds is kept byte for byte, non-ASCII included")
    func keepsOtherText() throws {
        let source = "let café = \"☕️\"\nlet x = f(1) // ünïcode\n"
        let bug = Fixtures.bug("f-of-two", file: "A.swift", find: ["f(1)"], replace: ["f(2)"])
        #expect(try PlantedBugWrapper.switchableSource(source, stage: 1, bugs: [bug])
            == "let café = \"☕️\"\nlet x = (__plantedBug(\"f-of-two\") ? (f(2)) : (f(1))) // ünïcode\n")
    }

    @Test("A bug whose text is not there exactly once cannot be wrapped")
    func refusesMissingFind() {
        let bug = Fixtures.bug("gone", find: ["nowhere()"])
        #expect(throws: BugCatalogProblem(
            stage: 3, bugID: "gone",
            message: "the text to find occurs 0 times in IsEven.swift; it must occur exactly once"
        )) {
            try PlantedBugWrapper.switchableSource(Fixtures.isEven, stage: 3, bugs: [bug])
        }
    }
}
