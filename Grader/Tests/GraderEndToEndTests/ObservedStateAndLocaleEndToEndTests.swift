import Foundation
import GraderTestSupport
import Testing

// MARK: - Stage 2's tasks 5 and 6, graded on the real kata

/// A learner's finished stage 2 (the reference, the model tests, and tests written from the
/// text of tasks 5 and 6), graded for marks in the sandbox: the stage is complete, and the
/// tests the text warns about miss the planted bugs it says they miss.
@Suite("Stage 2's observed view model and fixed locale, end to end", .serialized)
struct ObservedStateAndLocaleEndToEndTests {
    /// This repository: the full kata.
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL
    static let submission = FileManager.default.temporaryDirectory.appendingPathComponent("kata-stage2-observed-\(getuid())")

    /// A sentence of `Exercises/Stage2.md`, the planted bugs it is about, the test it
    /// recommends (which must catch them) and the test it warns about (which must not).
    struct Claim {
        var sentence: String
        var bugIDs: [String]
        var catching: String
        var missing: String
    }

    static let claims = [
        Claim(sentence: "a suite that only checks the state after the call misses it",
              bugIDs: ["observed-answer-not-announced", "observed-amount-not-announced"],
              catching: "claim: each change is announced", missing: "claim: the state after each input"),
        Claim(sentence: "It passes on every machine, and on a formatter that ignores the locale it is given too",
              bugIDs: ["machine-locale-used"],
              catching: "claim: two locales, fixed", missing: "claim: the expected value comes from the machine"),
        Claim(sentence: "a formatter that takes the currency from the locale is right for every other row",
              bugIDs: ["currency-taken-from-locale"],
              catching: "claim: euros in US English", missing: "claim: two locales, fixed"),
    ]

    @Test("A finished stage 2 is complete; a state-only suite, a suite in the machine's locale and one without a foreign currency miss what the text says")
    func finishedStageTwo() throws {
        let workbook = try String(contentsOf: Self.kata.appendingPathComponent("Exercises/Stage2.md"), encoding: .utf8)
        let bugs = try String(contentsOf: Self.kata.appendingPathComponent("Solutions/PlantedBugs/Stage2.json"), encoding: .utf8)
        let hintOfBug = try Self.hints(bugs)
        for claim in Self.claims {
            #expect(Self.squeezed(workbook).contains(claim.sentence), "Exercises/Stage2.md no longer says: \(claim.sentence)")
        }

        try? FileManager.default.removeItem(at: Self.submission)
        for folder in ["Stages", "Tests"] {
            try FileTree.copy(from: Self.kata.appendingPathComponent(folder), to: Self.submission.appendingPathComponent(folder))
        }
        for (solution, work) in [("Solutions/Stage2", "Stages/Stage2"), ("Solutions/Stage2Tests", "Tests/Stage2Tests")] {
            try FileManager.default.removeItem(at: Self.submission.appendingPathComponent(work))
            try FileTree.copy(from: Self.kata.appendingPathComponent(solution), to: Self.submission.appendingPathComponent(work))
        }
        try Data(Self.claimTests.utf8).write(to: Self.submission.appendingPathComponent("Tests/Stage2Tests/ClaimTests.swift"))

        let run = try BuiltGrader.run(["--kata-root", Self.kata.path, "--submission", Self.submission.path, "--quiet", "2", "--json"])
        let stage = run.stage(2)
        #expect(stage["status"] as? String == "complete", "\(run.stdout) \(run.stderr)")
        let spec = try #require(stage["spec"] as? [String: Int])
        #expect(spec["failed"] == 0 && spec["passed"] == spec["total"])
        // Every claim test passes on the reference, the one in the machine's locale too.
        #expect((stage["wrong_tests"] as? [Any])?.isEmpty == true, "\(stage)")
        let caught = try #require(stage["bugs_caught"] as? [[String: Any]], "\(run.stdout) \(run.stderr)")
        for claim in Self.claims {
            for id in claim.bugIDs {
                let hint = try #require(hintOfBug[id], "stage 2 has no planted bug \(id)")
                let catchers = caught.first { $0["hint"] as? String == hint }?["caught_by"] as? [String] ?? []
                #expect(catchers.contains { $0.hasSuffix(claim.catching) }, "\(claim.catching) does not catch \(id): \(catchers)")
                #expect(!catchers.contains { $0.hasSuffix(claim.missing) }, "\(claim.missing) catches \(id)")
            }
        }
    }

    /// The hint of each planted bug, by its id.
    static func hints(_ json: String) throws -> [String: String] {
        let catalogue = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let bugs = catalogue?["bugs"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: bugs.compactMap { bug in
            (bug["id"] as? String).map { ($0, bug["hint"] as? String ?? "") }
        })
    }

    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The tests of each claim, as a learner writes them from the text, beside the model tests.
    static let claimTests = #"""
        import Foundation
        import Observation
        import Testing
        @testable import Stage2

        @MainActor
        struct ClaimTests {
            @Test("claim: the state after each input")
            func stateOnly() async {
                let viewModel = ObservedBasicViewModel()
                viewModel.isEven(text: "33")
                await viewModel.numberFormatter(text: "1000")
                #expect(viewModel.oddEven == "Ganjil")
                #expect(viewModel.amount == "Rp 1.000")
            }

            @Test("claim: each change is announced")
            func eachChangeAnnounced() async {
                let viewModel = ObservedBasicViewModel()
                await confirmation(expectedCount: 2) { announced in
                    withObservationTracking { _ = viewModel.oddEven } onChange: { announced() }
                    viewModel.isEven(text: "33")
                    withObservationTracking { _ = viewModel.amount } onChange: { announced() }
                    await viewModel.numberFormatter(text: "1000")
                }
            }

            @Test("claim: the expected value comes from the machine")
            func machineLocale() {
                let formatter = LocalizedAmountFormatter(locale: .current, currencyCode: "USD")
                #expect(formatter.format(1234.5) == (1234.5 as Decimal).formatted(.currency(code: "USD")))
            }

            @Test("claim: two locales, fixed")
            func twoLocales() {
                let dollars = LocalizedAmountFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")
                let euros = LocalizedAmountFormatter(locale: Locale(identifier: "de_DE"), currencyCode: "EUR")
                #expect(dollars.format(1234.5) == "$1,234.50")
                #expect(euros.format(1234.5) == "1.234,50\u{00A0}€")
            }

            @Test("claim: euros in US English")
            func eurosInUSEnglish() {
                let formatter = LocalizedAmountFormatter(locale: Locale(identifier: "en_US"), currencyCode: "EUR")
                #expect(formatter.format(1234.5) == "€1,234.50")
            }
        }
        """#
}
