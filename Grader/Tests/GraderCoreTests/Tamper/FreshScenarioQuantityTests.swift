import Foundation
@testable import GraderEngine
@testable import SwiftSource
import Testing

@Suite("Quantities a spec test's body writes, played again scaled by one factor")
struct FreshScenarioQuantityTests {
    private let source = """
        import Testing
        @testable import Stage4

        @MainActor
        struct DownloadSpec {
            @Test("Every update, in order")
            func everyUpdate() async {
                for received in [100, 600, 1000] {
                    continuation.yield(DownloadProgress(receivedBytes: received, totalBytes: 1000))
                }
                for row in [1, 2] { tap(row) }
                #expect(log.statuses == ["Downloading 10%", "Downloading 60%", "Downloading 100%"])
                #expect(item(at: 2) == nil)
                #expect(HTTPError.unexpectedStatus(statusCode: 503) != nil)
            }

            @Test("A total and a clock")
            func total() {
                let report = Report(totalInCents: -3_449, grandTotalInCents: 250_755)
                let cache = cachedProvider(clock: clock, maxAge: 60)
                clock.advance(bySeconds: 59.5)
                clock.advance(bySeconds: 400)
                #expect(presenter.rows(for: report) == [.footer(total: "-34.49")])
            }

            @Test("One update", arguments: [(250, 1000, "Downloading 25%"), (1, 1, "Downloading 100%"), (300, -1, "Downloading…")])
            func oneUpdate(received: Int, total: Int, expected: String) async {
                continuation.yield(DownloadProgress(receivedBytes: received, totalBytes: total))
                #expect(log.statuses.first == expected)
            }

            @Test("The end", arguments: [([250, 1000], 1000, 4)])
            func end(received: [Int], total: Int, rows: Int) async {
                for bytes in received { continuation.yield(DownloadProgress(receivedBytes: bytes, totalBytes: total)) }
                #expect(viewModel.rows == rows)
            }

            @Test("Nothing measured")
            func nothing() {
                #expect(item(at: 2) == nil)
            }
        }

        """

    private func scenario(_ function: String) -> FreshScenario? {
        let test = SwiftScan.tests(in: source).first { $0.function == function }!
        return FreshScenario(test, in: source, needsNumbers: true)
    }

    @Test("A unit's label scales its number, and so does the array a loop takes such a value from; an index, a status and a count stay")
    func unitsAndLoops() throws {
        let download = try #require(scenario("everyUpdate"))
        #expect(download.scalesQuantities)
        let text = download.observer(named: "kObs", notes: "nSeen", require: "kReq", scale: 7).joined(separator: "\n")
        #expect(text.contains("for received in [(100 * 7), (600 * 7), (1000 * 7)]"), "\(text)")
        #expect(text.contains("totalBytes: (1000 * 7)"), "\(text)")
        #expect(text.contains("for row in [1, 2]"), "\(text)")
        #expect(text.contains("item(at: 2)") && text.contains("statusCode: 503"), "\(text)")
        // Played on its own row: the quantities are what is fresh.
        var random = SeededRandom(seed: 1)
        #expect(download.freshArguments(count: 4, random: &random) == [""])
    }

    @Test("A negative amount keeps its sign outside the product, a fraction stays, an age scales with the seconds")
    func signsFractionsAndAges() throws {
        let text = try #require(scenario("total")).observer(named: "kObs", notes: "nSeen", require: "kReq", scale: 3).joined(separator: "\n")
        #expect(text.contains("Report(totalInCents: -(3_449 * 3), grandTotalInCents: (250_755 * 3))"), "\(text)")
        #expect(text.contains("maxAge: (60 * 3)"), "\(text)")
        #expect(text.contains("bySeconds: 59.5") && text.contains("bySeconds: (400 * 3)"), "\(text)")
        // The text of a number the body types is drawn on its own, as before.
        #expect(text.contains(".footer(total: freshText0)"), "\(text)")
    }

    @Test("A test with nothing measured and nothing else to draw is not played again")
    func nothingToScale() {
        #expect(scenario("nothing") == nil)
    }

    @Test("The quantities of a body, in the order written")
    func scannedQuantities() {
        let body = SwiftTokenizer.tokens(of: "f(sizeBytes: 5, id: 3, at: 2, amountInCents: -20, expiryAge: 9, count: 4)").filter { $0.kind != .newline }
        #expect(SwiftScan.quantities(body[...]).map(\.text) == ["5", "20", "9"])
    }

    @Test("A table's quantity columns are scaled together, one factor a row, so received stays below the total; other numbers are drawn as before")
    func quantityColumns() throws {
        let update = try #require(scenario("oneUpdate"))
        #expect(update.quantityColumns == [0, 1])
        var random = SeededRandom(seed: 9)
        for row in update.freshArguments(count: 12, random: &random) {
            let match = try #require(row.wholeMatch(of: #/received: \((\d+) \* (\d+)\), total: (-?)\((\d+) \* (\d+)\), expected: .*/#), "\(row)")
            #expect(match.output.2 == match.output.5, "one factor for the row: \(row)")
            #expect([("250", "1000"), ("1", "1"), ("300", "1")].contains { $0 == (match.output.1, match.output.4) }, "\(row)")
        }
        // A collection a loop takes quantities from is a quantity column too; a count is not.
        let end = try #require(scenario("end"))
        #expect(end.quantityColumns == [0, 1])
        let row = try #require(end.freshArguments(count: 1, random: &random).first)
        #expect(row.wholeMatch(of: #/received: \[\(250 \* (\d+)\), \(1000 \* \1\)\], total: \(1000 \* \1\), rows: \(\d+\)/#) != nil, "\(row)")
    }

    @Test("A factor never makes a quantity a number the test's file writes")
    func factorAvoidsWrittenNumbers() throws {
        let download = try #require(scenario("everyUpdate"))
        var random = SeededRandom(seed: 2)
        for _ in 0..<50 {
            let factor = download.scale(for: [60, 1], &random)
            // The file writes 250, 300, 600, 1000, 2, 4, 3_449 …: 60 × 5 = 300, 60 × 10 = 600, 1 × 2 = 2, 1 × 4 = 4.
            #expect((2...9).contains(factor) && ![2, 4, 5].contains(factor), "\(factor)")
        }
    }
}
