import Foundation
@testable import GraderEngine
@testable import SwiftSource
import Testing

@Suite("Spec tests with their own ids, a thrown error or a named table, played again on fresh rows")
struct FreshScenarioIdentityTests {
    private let source = """
        import Testing
        @testable import Stage4

        @MainActor
        struct StoreSpec {
            nonisolated static let notANumber: [String?] = [
                nil,  // no text at all
                "abc",
                "1.5",
                "99999999999999999999",
            ]

            @Test("Listed in order")
            func listsAllSorted() {
                let store = InMemoryFavoritesStore(favoriteIDs: [30, 4, 12])
                #expect(store.allFavoriteIDs() == [4, 12, 30])
                #expect(store.allFavoriteIDs().count == 3)
                #expect(rows[4].title == "x")
            }

            @Test("Marked twice")
            func markTwice() throws {
                let store = InMemoryFavoritesStore(favoriteIDs: [3])
                try store.markFavorite(gameID: 7)
                #expect(throws: FavoritesError.alreadyFavorite(gameID: 7)) {
                    try store.markFavorite(gameID: 7)
                }
                #expect(throws: FavoritesError.self) { try await store.load() }
            }

            @Test("Never throws")
            func neverThrows() {
                #expect(throws: Never.self) { try store.load(id: 2) }
            }

            @Test("A named table", arguments: notANumber)
            func oddEven(text: String?) {
                #expect(viewModel.answer(text) == "Please put number")
            }

            @Test("A collection that is not written out", arguments: Kind.allCases)
            func kinds(kind: Kind) throws {
                try kind.withNewStore { store in
                    try store.save(SpecFixtures.products)
                    #expect(try store.load() == SpecFixtures.products)
                }
            }

            @Test("Each index of the sample", arguments: 0..<SampleGames.all.count)
            func indexed(index: Int) {
                #expect(row(at: index) == Row(SampleGames.all[index]))
            }

            @Test("A closure that may outlive the call", arguments: Kind.allCases)
            func later(kind: Kind) {
                kind.later { #expect(kind.store(id: 3) != nil) }
            }

            @Test("Two collections", arguments: Kind.allCases.map { ($0, 1) })
            func paired(kind: Kind, number: Int) {
                #expect(kind.store(id: number) != nil)
            }

            @Test("Reads the file it is given")
            func givenFile() throws {
                let json = \"""
                    {"data": [{"id": 42, "name": "Teh Botol", "shop": {"id": 4, "shop_id": 4, "rank": 9}}]}
                    \"""
                let raw = #"{"id": 42}"#
                let expected = Product(id: 42, name: "Teh Botol", shop: Shop(id: 4))
                #expect(try decode(json) == [expected])
            }

            @Test("A tap names the product at its index", arguments: [0, 2])
            func tap(index: Int) {
                #expect(message(at: index) == "tapped \\(Fixtures.products[index].name)")
            }

            @Test("Statuses and their errors", arguments: zip(
                [404, 503], [ServiceError.notFound, .serverError(statusCode: 503)]))
            func refused(status: Int, error: ServiceError) async {
                Canned.answer(status, Self.body)
                await #expect(throws: error) { try await service.load() }
            }
        }

        enum Canned {
            static let body = \"""
                {"games": [{"id": 7, "title": "Celeste", "release_year": 2018}]}
                \"""
            static let plain = "id: 7"
        }

        extension Kind {
            func withNewStore(_ body: (any ProductStore) throws -> Void) throws {}
            func later(_ body: @escaping () -> Void) {}
        }

        """

    private func scenario(_ function: String) -> FreshScenario? {
        let test = SwiftScan.tests(in: source).first { $0.function == function }!
        return FreshScenario(test, in: source, needsNumbers: false, helpers: SwiftScan.closureHelpers(in: [source]))
    }

    /// The observer of `scenario`, as one text.
    private func observerText(_ scenario: FreshScenario) -> String {
        scenario.observer(named: "kObs", notes: "nSeen", require: "kReq").joined(separator: "\n")
    }

    @Test("Ids become parameters in the order of their values; an id's value elsewhere in an #expect's array follows, other numbers stay")
    func identities() throws {
        let listed = try #require(scenario("listsAllSorted"))
        let text = observerText(listed)
        #expect(text.hasPrefix("    func kObs(_ freshID0: Int, _ freshID1: Int, _ freshID2: Int) async throws -> [String] {"), "\(text)")
        #expect(text.contains("InMemoryFavoritesStore(favoriteIDs: [freshID2, freshID0, freshID1])"), "\(text)")
        #expect(text.contains("observed == ([freshID0, freshID1, freshID2])"), "\(text)")
        // A count keeps its number, and an index keeps its own though its value is an id's (4).
        #expect(text.contains("observed == (3)") && text.contains("rows[4]"), "\(text)")
        var random = SeededRandom(seed: 3)
        var digitCounts: Set<Int> = []
        for row in listed.freshArguments(count: 20, random: &random) {
            let ids = row.split(separator: ", ").compactMap { Int($0) }
            #expect(ids.count == 3 && ids == ids.sorted() && Set(ids).count == 3, "\(row)")
            #expect(ids.allSatisfy { $0 >= 10 }, "\(row)")
            // Every row has an id above `Int32.max`: a store of 32-bit ids lists it wrong.
            #expect(ids.contains { $0 > Int(Int32.max) }, "\(row)")
            digitCounts.formUnion(ids.map { String($0).count })
        }
        // Ids of 2 to 18 digits, not only up to 9999: favourites kept in a bitmap of 10 000 fail.
        #expect(digitCounts.count >= 8 && digitCounts.contains { $0 < 10 } && digitCounts.max() == 18, "\(digitCounts)")
    }

    @Test("A JSON text of a table is asked again with a key no other text writes renamed, and an empty list filled")
    func jsonOfATable() throws {
        let body = """
            import Testing
            @testable import Stage3

            struct DecodingSpec {
                @Test("Not a product list", arguments: [
                    "this is not JSON",
                    #"{"products": []}"#,
                    #"{"data": [{"id": "one"}]}"#,
                    "[]",
                ])
                func notAList(contents: String) {
                    #expect(decode(contents) == .failed("Failed when decoding"))
                }

                @Test("A list")
                func aList() {
                    #expect(decode(#"{"data": [{"id": 4, "name": "Teh"}, {"id": 5}]}"#) == .loaded)
                }
            }
            """
        let uses = SwiftScan.jsonKeyUses(in: [body])
        #expect(uses == ["products": 1, "data": 2, "id": 2, "name": 1], "\(uses)")
        // The first object of a list with the most keys: not `{"id": "one"}`, written to be wrong.
        let element = try #require(SwiftScan.jsonListElement(in: [body]))
        #expect(element == #"{"id":4,"name":"Teh"}"#)
        let json = FreshScenario.KnownJSON(keys: Set(uses.filter { $0.value > 1 }.keys), listElement: element)
        let test = try #require(SwiftScan.tests(in: body).first { $0.function == "notAList" })
        // No number to draw: without what the spec's texts show, the test is not played again.
        #expect(FreshScenario(test, in: body) == nil)
        let scenario = try #require(FreshScenario(test, in: body, json: json))
        var random = SeededRandom(seed: 11)
        let rows = scenario.freshArguments(count: 6, random: &random)
        #expect(rows.count == 6, "\(rows)")
        // The row with a key of its own, renamed, its list filled; the bare empty list, filled
        // with the quotes escaped; the others are not drawn.
        let renamed = rows.compactMap { $0.firstMatch(of: #/^contents: #"\{"([a-z]+)": \[\{"id":4,"name":"Teh"\}\]\}"#$/#)?.output.1 }
        #expect(!renamed.isEmpty && renamed.allSatisfy { !["products", "data", "id", "name"].contains(String($0)) }, "\(rows)")
        #expect(rows.contains(#"contents: "[{\"id\":4,\"name\":\"Teh\"}]""#), "\(rows)")
        #expect(rows.allSatisfy { !$0.contains("one") && !$0.contains("not JSON") }, "\(rows)")
    }

    @Test("A status a double's call writes becomes a parameter, asked again as another of its class")
    func statusOfADouble() throws {
        let double = """
            enum CannedHTTP {
                static func answer(_ statusCode: Int, _ body: String) {}
                static func fail(with code: URLError.Code) {}
            }
            """
        let body = """
            import Testing
            @testable import Stage4

            struct ServiceSpec {
                @Test("A favourite is added")
                func favorite() async throws {
                    CannedHTTP.answer(201, "")
                    try await service.addFavorite(gameID: 7)
                    #expect(CannedHTTP.requests.count == 1)
                }
            }
            """
        let takers = SwiftScan.statusTakers(in: [double, body])
        #expect(takers == ["answer"])
        let test = try #require(SwiftScan.tests(in: body).first)
        let scenario = try #require(FreshScenario(test, in: body, statusTakers: takers))
        let text = observerText(scenario)
        #expect(text.hasPrefix("    func kObs(_ freshStatus0: Int, _ freshID0: Int) async throws -> [String] {"), "\(text)")
        #expect(text.contains("CannedHTTP.answer(freshStatus0, \"\")") && text.contains("addFavorite(gameID: freshID0)"), "\(text)")
        var random = SeededRandom(seed: 5)
        for row in scenario.freshArguments(count: 8, random: &random) {
            let status = try #require(row.split(separator: ", ").first.flatMap { Int($0.trimmingCharacters(in: ["(", ")"])) }, "\(row)")
            #expect((200...299).contains(status) && status != 201, "\(row)")
        }
        // Without the double's declaration, the status stays as written.
        #expect(FreshScenario(test, in: body, statusTakers: []).map(observerText)?.contains("answer(201, \"\")") == true)
    }

    @Test("#expect(throws:) plays its closure and notes whether it threw the value or the type expected, and, against a value, the error")
    func thrown() throws {
        let text = observerText(try #require(scenario("markTwice")))
        #expect(text.contains("do { _ = try {\n            try store.markFavorite(gameID: freshID1)\n        }(); nSeen.append(String(describing: \"no error\")) }"), "\(text)")
        #expect(text.contains("catch let freshThrown { nSeen.append(String(describing: (String(describing: freshThrown) == String(describing: (FavoritesError.alreadyFavorite(gameID: freshID1)))))); nSeen.append(String(describing: freshThrown)) }"), "\(text)")
        // Against a type alone, only whether it is one: any case of it is the test's answer.
        #expect(text.contains("(freshThrown is FavoritesError))) }"), "\(text)")
        #expect(text.contains("_ = try await { try await store.load() }(); "), "\(text)")
        #expect(text.contains("(freshThrown is FavoritesError)"), "\(text)")
        #expect(!text.contains("#expect"))
        #expect(scenario("neverThrows") == nil)
    }

    @Test("A table named in arguments: is read where the file declares it; one it does not declare leaves the test out")
    func namedTable() throws {
        let named = try #require(scenario("oddEven"))
        #expect(named.rows == [["nil"], ["\"abc\""], ["\"1.5\""], ["\"99999999999999999999\""]])
        var random = SeededRandom(seed: 9)
        let rows = named.freshArguments(count: 10, random: &random)
        // A fraction keeps its fraction; a text too long for an Int stays too long, with as few
        // digits as can be: 19, above Int.max.
        #expect(rows.allSatisfy { $0.wholeMatch(of: #/text: "(\d+\.5|9[3-9]\d{17})"/#) != nil }, "\(rows)")
        #expect(rows.contains { $0.hasSuffix(".5\"") } && rows.contains { !$0.hasSuffix(".5\"") && !$0.contains("99999999999999999999") }, "\(rows)")
    }

    @Test("A collection not written out is played element by element inside the observer; an #expect in a helper's closure is a step")
    func collectionAndHelpers() throws {
        #expect(SwiftScan.closureHelpers(in: [source]) == ["withNewStore"])
        let kinds = try #require(scenario("kinds"))
        let lines = kinds.observer(named: "kObs", notes: "nSeen", require: "kReq")
        #expect(lines.first == "    func kObs() async throws -> [String] {", "\(lines)")
        #expect(lines[2] == "        for kind in Kind.allCases {", "\(lines)")
        #expect(lines[3].contains("try kind.withNewStore { store in"), "\(lines)")
        #expect(lines[3].contains("let observed = (try store.load()); nSeen.append"), "\(lines)")
        #expect(lines[4] == "        }" && lines.dropLast().last == "        return nSeen", "\(lines)")
        var random = SeededRandom(seed: 1)
        #expect(kinds.freshArguments(count: 4, random: &random) == [""])
        #expect(scenario("later") == nil)
        #expect(scenario("paired") == nil)
        // A range of indexes is played as written, so the body may index with it.
        let indexed = observerText(try #require(scenario("indexed")))
        #expect(indexed.contains("for index in 0..<SampleGames.all.count {"), "\(indexed)")
    }

    @Test("zip of two array literals is a table of pairs; a case named by its type is passed without it; an await before #expect(throws:) goes with it")
    func zipped() throws {
        let refused = try #require(scenario("refused"))
        #expect(refused.rows == [["404", "ServiceError.notFound"], ["503", ".serverError(statusCode: 503)"]])
        let text = observerText(refused)
        #expect(text.contains("        do { _ = try await { try await service.load() }(); "), "\(text)")
        #expect(!text.contains("await do"), "\(text)")
        var random = SeededRandom(seed: 2)
        let rows = refused.freshArguments(count: 8, random: &random)
        #expect(rows.allSatisfy { $0.wholeMatch(of: #/status: \(\d+\), error: \.(notFound|serverError\(statusCode: 503\))/#) != nil }, "\(rows)")
        // A status is asked again as another of its class, its last two digits drawn anew.
        #expect(rows.allSatisfy { $0.wholeMatch(of: #/status: \((4\d\d|5\d\d)\), .*/#) != nil }, "\(rows)")
        #expect(Set(rows.compactMap { Int($0.dropFirst("status: (".count).prefix(3)).map { $0 % 10 } }).count > 2, "\(rows)")
        #expect(!rows.contains { $0.hasPrefix("status: (404)") || $0.hasPrefix("status: (503)") }, "\(rows)")
        // Each row is asked again before any is asked twice.
        #expect(Set(rows.prefix(2).map { $0.contains("notFound") }) == [true, false], "\(rows)")
        // The error the closure throws is noted under a name of its own, not the parameter's.
        #expect(text.contains("String(describing: freshThrown) == String(describing: (error))"), "\(text)")
    }

    @Test("The ids of a JSON text in a body are drawn with the body's own ids, written in as interpolations; a raw string's stay")
    func jsonIdentities() throws {
        let text = observerText(try #require(scenario("givenFile")))
        #expect(text.hasPrefix("    func kObs(_ freshID0: Int, _ freshID1: Int) async throws -> [String] {"), "\(text)")
        #expect(text.contains(#"{"data": [{"id": \(freshID1), "name": "Teh Botol", "shop": {"id": \(freshID0), "shop_id": \(freshID0), "rank": 9}}]}"#), "\(text)")
        #expect(text.contains("Product(id: freshID1, name: \"Teh Botol\", shop: Shop(id: freshID0))"), "\(text)")
        #expect(text.contains(##"let raw = #"{"id": 42}"#"##), "\(text)")
    }

    @Test("Rows that index the sample data are played as written; where no sample data is in reach, the test is left out")
    func indexesIntoSampleData() throws {
        let tap = try #require(scenario("tap"))
        var random = SeededRandom(seed: 5)
        #expect(tap.freshArguments(count: 4, random: &random) == ["index: 0", "index: 2"])
        let test = SwiftScan.tests(in: source).first { $0.function == "tap" }!
        #expect(FreshScenario(test, in: source, needsNumbers: true) == nil)
    }

    @Test("The values of JSON keys in a constant's text are sample numbers and texts, in any spec file; other numbers in text are not")
    func jsonNumbers() {
        #expect(SwiftScan.jsonNumbers(in: source).map(\.text) == ["7", "2018"])
        var data = FreshSampleData(stageTypes: ["Game"])
        var random = SeededRandom(seed: 4)
        data.draw(for: [(source, false)], random: &random)
        let rewritten = data.rewritten(source, doubles: false)
        #expect(rewritten.contains("static let plain = \"id: 7\"") && rewritten.contains("store(id: 3)"))
        let drawn = SwiftScan.jsonNumbers(in: rewritten).map(\.text)
        #expect(drawn.count == 2 && drawn != ["7", "2018"] && drawn[0].hasSuffix("7") && drawn[1].hasSuffix("8"), "\(drawn)")
        // Its texts of plain words too: a title is drawn again.
        #expect(SwiftScan.jsonTexts(in: source).map(\.text) == ["Celeste"])
        let title = SwiftScan.jsonTexts(in: rewritten).map(\.text)
        #expect(title.count == 1 && title != ["Celeste"], "\(title)")
    }
}
