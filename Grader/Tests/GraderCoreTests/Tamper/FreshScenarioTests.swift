import Foundation
@testable import GraderEngine
@testable import GraderReports
@testable import SwiftSource
import Testing

@Suite("Spec tests of view models played again on fresh rows, against the reference")
struct FreshScenarioTests {
    private let source = """
        import Testing
        @testable import Stage2

        @Suite("Task 2: Report even or odd")
        @MainActor
        struct OddEvenSpec {
            @Test("A whole number is reported", arguments: [
                ("32", "Genap"),
                ("-7", "Ganjil"),
                (" 12", "Please put number"),
            ])
            func wholeNumber(text: String, expected: String) {
                let viewModel = SecondBasicViewModel()
                var reported: [String] = []
                viewModel.resultOddEven = { reported.append($0) }
                viewModel.isEven(text: text)
                #expect(reported == [expected], "once, with \\(expected)")
            }

            @Test("Inside a closure", arguments: [1, 2])
            func nested(number: Int) {
                [number].forEach { #expect($0 > 0) }
            }

            @Test("A required value", arguments: [1, 2])
            func required(_ number: Int) throws {
                let value = try #require(Int("\\(number)"))
                #expect(value == number)
            }

            @Test("In a fixed locale", arguments: [
                ("en_US", "-1234.5", "-$1,234.50"),
                ("de_DE", "0", "0,00 €"),
            ])
            func locale(identifier: String, amount: String, expected: String) throws {
                let value = try #require(Decimal(string: amount), "a number")
                try #require(value != 7)
                #expect(format(value, identifier) == expected)
            }

            @Test("Requires a throw", arguments: [1, 2])
            func requiresThrow(number: Int) throws {
                #expect(number > 0)
                _ = try #require(throws: Never.self) { number }
            }

            @Test("An index into the test's own data", arguments: [0, 1])
            func indexed(index: Int) {
                #expect(["a", "b"][index].count == 1)
            }

            @Test("An index in a message", arguments: [0, 1])
            func indexedInText(index: Int) {
                #expect(names() == ["name \\(products[index].name)"])
            }

            @Test("No number in the table", arguments: ["abc", ""])
            func text(text: String) {
                #expect(text.count < 4)
            }

            @Test("Typed text")
            func typed() {
                let viewModel = SecondBasicViewModel()
                var reported: [String] = []
                viewModel.resultOddEven = { reported.append($0) }
                viewModel.isEven(text: "-2")
                #expect(reported == ["Genap"], "-2 is even")
            }

            @Test("Unlabelled", arguments: [10, -3])
            func unlabelled(_ number: Int) {
                #expect(AmountFormatting.format(number, separator: ".", currency: "Rp").isEmpty == false)
            }
        }

        """

    private func scenario(_ function: String) -> FreshScenario? {
        let test = SwiftScan.tests(in: source).first { $0.function == function }!
        return FreshScenario(test, in: source)
    }

    @Test("Each #expect of the body becomes notes of the values it compares")
    func observer() throws {
        let lines = try #require(scenario("wholeNumber")).observer(named: "kObs", notes: "nSeen", require: "kReq")
        let text = lines.joined(separator: "\n")
        #expect(lines.first == "    func kObs(text: String, expected: String) async throws -> [String] {")
        #expect(text.contains("do { let observed = (reported); nSeen.append(String(describing: observed)); nSeen.append(String(describing: observed == ([expected]))) }"))
        #expect(text.contains("viewModel.isEven(text: text)"))
        #expect(!text.contains("#expect"))
        #expect(lines.dropLast().last == "        return nSeen")
    }

    @Test("Text the body types that is a whole number becomes a parameter, drawn afresh")
    func typedText() throws {
        let typed = try #require(scenario("typed"))
        let lines = typed.observer(named: "kObs", notes: "nSeen", require: "kReq")
        #expect(lines.first == "    func kObs(_ freshText0: String) async throws -> [String] {")
        #expect(lines.joined(separator: "\n").contains("viewModel.isEven(text: freshText0)"))
        var random = SeededRandom(seed: 5)
        for arguments in typed.freshArguments(count: 10, random: &random) {
            #expect(arguments.wholeMatch(of: #/"-\d2"/#) != nil, "\(arguments)")
        }
    }

    @Test("A fresh row draws its numbers again, typed or written, with their sign and last digit, and the digits of a text that is no number; other cells stay")
    func freshRows() throws {
        var random = SeededRandom(seed: 7)
        let rows = try #require(scenario("wholeNumber")).freshArguments(count: 20, random: &random)
        // " 12" keeps its space, the point of its row, and gets other digits.
        let spaced = rows.filter { $0.hasPrefix("text: \" ") }
        #expect(!spaced.isEmpty && spaced.allSatisfy { $0.wholeMatch(of: #/text: " [1-9]\d", expected: "Please put number".*/#) != nil }, "\(spaced)")
        #expect(spaced.contains { !$0.hasPrefix("text: \" 12\"") }, "\(spaced)")
        for row in rows where !spaced.contains(row) {
            let match = try #require(row.wholeMatch(of: #/text: "(-?)(\d+)", expected: "(Genap|Ganjil)"/#), "\(row)")
            let (sign, digits, expected) = (match.output.1, match.output.2, match.output.3)
            #expect(digits.count >= 2 && digits.count <= 2 + 1)
            // "32" is drawn again as an even positive number, "-7" as an odd negative one.
            #expect(expected == "Genap" ? (sign.isEmpty && digits.last == "2") : (sign == "-" && digits.last == "7"), "\(row)")
        }
        #expect(Set(rows).count > 10)
        let unlabelled = try #require(scenario("unlabelled")).freshArguments(count: 1, random: &random)
        #expect(unlabelled.first?.wholeMatch(of: #/\(-?\d+\)/#) != nil, "\(unlabelled)")
    }

    @Test("A #require becomes a call that throws, its comment left out; a number's text with a fraction is drawn again, the fraction kept")
    func required() throws {
        let locale = try #require(scenario("locale"))
        let text = locale.observer(named: "kObs", notes: "nSeen", require: "kReq").joined(separator: "\n")
        #expect(text.contains("let value = try kReq(Decimal(string: amount))\n"), "\(text)")
        #expect(text.contains("try kReq(value != 7)\n"), "\(text)")
        #expect(!text.contains("#require") && !text.contains("a number"))
        var random = SeededRandom(seed: 11)
        for row in locale.freshArguments(count: 20, random: &random) {
            let match = try #require(row.wholeMatch(of: #/identifier: "(\w+)", amount: "(-?)(\d+)(\.5)?", expected: (.*)/#), "\(row)")
            // "-1234.5" is drawn again below zero with its fraction, "0" as a whole number ending in 0;
            // the locale is another (`FreshConventions`), the expected text's digits drawn again.
            #expect(match.output.5.hasPrefix("\"-$") ? (match.output.2 == "-" && match.output.4 != nil) : (match.output.3.last == "0" && match.output.4 == nil), "\(row)")
            #expect(!["en_US", "de_DE"].contains(match.output.1), "\(row)")
        }
        #expect(try #require(scenario("required")).observer(named: "kObs", notes: "nSeen", require: "kReq").joined().contains("try kReq(Int("))
    }

    @Test("A test whose checks sit in a closure, that requires a throw, whose table has no number or holds its indexes is not played again")
    func notQualifying() {
        #expect(scenario("nested") == nil)
        #expect(scenario("requiresThrow") == nil)
        #expect(scenario("text") == nil)
        #expect(scenario("indexed") == nil)
        #expect(scenario("indexedInText") == nil)
    }

    @Test("A copy keeps a file's suites and helpers, not its tests, whose observers it gets instead")
    func testsRemoved() {
        let helper = "\n    private func names() -> [String] { [] }\n"
        let copy = SwiftScan.withoutTests(source.replacingOccurrences(of: "struct OddEvenSpec {", with: "struct OddEvenSpec {" + helper))
        #expect(!copy.contains("@Test") && !copy.contains("@Suite") && !copy.contains("func wholeNumber") && !copy.contains("arguments"))
        #expect(copy.contains("@MainActor\nstruct OddEvenSpec {"))
        #expect(copy.contains(helper))
        #expect(SwiftScan.tests(in: copy).isEmpty)
    }

    @Test("The oracle's world holds the spec files the tests need, stubs included, under names of its own; a file that extends a foreign type or shares state keeps it out")
    func oracleWorld() throws {
        let stub = "import Testing\n@testable import Stage2\n\nstruct StubAmounts {\n    var amounts: [Int]\n}\n"
        let user = source.replacingOccurrences(of: "let viewModel = SecondBasicViewModel()", with: "let viewModel = SecondBasicViewModel()\n        _ = StubAmounts(amounts: [])")
        func written(_ files: [String: String]) -> FreshScenarioFiles.Written {
            var random = SeededRandom(seed: 3)
            return FreshScenarioFiles(sources: files, scanned: files.mapValues(SwiftScan.tests(in:)), twinTypes: ["OddEvenSpec": "KTwin"],
                                      library: "Stage2", oracle: "KOrc", oracleWorld: "KWorld", twinModule: "KTwins",
                                      publicModule: "Stage2Spec", functions: [], stageTypes: ["SecondBasicViewModel"])
                .write(checksPerTest: 2, random: &random)
        }
        // Alone: the test's own file against the learner's code and the checks in the twins; in
        // the oracle's world, against the oracle, with the `#require` functions of its own.
        let alone = written(["Task02.swift": source, "Support/Stub.swift": stub])
        #expect(alone.files.count == 2 && alone.oracleWorld.count == 2 && alone.freshOf.count == 5)
        #expect(alone.oracleWorld.values.allSatisfy { !$0.contains("import Stage2") })
        let copies = alone.everyFile.values.filter { $0.contains("(text: String, expected: String) async throws -> [String]") }
        let theirs = try #require(copies.first { $0.contains("@testable import KOrc") })
        #expect(!theirs.contains("import Stage2") && !theirs.contains("OddEvenSpec"))
        let mine = try #require(copies.first { $0.contains("@testable import Stage2") })
        #expect(!mine.contains("OddEvenSpec") && !mine.contains("@Test") && !mine.contains("KOrc"))
        // Each copy's suite has the observers, under a name of its own, which the checks call.
        let suites = [mine, theirs].map { copy in copy.firstMatch(of: #/extension (K\w+) \{/#).map { String($0.output.1) } }
        #expect(suites[0] != nil && suites[1] != nil && suites[0] != suites[1])
        let checks = try #require(alone.files.values.first { $0.contains("@Test func") })
        #expect(suites.allSatisfy { suite in suite.map { checks.contains("try await \($0)().") } == true })
        #expect(checks.contains("@testable import KWorld"))
        // A note names a world's type with its module, the twins' or the oracle's world's: the spec's in both.
        #expect(checks.contains("(\"KWorld\", \"Stage2Spec\"), (\"KTwins\", \"Stage2Spec\")"))

        // With a stub of another file: that file too, its type renamed in both copies.
        let withStub = written(["Task02.swift": user, "Support/Stub.swift": stub])
        #expect(withStub.files.count == 3 && withStub.oracleWorld.count == 3)
        // (The checks' file names it once more: the oracle's notes are written back in its names.)
        #expect(withStub.everyFile.values.filter { $0.contains("StubAmounts") }.count == 1)
        #expect(withStub.files.values.contains { $0.contains("(\"KOrc\", \"Stage2\")") })

        // A stub file that extends String would clash with its twin: the tests that need it wait.
        let clashing = written(["Task02.swift": user, "Support/Stub.swift": stub + "extension String {\n    var shout: String { uppercased() }\n}\n"])
        #expect(clashing.everyFile.isEmpty && clashing.freshOf.isEmpty)

        // A stub with state its tests share (a canned answer in a static): each copy has its own
        // statics, and the checks of the tests that need it run one at a time, in a suite of their own.
        let sharing = written(["Task02.swift": user, "Support/Stub.swift": stub.replacingOccurrences(of: "    var amounts", with: "    nonisolated(unsafe) static var canned = 0\n    var amounts")])
        let serialChecks = try #require(sharing.files.values.first { $0.contains("@Test func") })
        let serialSuite = try #require(serialChecks.firstMatch(of: #/@Suite\(\.serialized\) struct (K\w+) \{/#)).output.1
        #expect(sharing.freshOf.count == 5 && sharing.freshOf.keys.allSatisfy { $0.hasPrefix("\(serialSuite)/") }, "\(sharing.freshOf)")
        #expect(sharing.everyFile.values.filter { $0.contains("static var canned") }.count == 2)
        #expect(SwiftScan.sharesState("@Suite(\"HTTP\", .serialized) struct S {}"))
        #expect(!SwiftScan.sharesState("// Not .serialized: each test has its own store.\nstruct S { static let x = 1 }"))
    }

    @Test("With a learner's copy (a stage with resources), the copies against the learner's code import it, extensions kept, and its notes name the library")
    func learnerCopyWorld() throws {
        let stub = "import Testing\n@testable import Stage2\n\nstruct StubAmounts {\n    var amounts: [Int]\n}\n\n"
            + "extension SecondBasicViewModel {\n    var shout: String { \"!\" }\n}\n"
        let user = source.replacingOccurrences(of: "let viewModel = SecondBasicViewModel()", with: "let viewModel = SecondBasicViewModel()\n        _ = StubAmounts(amounts: [])")
        var random = SeededRandom(seed: 3)
        let files = ["Task02.swift": user, "Support/Stub.swift": stub]
        let written = FreshScenarioFiles(sources: files, scanned: files.mapValues(SwiftScan.tests(in:)), twinTypes: ["OddEvenSpec": "KTwin"],
                                         library: "Stage2", oracle: "KOrc", oracleWorld: "KWorld", twinModule: "KTwins", publicModule: "Stage2Spec",
                                         functions: [], stageTypes: ["SecondBasicViewModel"], learnerCopyModule: "KMine")
            .write(checksPerTest: 2, random: &random)
        #expect(written.freshOf.count == 5)
        #expect(!written.everyFile.values.contains { $0.contains("import Stage2") }, "\(written.files)")
        // Each module's copy of the stub keeps its extension: the copy's type is not the twins'.
        for module in ["KMine", "KOrc"] {
            #expect(written.everyFile.values.filter { $0.contains("@testable import \(module)") && $0.contains("var shout") }.count == 1, "\(module)")
        }
        #expect(written.files.values.contains { $0.contains("(\"KMine\", \"Stage2\")") })
    }

    @Test("A JSON resource drawn again: each key's whole number and plain words, the same value the same, different ones apart; null, prices, URLs and the rest as written; a list one shorter")
    func drawnResource() throws {
        let json = """
            {"data": [
              {"id": 1, "name": "Kopi Susu", "image_url": "https://example.com/a.png", "price": "Rp 18.000", "shop": {"id": 10, "name": "Toko Serba Ada"}},
              {"id": 2, "name": "Batik", "image_url": null, "price": "Rp 5.000", "shop": {"id": 10, "name": "Toko Serba Ada"}},
              {"id": 3, "name": "Dodol", "price": "Rp 5.000", "shop": {"id": 12, "name": "Dapur"}}
            ]}
            """
        var random = SeededRandom(seed: 8)
        let drawn = FreshResources.drawn(json, random: &random)
        struct Shop: Decodable, Equatable { var id: Int; var name: String }
        struct Product: Decodable { var id: Int; var name: String; var image_url: String?; var price: String; var shop: Shop }
        struct List: Decodable { var data: [Product] }
        let products = try JSONDecoder().decode(List.self, from: Data(drawn.utf8)).data
        // The last product is left out, so that a test that counts them is asked again too.
        #expect(products.count == 2 && products[0].id != products[1].id && ![1, 2].contains(products[0].id), "\(drawn)")
        #expect(products[0].id % 10 == 1 && products[1].id % 10 == 2 && products[0].shop == products[1].shop, "\(drawn)")
        // Words handed out in the written ones' order: a name may take another's number of words.
        #expect(products[0].name.wholeMatch(of: #/[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8})*/#) != nil && products[0].name != "Kopi Susu", "\(drawn)")
        #expect(products[0].image_url == "https://example.com/a.png" && products[1].image_url == nil, "\(drawn)")
        // A price keeps its word and grouping, the same price drawn the same.
        #expect(products[0].price.wholeMatch(of: #/Rp [1-9]\d\.\d{3}/#) != nil && products[0].price != "Rp 18.000", "\(drawn)")
        #expect(products[1].price.wholeMatch(of: #/Rp [1-9]\.\d{3}/#) != nil && products[1].price != "Rp 5.000", "\(drawn)")
        // Not JSON: as it is.
        var again = SeededRandom(seed: 8)
        let other = FreshResources.drawn(["Resources/a.json": Data(json.utf8), "Resources/b.txt": Data("\"id\": 1".utf8)], random: &again)
        #expect(other["Resources/b.txt"] == Data("\"id\": 1".utf8) && other["Resources/a.json"] == Data(drawn.utf8))
    }

    @Test("The sample numbers of the doubles are drawn again, the same in both copies, a test's own left alone; a test with no number of its own that loads them is played again")
    func sampleData() throws {
        let samples = """
            @testable import Stage4

            enum SampleGames {
                static let celeste = Game(id: 2, title: "Celeste", releaseYear: 2018)
                static let buffer = [UInt8](repeating: 0, count: 1024)
            }

            extension Game {
                var shouted: String { title.uppercased() }
            }

            """
        let spec = """
            import Testing
            @testable import Stage4

            @Suite struct GamesSpec {
                @Test func subtitle() {
                    #expect(Row(game: SampleGames.celeste).subtitle == "Released in 2018")
                    #expect(Row(game: Game(id: 5, title: "Any", releaseYear: 1999)).subtitle == "Released in 1999")
                }
            }

            """
        var random = SeededRandom(seed: 13)
        let files = ["Doubles/SampleGames.swift": samples, "Task01.swift": spec]
        let written = FreshScenarioFiles(sources: files, scanned: files.mapValues(SwiftScan.tests(in:)), twinTypes: ["GamesSpec": "KTwin"],
                                         library: "Stage4", oracle: "KOrc", oracleWorld: "KWorld", twinModule: "KTwins", publicModule: "Stage4Spec",
                                         functions: [], stageTypes: ["Game", "Row"])
            .write(checksPerTest: 4, random: &random)
        #expect(written.freshOf.count == 1)
        let copies = written.everyFile.values.filter { $0.contains("static let celeste") }
        #expect(copies.count == 2)
        let drawn = Set(copies.compactMap { $0.firstMatch(of: #/Game\(id: (\d+), title: "(\w+)", releaseYear: (\d+)\)/#).map { "\($0.output.1) \($0.output.2) \($0.output.3)" } })
        // One id, title and year for both copies: numbers with the last digit of the one
        // written, the title's letters other letters of the same case.
        #expect(drawn.count == 1)
        let sample = try #require(drawn.first?.split(separator: " "))
        #expect(sample[0].count == 2 && sample[0].last == "2" && sample[2].count <= 4 && sample[2].last == "8" && sample[2] != "2018", "\(sample)")
        #expect(sample[1].wholeMatch(of: #/[A-Z][a-z]{2,8}/#) != nil && sample[1] != "Celeste", "\(sample)")
        // A number that is not a stage type's sample stays; the copy against the learner's code
        // leaves out the extension its twin already adds, the oracle's keeps it for the oracle's type.
        #expect(copies.allSatisfy { $0.contains("count: 1024") })
        #expect(copies.filter { $0.contains("var shouted") }.count == 1)
        #expect(copies.first { $0.contains("var shouted") }?.contains("@testable import KOrc") == true)
        // The test's expected value stays as written (the check compares the two copies' notes),
        // and so does the scenario its body writes, but for its ids (`SwiftScan.identities`).
        #expect(written.everyFile.values.filter { $0.contains("\"Released in 2018\"") }.count == 2)
        #expect(written.everyFile.values.filter { $0.contains("Game(id: freshID0, title: \"Any\", releaseYear: 1999)") }.count == 2)
    }

    @Test("Sample texts are a stage type's labelled plain words, amounts and days: words and days drawn as others sorting as written, an amount's digits drawn; a URL and text elsewhere stay")
    func sampleTexts() {
        let source = """
            let a = Product(id: 7, name: "Oleh-oleh Garut", imageURL: "https://example.com/a.png", price: "Rp 60.000",
                            shop: Shop(id: 70, name: "Warung", location: "Padang"))
            let b = Transaction(day: "2026-11-03", description: "Coffee", note: "x\\(y)z")
            let c = Elsewhere(name: "Kept")
            let d = Shop(id: 80, name: "Warung", location: "Dapur Bali")
            let e = Transaction(day: "2025-12-31", description: "Coffee")
            """
        var data = FreshSampleData(stageTypes: ["Product", "Shop", "Transaction"])
        #expect(data.texts(in: source).map(\.text)
            == ["Oleh-oleh Garut", "Rp 60.000", "Warung", "Padang", "2026-11-03", "Coffee", "Warung", "Dapur Bali", "2025-12-31", "Coffee"])
        // Outside the doubles only the days are sample texts (they are wherever written).
        #expect(data.texts(in: source, doubles: false).map(\.text) == ["2026-11-03", "2025-12-31"])
        var random = SeededRandom(seed: 23)
        data.draw(for: [(source, true)], random: &random)
        let rewritten = data.rewritten(source)
        var drawn = data.texts(in: rewritten).map(\.text)
        #expect(drawn.count == 10 && drawn[1].wholeMatch(of: #/Rp [1-9]\d\.\d{3}/#) != nil && drawn[1] != "Rp 60.000", "\(drawn)")
        // Days become other days, in the written order.
        #expect([drawn[4], drawn[8]].allSatisfy { SwiftScan.isDay($0) && !["2026-11-03", "2025-12-31"].contains($0) } && drawn[8] < drawn[4], "\(drawn)")
        drawn = [drawn[0]] + drawn[2...3] + drawn[5...7]
        #expect(drawn[1] == drawn[4] && Set(drawn).count == 5, "\(drawn)")
        #expect(drawn.allSatisfy { $0.wholeMatch(of: #/[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8})*/#) != nil }, "\(drawn)")
        // They sort as the written ones do: Coffee, Dapur Bali, Oleh-oleh Garut, Padang, Warung.
        #expect(drawn[3] < drawn[5] && drawn[5] < drawn[0] && drawn[0] < drawn[2] && drawn[2] < drawn[1], "\(drawn)")
        for kept in ["\"https://example.com/a.png\"", "Elsewhere(name: \"Kept\")", "\"x\\(y)z\""] {
            #expect(rewritten.contains(kept), "\(kept) in \(rewritten)")
        }
        // The numbers are drawn as before: the same generator gives the same numbers with or without words.
        var numbersOnly = FreshSampleData(stageTypes: ["Product", "Shop", "Transaction"])
        var again = SeededRandom(seed: 23)
        numbersOnly.draw(for: [(source, true)], random: &again)
        #expect(numbersOnly.numbers(in: numbersOnly.rewritten(source)).map(\.text) == data.numbers(in: rewritten).map(\.text))
    }

    @Test("Sample numbers are a stage type's labelled whole numbers, nested calls and signs included; two written differently are never drawn the same")
    func sampleNumbers() {
        let source = """
            let a = Product(id: 7, shop: Shop(id: 70, name: "Warung"), price: "Rp 60.000")
            let b = Transaction(day: "2026-11-03", amountInCents: -2_999)
            let c = Transaction(day: "2026-11-03", amountInCents: total)
            let d = Elsewhere(count: 1024)
            let e = Transaction(day: "x", amountInCents: 5 + 1)
            let f = Report(sections: [Section(total: 60)], grandTotal: 0)
            """
        var data = FreshSampleData(stageTypes: ["Product", "Shop", "Transaction", "Report", "Section"])
        #expect(data.numbers(in: source).map(\.text) == ["7", "70", "-2_999", "60", "0"])
        // An outer call's number comes after the inner call's, and each is rewritten in its place.
        var random = SeededRandom(seed: 17)
        data.draw(for: [(source, true)], random: &random)
        let rewritten = data.rewritten(source)
        #expect(rewritten.wholeMatch(of: #/(?s).*Section\(total: \d+0\)\], grandTotal: \d+0\)\n?/#) != nil, "\(rewritten)")
        #expect(rewritten.contains("count: 1024") && rewritten.contains("amountInCents: total"))

        // Nine ids of two digits ending in 0 have nine such numbers to go to: each its own, none shared.
        let shops = (1...9).map { "let s\($0) = Shop(id: \($0)0)" }.joined(separator: "\n")
        var ids = FreshSampleData(stageTypes: ["Shop"])
        ids.draw(for: [(shops, true)], random: &random)
        let drawn = ids.numbers(in: ids.rewritten(shops)).map(\.text)
        #expect(drawn.count == 9 && Set(drawn).count == 9 && drawn.allSatisfy { $0.hasSuffix("0") }, "\(drawn)")
    }
}

extension FreshScenarioFiles.Written {
    /// Both modules' files: the twins' and the oracle's world's.
    var everyFile: [String: String] { files.merging(oracleWorld) { twins, _ in twins } }
}
