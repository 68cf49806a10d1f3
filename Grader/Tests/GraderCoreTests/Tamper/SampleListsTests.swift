import Foundation
@testable import SwiftSource
import Testing

@Suite("The stage's lists of values, one longer in the fresh worlds: a copy of the last, with numbers and words of its own")
struct SampleListsTests {
    private let callees: Set<String> = ["Game", "Product", "Shop", "TransactionDay"]

    private func lengthened(_ source: String, name: String = "extra") -> String {
        let result = SwiftScan.lengthenedSampleLists(in: source, calling: callees) { name }
        #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count
                    == source.split(separator: "\n", omittingEmptySubsequences: false).count, "every line stays where it was")
        return result
    }

    @Test("A list of constants gets a copy of its last, declared on the same line under the name given")
    func listOfConstants() {
        let result = lengthened("""
            enum SampleGames {
                static let celeste = Game(id: 2, title: "Celeste", releaseYear: 2018)
                static let goose = Game(id: 4, title: "Untitled Goose Game")
                static let other = Game(id: 14, title: "Untitled Goose Game Again")

                static let all = [celeste, goose]
            }
            """)
        #expect(result.contains("""
                static let goose = Game(id: 4, title: "Untitled Goose Game"); static let extra = Game(id: 24, title: "Untitled Goose Game Again Again")
            """), "\(result)")
        #expect(result.contains("static let all = [celeste, goose, extra]"), "\(result)")
    }

    @Test("A list of calls over several lines, with a trailing comma, gets a copy of its last call on one line")
    func listOfCalls() {
        let result = lengthened("""
            enum SpecFixtures {
                static let products = [
                    Product(id: 7, price: "Rp 60.000", shop: Shop(id: 70, name: "Warung Padang")),
                    Product(
                        id: -9, price: "Rp 25.000", shop: Shop(id: 80, name: "Oleh-oleh Garut")),
                ]
            }
            """)
        #expect(result.contains("""
            Product(             id: -19, price: "Rp 25.000", shop: Shop(id: 90, name: "Oleh-oleh Garut Again")), ]
            """), "\(result)")
    }

    @Test("A list a test's body writes as an argument grows too; one element, other values, a subscript and a comment stay")
    func otherLists() {
        let source = """
            let report = TransactionSection(days: [
                TransactionDay(day: "2026-11-02", transactions: [SampleTransactions.refund]),
                TransactionDay(day: "2026-11-03", transactions: [SampleTransactions.coffee])])
            let one = [Product(id: 7, price: "Rp 60.000", shop: nil)]
            let names = ["Celeste", "Hades"]
            let first = products[0]
            let commented = [Game(id: 1, title: "One"), Game(id: 2,  // the last
                title: "Two")]
            """
        let result = lengthened(source)
        #expect(result.contains("""
            TransactionDay(day: "2026-11-03", transactions: [SampleTransactions.coffee]), TransactionDay(day: "2026-11-03", transactions: [SampleTransactions.coffee])])
            """), "\(result)")
        let untouched = source.split(separator: "\n").dropFirst(3)
        #expect(untouched.allSatisfy { result.contains($0) }, "\(result)")
    }
}
