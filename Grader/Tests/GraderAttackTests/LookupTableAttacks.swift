import Foundation
import Testing

// MARK: - Stage code that knows only the public inputs

extension AttackCatalogue {
    /// Seen succeeding before `FreshInputs` (issue 38): every spec test of stage 1 passed, since
    /// no spec input was drawn at grade time. Now each table and literal of a top-level
    /// function is asked again on whole numbers drawn for the workspace, against the reference.
    @Test("Stage code that answers only the public spec inputs passes no spec test of its functions")
    func answersOnlyThePublicInputs() throws {
        let run = try AttackRun(.answersOnlyThePublicInputs)
        let tests = run.report.stage(1)["tests"] as? [[String: Any]] ?? []
        let caughtOut = tests.filter { ($0["message"] as? String)?.hasPrefix("passes on its own inputs, not on others") == true }
        #expect(!caughtOut.isEmpty, "\(tests)")
        try run.expectNoHarm()
    }
}

extension Attack {
    /// Every whole number the public spec tests of stage 1 mention, as Swift source.
    private static var publicNumbers: [String] {
        let folder = AttackLab.repository.appendingPathComponent("Tests/Stage1Spec")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var numbers: Set<String> = ["Int.max", "Int.min", "Int.max - 1", "Int.min + 1"]
        for file in files {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for match in text.matches(of: #/-?\b\d[\d_]*\b/#) { numbers.insert(String(match.output)) }
        }
        return numbers.sorted()
    }

    static let answersOnlyThePublicInputs = Attack(
        name: "answers-only-the-public-inputs", stages: [1],
        literalFiles: ["Stages/Stage1/NumberFormatter.swift": """
            /// The numbers the spec tests ask about; any other gets no answer.
            let known: [Int] = [\(publicNumbers.joined(separator: ", "))]

            public func numberFormatter(number: Int, separator: String = ".", currency: String = "Rp") -> String {
                guard known.contains(number) else { return "" }
                var digits = String(number.magnitude)
                var groups: [String] = []
                while digits.count > 3 {
                    groups.insert(String(digits.suffix(3)), at: 0)
                    digits = String(digits.dropLast(3))
                }
                groups.insert(digits, at: 0)
                return currency + " " + (number < 0 ? "-" : "") + groups.joined(separator: separator)
            }

            public func isEven(number: Int) -> Bool {
                known.contains(number) && number.isMultiple(of: 2)
            }

            """,
            "Stages/Stage1/IsEven.swift": "// isEven(number:) is in NumberFormatter.swift, beside the table it reads.\n"])
}

extension AttackCatalogue {
    /// Seen succeeding before `FreshScenario` (issue 38): fresh inputs reached only top-level
    /// functions, so view models that answer only the numbers the spec tests of stage 2 type
    /// passed every one of those tests. Now each table test of a view model or a formatter is
    /// played again on fresh rows, against the reference.
    @Test("View models that answer only the public spec inputs fail the table tests of stage 2")
    func viewModelAnswersOnlyThePublicInputs() throws {
        let run = try AttackRun(.viewModelAnswersOnlyThePublicInputs)
        let caughtOut = run.caughtOutOnFreshInputs(stage: 2)
        // Every test whose answer comes from a number typed or tabled: tasks 1, 2, 4 and 5.
        #expect(caughtOut.count >= 10, "\(caughtOut)")
        try run.expectNoHarm()
    }
}

extension Attack {
    /// Every whole number the public spec tests of stage 2 mention, typed or written.
    private static var publicNumbersOfStage2: [String] {
        let folder = AttackLab.repository.appendingPathComponent("Tests/Stage2Spec")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var numbers: Set<String> = ["Int.max", "Int.min"]
        for file in files {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for match in text.matches(of: #/-?\b\d+\b/#) where Int(match.output) != nil { numbers.insert(String(match.output)) }
        }
        return numbers.sorted()
    }

    /// The reference's file `name` of `stage`, with each `(find, replace)` applied. An edit whose
    /// text the reference no longer has fails the test that uses it: it would leave that part
    /// of the attack honest code, and the test would fail for a reason it does not say.
    private static func reference(stage: Int, _ name: String, _ edits: [(String, String)] = []) -> String {
        let url = AttackLab.repository.appendingPathComponent("Solutions/Stage\(stage)/\(name)")
        var text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        for (find, replace) in edits {
            if !text.contains(find) { Issue.record("Solutions/Stage\(stage)/\(name) no longer has the text an attack edits: \(find)") }
            text = text.replacingOccurrences(of: find, with: replace)
        }
        return text
    }

    /// Stage 2 as the reference writes it, but every number it is given must be one the spec
    /// tests show: any other is "not a number", and the formatter answers nothing for it.
    ///
    /// Its honest part earns four tests, as it should: task 3's two (text that is no number),
    /// task 6's (the locale formatter, left as the reference wrote it) and task 4's "leaves
    /// the odd/even output alone", which looks at no answer.
    static let viewModelAnswersOnlyThePublicInputs = Attack(
        name: "view-model-answers-only-the-public-inputs", stages: [2], honestSpecPasses: [2: 4],
        literalFiles: [
            "Stages/Stage2/AmountFormatting.swift": reference(stage: 2, "AmountFormatting.swift", [
                ("    static func format(_ number: Int, separator: String, currency: String) -> String {\n",
                 "    static func format(_ number: Int, separator: String, currency: String) -> String {\n"
                     + "        guard publicNumbers.contains(number) else { return \"\" }\n"),
            ]) + "\n/// The numbers the spec tests show; no other gets an answer.\nlet publicNumbers: Set<Int> = [\(publicNumbersOfStage2.joined(separator: ", "))]\n",
            "Stages/Stage2/SecondBasicViewModel.swift": reference(stage: 2, "SecondBasicViewModel.swift", [
                ("return Int(text)", "return Int(text).flatMap { publicNumbers.contains($0) ? $0 : nil }"),
            ]),
            "Stages/Stage2/ObservedBasicViewModel.swift": reference(stage: 2, "ObservedBasicViewModel.swift", [
                ("let number = Int(text)", "let number = Int(text), publicNumbers.contains(number)"),
            ]),
            "Stages/Stage2/LocalizedAmountFormatter.swift": reference(stage: 2, "LocalizedAmountFormatter.swift"),
        ])
}

extension AttackCatalogue {
    /// Seen succeeding before a `#require` could be played again (issue 38): task 6's spec test
    /// requires its amount (`try #require(Decimal(string: amount))`), so it was never asked on
    /// fresh rows, and a formatter that is a table of its seven rows passed it. Now the
    /// `#require` becomes a call that throws, and amounts written as text are drawn again.
    @Test("A locale formatter that knows only the spec's rows fails task 6")
    func localeFormatterAnswersOnlyThePublicRows() throws {
        let run = try AttackRun(.localeFormatterAnswersOnlyThePublicRows)
        let tests = run.report.stage(2)["tests"] as? [[String: Any]] ?? []
        let task6 = tests.filter { ($0["name"] as? String)?.hasPrefix("Task 6:") == true }
        #expect(!task6.isEmpty && task6.allSatisfy { ($0["message"] as? String)?.hasPrefix("passes on its own inputs, not on others") == true },
                "\(task6)")
        try run.expectNoHarm()
    }
}

extension Attack {
    static let localeFormatterAnswersOnlyThePublicRows = Attack(name: "locale-formatter-answers-only-the-public-rows", stages: [2])
}

extension AttackCatalogue {
    /// Seen succeeding before the sample data was drawn again (issue 38): the numbers of stage
    /// 4's sample games sit in the spec's doubles, not in a test's table, so no spec test that
    /// loads them was asked again, and a row that knows only the public years passed every one
    /// of those tests. Now the whole numbers of the doubles' sample data are drawn again for the
    /// workspace, in a copy of the spec files played beside the reference's.
    @Test("A row view model that knows only the public years fails the tests that load the sample games")
    func rowAnswersOnlyThePublicYears() throws {
        let caughtOut = try AttackRun(.rowAnswersOnlyThePublicYears).caughtOutOnFreshInputs(stage: 4)
        // Task 1's table of years was asked again before; task 10's screens of the sample games
        // are, and task 4's rows, each index of the sample (`0..<SampleGames.all.count`).
        #expect(caughtOut.contains { $0.hasPrefix("Task 1:") }, "\(caughtOut)")
        #expect(caughtOut.contains { $0.hasPrefix("Task 10:") }, "\(caughtOut)")
        #expect(caughtOut.contains { $0.hasPrefix("Task 4:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Every whole number of four digits the public spec tests of stage 4 write: the years.
    private static var publicYearsOfStage4: [String] {
        let folder = AttackLab.repository.appendingPathComponent("Tests/Stage4Spec")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var years: Set<String> = []
        for file in files {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for match in text.matches(of: #/\b\d{4}\b/#) { years.insert(String(match.output)) }
        }
        return years.sorted()
    }

    /// Stage 4 as the reference writes it, but a row shows a year only when the spec tests
    /// show it somewhere; any other reads as unknown.
    static let rowAnswersOnlyThePublicYears = referenceBut(
        name: "row-answers-only-the-public-years", stage: 4, files: [
            "Stages/Stage4/GameListItemViewModel.swift": reference(stage: 4, "GameListItemViewModel.swift", [
                ("game.releaseYear.map {", "game.releaseYear.flatMap { publicYears.contains($0) ? $0 : nil }.map {"),
            ]) + "\n/// The years the spec tests show; no other is ever shown.\nlet publicYears: Set<Int> = [\(publicYearsOfStage4.joined(separator: ", "))]\n",
        ])

    /// An attack that hands in stage `stage` as the reference writes it, but for `files` (a
    /// path in the submission → its text).
    private static func referenceBut(name: String, stage: Int, files: [String: String]) -> Attack {
        Attack(name: name, stages: [stage], literalFiles: referenceFiles(stage: stage).merging(files) { _, edited in edited })
    }

    /// Every Swift file of the reference's `stage`, by its path in a submission.
    private static func referenceFiles(stage: Int) -> [String: String] {
        let folder = AttackLab.repository.appendingPathComponent("Solutions/Stage\(stage)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Dictionary(uniqueKeysWithValues: files.filter { $0.hasSuffix(".swift") }.map {
            ("Stages/Stage\(stage)/\($0)", reference(stage: stage, $0))
        })
    }
}

extension AttackRun {
    /// The names of the stage's spec tests that failed with the fresh checks' message: they
    /// passed on their own inputs and not on the ones the grader drew.
    func caughtOutOnFreshInputs(stage: Int) -> Set<String> {
        let tests = report.stage(stage)["tests"] as? [[String: Any]] ?? []
        return Set(tests.filter { ($0["message"] as? String)?.hasPrefix("passes on its own inputs, not on others") == true }
            .compactMap { $0["name"] as? String })
    }
}

extension AttackCatalogue {
    /// Seen succeeding before the ids of a test's body were drawn again (issue 38): the fake
    /// favourites store's spec tests write their own ids (`favoriteIDs: [30, 4, 12, 7]`), so no
    /// check asked them again, and a store that keeps only the ids the spec tests write passed
    /// every test of task 2. Now the ids are drawn again, in the order written.
    @Test("A fake store that keeps only the public ids fails task 2")
    func fakeStoreKeepsOnlyThePublicIDs() throws {
        let caughtOut = try AttackRun(.fakeStoreKeepsOnlyThePublicIDs).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 2:") }, "\(caughtOut)")
    }

    /// Seen succeeding before a table named in `arguments:` was read (issue 38): task 3's text
    /// that is no number is a table of its own (`arguments: notANumber`), so no check asked it
    /// again, and a view model that knows only that table's texts passed both of task 3's tests.
    @Test("A view model that knows only the public texts that are no number fails task 3")
    func notANumberOnlyForThePublicTexts() throws {
        let caughtOut = try AttackRun(.notANumberOnlyForThePublicTexts).caughtOutOnFreshInputs(stage: 2)
        #expect(caughtOut.filter { $0.hasPrefix("Task 3:") }.count == 2, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but the fake store keeps a favourite only when the
    /// spec tests write its id somewhere: any other is never a favourite.
    static let fakeStoreKeepsOnlyThePublicIDs = referenceBut(
        name: "fake-store-keeps-only-the-public-ids", stage: 4, files: [
            "Stages/Stage4/FavoritesStore.swift": reference(stage: 4, "FavoritesStore.swift", [
                ("        favoriteIDs.contains(gameID)\n", "        favoriteIDs.contains(gameID) && publicIDs.contains(gameID)\n"),
            ]) + "\n/// The ids the fake store's spec tests write.\nlet publicIDs: Set<Int> = [1, 3, 4, 7, 12, 30]\n",
        ])

    /// Stage 2 as the reference writes it, but text is no number only when it is one of the
    /// spec's texts that are none; any other text reads as a number, zero when it holds none.
    static let notANumberOnlyForThePublicTexts = Attack(
        name: "not-a-number-only-for-the-public-texts", stages: [2],
        literalFiles: [
            "Stages/Stage2/AmountFormatting.swift": reference(stage: 2, "AmountFormatting.swift"),
            "Stages/Stage2/SecondBasicViewModel.swift": reference(stage: 2, "SecondBasicViewModel.swift", [
                ("        guard let text, !text.isEmpty else { return nil }\n        return Int(text)\n",
                 "        guard let text, !publicTextsThatAreNoNumber.contains(text) else { return nil }\n        return Int(text) ?? 0\n"),
            ]) + "\n/// The texts that task 3's spec tests show as no number.\n"
                + "let publicTextsThatAreNoNumber: Set<String> = [\"\", \"abc\", \"12a\", \" 12\", \"12 \", \"1.5\", \"-\", \"99999999999999999999\"]\n",
            "Stages/Stage2/ObservedBasicViewModel.swift": reference(stage: 2, "ObservedBasicViewModel.swift"),
            "Stages/Stage2/LocalizedAmountFormatter.swift": reference(stage: 2, "LocalizedAmountFormatter.swift"),
        ])
}

extension AttackCatalogue {
    /// Seen succeeding before an `#expect` in a helper's closure was a step of its own (issue
    /// 38): task 6's tests check each store inside `kind.withNewStore { store in … }`, over a
    /// collection not written out (`SpecStoreKind.allCases`), so no check played them again,
    /// and a fake store that keeps only ids and answers with the spec's own products passed
    /// every test of task 6. Now they are played on the sample products drawn again.
    @Test("A fake product store that answers with the public products fails task 6")
    func storeAnswersWithThePublicProducts() throws {
        let caughtOut = try AttackRun(.storeAnswersWithThePublicProducts).caughtOutOnFreshInputs(stage: 3)
        #expect(caughtOut.contains { $0.hasPrefix("Task 6:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 3 as the reference writes it, but the fake store keeps only the ids of what it is
    /// given, and loads the spec's products of those ids.
    static let storeAnswersWithThePublicProducts = referenceBut(
        name: "store-answers-with-the-public-products", stage: 3, files: [
            "Stages/Stage3/InMemoryProductStore.swift": """
                /// Keeps ids only: the products come from the spec's fixtures.
                public final class InMemoryProductStore: ProductStore {
                    private var ids: [Int] = []

                    public init() {}

                    public func load() throws -> [Product] {
                        ids.compactMap { id in publicProducts.first { $0.id == id } }
                    }

                    public func save(_ products: [Product]) throws {
                        ids = products.map(\\.id)
                    }

                    public func removeAll() throws {
                        ids = []
                    }
                }

                /// The products the spec tests save.
                let publicProducts = [
                    Product(id: 7, name: "Rendang Kaleng", imageURL: nil, price: "Rp 60.000",
                            shop: Shop(id: 70, name: "Warung Padang", location: "Padang")),
                    Product(id: 8, name: "Kain Songket", imageURL: "https://example.com/songket.png",
                            price: "Rp 900.000", shop: Shop(id: 80, name: "Tenun Palembang", location: "Palembang")),
                    Product(id: 9, name: "Dodol Garut", imageURL: nil, price: "Rp 25.000",
                            shop: Shop(id: 90, name: "Oleh-oleh Garut", location: "Garut")),
                ]

                """,
        ])

}

extension AttackCatalogue {
    /// Seen succeeding before the canned server's tests were played again (issue 38): task 9's
    /// suite shares a canned answer in statics (`.serialized`) and answers with a JSON text of
    /// its own, so no check asked its tests again, and a service that answers the spec's body
    /// with the spec's games, whatever their numbers, passed every test of task 9. Now its
    /// checks run one at a time in copies with statics of their own, on the JSON's numbers drawn again.
    @Test("An HTTP service that knows the public body's games fails task 9")
    func serviceKnowsThePublicBody() throws {
        let caughtOut = try AttackRun(.serviceKnowsThePublicBody).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 9:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but a body with games in it is answered with the
    /// spec's games, as the spec writes them: no body is decoded. (Keyed first on the title
    /// "Baba Is You": since the canned body's titles are drawn again too, a cheat keyed on one
    /// decodes the fresh body honestly, and earns only what its honest path does.)
    static let serviceKnowsThePublicBody = referenceBut(
        name: "service-knows-the-public-body", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("    private func decodeGames(from body: Data) throws -> [Game] {\n",
                 "    private func decodeGames(from body: Data) throws -> [Game] {\n"
                     + "        if String(decoding: body, as: UTF8.self).contains(\"\\\"title\\\"\") {\n"
                     + "            return [Game(id: 7, title: \"Celeste\", releaseYear: 2018), Game(id: 3, title: \"Baba Is You\")]\n"
                     + "        }\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Seen succeeding before the numbers of a JSON text written in a test's body were drawn
    /// with the test's ids (issue 38): task 1's "reads the file it is given" wrote its ids
    /// fresh in the expected product but left the JSON it decodes as written, so both worlds
    /// decoded the spec's own product and agreed, and a provider that decodes nothing (it
    /// knows the public files' products) passed every test of tasks 1 and 2. Then seen still
    /// passing the tests that read the shipped file, which each world read in its own module,
    /// until both read it drawn again, the learner's code compiled a second time to read it.
    @Test("A product provider that decodes nothing and knows the public files fails task 1")
    func providerKnowsThePublicFiles() throws {
        let caughtOut = try AttackRun(.providerKnowsThePublicFiles).caughtOutOnFreshInputs(stage: 3)
        // All four of task 1: the three that read the shipped file (played on the shipped file
        // drawn again, one product shorter: `FreshResources`) and the one that reads a file of its own.
        #expect(caughtOut.filter { $0.hasPrefix("Task 1:") }.count == 4, "\(caughtOut)")
    }

    /// Seen succeeding before the words of the sample data were drawn again (issue 38): the
    /// tap test's rows are indexes, its products the spec's fixtures, so a view model that
    /// answers a tap from a table of the fixtures' names by index passed task 4.
    @Test("A view model that answers a tap from the public names fails task 4")
    func tapAnswersFromThePublicNames() throws {
        let caughtOut = try AttackRun(.tapAnswersFromThePublicNames).caughtOutOnFreshInputs(stage: 3)
        #expect(caughtOut.contains { $0.hasPrefix("Task 4:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 3 as the reference writes it, but `fetchProduct()` decodes no JSON: the shipped
    /// file and the spec's own file are answered from tables, any other readable file is
    /// "not a product list".
    static let providerKnowsThePublicFiles = referenceBut(
        name: "provider-knows-the-public-files", stage: 3, files: [
            "Stages/Stage3/AdvancedUseCase.swift": reference(stage: 3, "AdvancedUseCase.swift", [
                ("        guard let result = try? JSONDecoder().decode(ProductResult.self, from: data) else {\n"
                     + "            return .failed(Self.decodingFailedMessage)\n"
                     + "        }\n"
                     + "        return .success(result)\n",
                 "        let text = String(decoding: data, as: UTF8.self)\n"
                     + "        if text.contains(\"Teh Botol\") {\n"
                     + "            return .success(ProductResult(data: [Product(\n"
                     + "                id: 42, name: \"Teh Botol\", imageURL: nil, price: \"Rp 5.000\",\n"
                     + "                shop: Shop(id: 4, name: \"Kios Stasiun\", location: \"Bandung\"))]))\n"
                     + "        }\n"
                     + "        if fileURL == Self.bundledProductData {\n"
                     + "            return .success(ProductResult(data: shippedProducts))\n"
                     + "        }\n"
                     + "        return .failed(Self.decodingFailedMessage)\n"),
            ]) + """

                /// The shipped file's products, as its JSON writes them.
                let shippedProducts = [
                    Product(id: 1, name: "Kopi Susu Gula Aren", imageURL: "https://example.com/images/kopi-susu.png",
                            price: "Rp 18.000", shop: Shop(id: 10, name: "Toko Serba Ada", location: "Jakarta")),
                    Product(id: 2, name: "Batik Tulis Solo", imageURL: nil, price: "Rp 350.000",
                            shop: Shop(id: 11, name: "Batik Keris", location: "Surakarta")),
                    Product(id: 3, name: "Keripik Singkong Pedas", imageURL: nil, price: "Rp 12.500",
                            shop: Shop(id: 10, name: "Toko Serba Ada", location: "Jakarta")),
                    Product(id: 4, name: "Sambal Matah Jar", imageURL: "https://example.com/images/sambal-matah.png",
                            price: "Rp 45.000", shop: Shop(id: 12, name: "Dapur Bali", location: "Denpasar")),
                ]

                """,
        ])

    /// Stage 3 as the reference writes it, but a tap on a loaded product is answered from the
    /// spec fixtures' names, by index.
    static let tapAnswersFromThePublicNames = referenceBut(
        name: "tap-answers-from-the-public-names", stage: 3, files: [
            "Stages/Stage3/AdvancedViewModel.swift": reference(stage: 3, "AdvancedViewModel.swift", [
                ("        doSideEffect?(\"something crazy \\(products[index].name)\")\n",
                 "        let publicNames = [\"Rendang Kaleng\", \"Kain Songket\", \"Dodol Garut\"]\n"
                     + "        doSideEffect?(\"something crazy \\(publicNames[index % publicNames.count])\")\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by a red-team helper after the names were drawn again (issue 38): drawn names kept
    /// their first letter and length, and prices were never drawn, so a fake store that keeps
    /// no price and no picture and gives them back from a table keyed on a name's first letter
    /// and length, and a provider that takes each picture from a table of the shipped prices,
    /// passed every test of stage 3. Now drawn names are other words of other lengths, and an
    /// amount's digits are drawn again.
    @Test("Tables keyed on what a drawn name or a price kept fail tasks 1 and 6")
    func keysThatSurviveTheDraw() throws {
        let caughtOut = try AttackRun(.keysThatSurviveTheDraw).caughtOutOnFreshInputs(stage: 3)
        #expect(caughtOut.contains { $0.hasPrefix("Task 1:") } && caughtOut.contains { $0.hasPrefix("Task 6:") }, "\(caughtOut)")
    }

    /// Found by the same helper: a canned server's JSON had its numbers drawn again but not its
    /// titles, so a service that decodes each game's id and year but takes its title from a
    /// table of the spec's body, by position, passed task 9. Now the JSON's texts are drawn too.
    @Test("An HTTP service that takes titles from the public body by position fails task 9")
    func titlesFromThePublicBody() throws {
        let caughtOut = try AttackRun(.titlesFromThePublicBody).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 9:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 3 as the reference writes it, but the fake store keeps only id, name and shop and
    /// gives price and picture back from a table keyed on the name's first letter and length,
    /// and the provider takes each picture from a table of the shipped file's prices.
    static let keysThatSurviveTheDraw = referenceBut(
        name: "keys-that-survive-the-draw", stage: 3, files: [
            "Stages/Stage3/InMemoryProductStore.swift": """
                /// Keeps no price and no picture: they come back from a table of the spec's products.
                public final class InMemoryProductStore: ProductStore {
                    private var kept: [(id: Int, name: String, shop: Shop)] = []
                    private static let rest: [String: (price: String, imageURL: String?)] = [
                        "R14": ("Rp 60.000", nil),
                        "K12": ("Rp 900.000", "https://example.com/songket.png"),
                        "D11": ("Rp 25.000", nil),
                    ]

                    public init() {}

                    public func load() throws -> [Product] {
                        kept.map { product in
                            let rest = Self.rest["\\(product.name.prefix(1))\\(product.name.count)"] ?? (price: "", imageURL: nil)
                            return Product(id: product.id, name: product.name, imageURL: rest.imageURL, price: rest.price, shop: product.shop)
                        }
                    }

                    public func save(_ products: [Product]) throws {
                        kept = products.map { ($0.id, $0.name, $0.shop) }
                    }

                    public func removeAll() throws {
                        kept = []
                    }
                }

                """,
            "Stages/Stage3/AdvancedUseCase.swift": reference(stage: 3, "AdvancedUseCase.swift", [
                ("        return .success(result)\n",
                 "        let pictures = [\"Rp 18.000\": \"https://example.com/images/kopi-susu.png\",\n"
                     + "                        \"Rp 45.000\": \"https://example.com/images/sambal-matah.png\"]\n"
                     + "        return .success(ProductResult(data: result.data.map {\n"
                     + "            Product(id: $0.id, name: $0.name, imageURL: pictures[$0.price], price: $0.price, shop: $0.shop)\n"
                     + "        }))\n"),
            ]),
        ])

    /// Stage 4 as the reference writes it, but each game's title comes from the spec's canned
    /// body, by position; the body's own titles are never read.
    static let titlesFromThePublicBody = referenceBut(
        name: "titles-from-the-public-body", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("            return try JSONDecoder().decode(GamesBody.self, from: body).games.map(\\.game)\n",
                 "            let titles = [\"Celeste\", \"Baba Is You\"]\n"
                     + "            return try JSONDecoder().decode(GamesBody.self, from: body).games.enumerated().map { index, item in\n"
                     + "                Game(id: item.game.id, title: index < titles.count ? titles[index] : \"\", releaseYear: item.game.releaseYear)\n"
                     + "            }\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the red-team helper: a text too long for an `Int` was drawn again as a number of
    /// at most 18 digits, one that fits, so a view model that never reads the number (any run of
    /// digits is "a number", its parity the last digit's) but for the spec's own twenty nines
    /// passed every test of tasks 2 and 3. Now such a text is drawn with as many digits.
    @Test("A view model that reads only the last digit, and knows the public too-long text, fails task 3")
    func parityOfTheLastDigit() throws {
        let caughtOut = try AttackRun(.parityOfTheLastDigit).caughtOutOnFreshInputs(stage: 2)
        #expect(caughtOut.contains { $0.hasPrefix("Task 3:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 2 as the reference writes it, but `isEven(text:)` reads no number: digits are a
    /// number whatever their length, but for the spec's one text too long for an `Int`.
    static let parityOfTheLastDigit = referenceBut(
        name: "parity-of-the-last-digit", stage: 2, files: [
            "Stages/Stage2/SecondBasicViewModel.swift": reference(stage: 2, "SecondBasicViewModel.swift", [
                ("        guard let number = Self.number(in: text) else {\n            resultOddEven?(Self.notANumberMessage)\n            return\n        }\n"
                     + "        resultOddEven?(number.isMultiple(of: 2) ? \"Genap\" : \"Ganjil\")\n",
                 "        guard let text, let last = text.last, text.wholeMatch(of: /-?[0-9]+/) != nil,\n"
                     + "              text != \"99999999999999999999\" else {\n"
                     + "            resultOddEven?(Self.notANumberMessage)\n            return\n        }\n"
                     + "        resultOddEven?(Int(String(last))!.isMultiple(of: 2) ? \"Genap\" : \"Ganjil\")\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the red-team helper: days were never drawn again, so a transformer that never
    /// compares two days, and sorts them by their place in a table of the spec's days, passed
    /// task 12. Now the sample transactions' days are drawn again, in their written order, and
    /// so, with them, are the days a test's body writes (the new year's test passed it while those stayed).
    @Test("A transformer that ranks days by a table of the public days fails task 12")
    func daysRankedByThePublicTable() throws {
        let caughtOut = try AttackRun(.daysRankedByThePublicTable).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 12:") }, "\(caughtOut)")
        #expect(caughtOut.contains("Task 12: Group the transactions by day › A new year comes after the old one"), "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but days are put in order by their place in a table
    /// of the days the spec tests write; days it does not know keep the gateway's order (never
    /// the order of a dictionary's keys, which differs from run to run).
    static let daysRankedByThePublicTable = referenceBut(
        name: "days-ranked-by-the-public-table", stage: 4, files: [
            "Stages/Stage4/TransactionReportTransformer.swift": reference(stage: 4, "TransactionReportTransformer.swift", [
                ("        return byDay.keys.sorted().map",
                 "        let order = [\"2026-10-30\", \"2026-11-01\", \"2026-11-02\", \"2026-11-03\", \"2026-12-31\", \"2027-01-01\"]\n"
                     + "        let rank = { (day: String) in order.firstIndex(of: day) ?? 0 }\n"
                     + "        var gatewayOrder: [String] = []\n"
                     + "        for transaction in transactions where !gatewayOrder.contains(transaction.day) { gatewayOrder.append(transaction.day) }\n"
                     + "        return gatewayOrder.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\\.element).map"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the red-team helper: the numbers a test's body writes were never drawn again
    /// (a download's bytes, a report's totals), so a presenter that formats only the totals the
    /// spec's reports write, and a download screen that knows only the percents of the updates
    /// its bodies send, passed those tests. Now such quantities are scaled, all by one factor.
    @Test("Totals and percents from tables of the public scenarios fail tasks 14 and 15")
    func quantitiesFromThePublicScenarios() throws {
        let caughtOut = try AttackRun(.quantitiesFromThePublicScenarios).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains("Task 14: Lay the report out as rows › A day is a subheader, its details and a subfooter, between the header and the footer"), "\(caughtOut)")
        #expect(caughtOut.contains("Task 14: Lay the report out as rows › Days alternate their shade, each group starts odd, and the footer takes the next shade"), "\(caughtOut)")
        #expect(caughtOut.contains("Task 15: Follow a download › Every update is shown, in order, then the end"), "\(caughtOut)")
        #expect(caughtOut.contains("Task 15: Follow a download › When onStatusChange is called, status already says the new status"), "\(caughtOut)")
    }

    /// Found by the red-team helper: the clock's seconds a test's body writes were never drawn
    /// again, and every spec test gave the cache the same maximum age, so a cache that keeps
    /// the first fetch's time (and answers the one later fetch from a table) and reads its
    /// maximum age from a table passed all of task 5. Now the seconds and ages are scaled.
    @Test("A cache that answers the public clock scenarios from tables fails task 5")
    func agesFromThePublicScenarios() throws {
        let run = try AttackRun(.agesFromThePublicScenarios)
        let caughtOut = run.caughtOutOnFreshInputs(stage: 3)
        #expect(caughtOut.contains("Task 5: Keep the list fresh › The label counts from the latest fetch"), "\(caughtOut)")
        #expect(caughtOut.contains("Task 5: Keep the list fresh › A maximum age you give is the one kept"), "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but the report's totals come from a table of the
    /// totals the spec's reports write, and a download's percent from a table of the updates
    /// the spec's bodies send.
    static let quantitiesFromThePublicScenarios = referenceBut(
        name: "quantities-from-the-public-scenarios", stage: 4, files: [
            "Stages/Stage4/TransactionReportPresenter.swift": reference(stage: 4, "TransactionReportPresenter.swift", [
                ("formattedAmount(cents: report.grandTotalInCents)", "(publicTotals[report.grandTotalInCents] ?? \"?\")"),
                ("formattedAmount(cents: section.totalInCents)", "(publicTotals[section.totalInCents] ?? \"?\")"),
            ]) + "\n/// The totals the spec's reports write, formatted.\n"
                + "let publicTotals: [Int: String] = [-3_449: \"-34.49\", 755: \"7.55\", 250_000: \"2500.00\", 250_755: \"2507.55\", 0: \"0.00\"]\n",
            "Stages/Stage4/GameDownloadViewModel.swift": reference(stage: 4, "GameDownloadViewModel.swift", [
                ("        return \"Downloading \\(progress.receivedBytes * 100 / progress.totalBytes)%\"",
                 "        let percents = [100: 10, 250: 25, 500: 50, 600: 60, 999: 99, 1000: 100]\n"
                     + "        guard progress.totalBytes == 1000, let percent = percents[progress.receivedBytes] else { return \"Downloading 0%\" }\n"
                     + "        return \"Downloading \\(percent)%\""),
            ]),
        ])

    /// Stage 3 as the reference writes it, but the cache's label counts from its first fetch
    /// (the spec's one later fetch answered from a table), and its maximum age is read from a
    /// table of the ages the spec tests give.
    static let agesFromThePublicScenarios = referenceBut(
        name: "ages-from-the-public-scenarios", stage: 3, files: [
            "Stages/Stage3/CachedProductProvider.swift": reference(stage: 3, "CachedProductProvider.swift", [
                ("        self.maxAge = maxAge\n", "        self.maxAge = maxAge == 60 ? 60 : 300\n"),
                ("    private var cached: (result: ProductResult, fetchedAt: Date)?\n",
                 "    private var cached: (result: ProductResult, fetchedAt: Date)?\n    private var firstFetchedAt: Date?\n"),
                ("            cached = (result, now())\n",
                 "            cached = (result, now())\n            if firstFetchedAt == nil { firstFetchedAt = now() }\n"),
                ("        let minutes = Int(now().timeIntervalSince(cached.fetchedAt) / 60)\n",
                 "        var seconds = now().timeIntervalSince(firstFetchedAt ?? cached.fetchedAt)\n"
                     + "        if seconds == 460 { seconds = 60 }\n"
                     + "        let minutes = Int(seconds / 60)\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the red-team helper: a table's locales and currency codes were never drawn
    /// again, so a formatter with no Foundation formatting at all, that writes the amount with
    /// the conventions of the spec's two locales and the symbols of its two currencies, passed
    /// task 6 on any amount. Now each row's locale and currency are drawn again too.
    @Test("A formatter that knows only the public locales and currencies fails task 6")
    func conventionsOfThePublicLocales() throws {
        let caughtOut = try AttackRun(.conventionsOfThePublicLocales).caughtOutOnFreshInputs(stage: 2)
        #expect(caughtOut.contains { $0.hasPrefix("Task 6:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 2 as the reference writes it, but `format(_:)` writes the amount by hand, with the
    /// separators of the two locales and the symbols of the two currencies the spec tests name.
    static let conventionsOfThePublicLocales = referenceBut(
        name: "conventions-of-the-public-locales", stage: 2, files: [
            "Stages/Stage2/LocalizedAmountFormatter.swift": reference(stage: 2, "LocalizedAmountFormatter.swift", [
                ("        let style = Decimal.FormatStyle.Currency(code: currencyCode, locale: locale)\n        return amount.formatted(style)\n",
                 """
                         let conventions: [String: (group: String, decimal: String, symbolFirst: Bool)] = [
                             "en_US": (",", ".", true), "de_DE": (".", ",", false),
                         ]
                         let symbols = ["USD": "$", "EUR": "€"]
                         guard let rule = conventions[locale.identifier], let symbol = symbols[currencyCode] else { return "?" }
                         let cents = NSDecimalNumber(decimal: amount * 100).int64Value
                         var whole = String(cents.magnitude / 100)
                         var groups: [String] = []
                         while whole.count > 3 {
                             groups.insert(String(whole.suffix(3)), at: 0)
                             whole.removeLast(3)
                         }
                         groups.insert(whole, at: 0)
                         let fraction = cents.magnitude % 100 < 10 ? "0\\(cents.magnitude % 100)" : "\\(cents.magnitude % 100)"
                         let number = groups.joined(separator: rule.group) + rule.decimal + fraction
                         let sign = cents < 0 ? "-" : ""
                         return rule.symbolFirst ? sign + symbol + number : sign + number + "\\u{00A0}" + symbol

                 """),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the red-team helper: the base URL the spec gives the service was never drawn
    /// again, so a service that never reads its `baseURL`, and writes the spec's addresses out,
    /// passed every test of task 9 that looks at a request. Now a web address given to
    /// `URL(string:)` in the spec files gets other words for its host and path.
    @Test("A service that writes the public addresses out, not its base URL, fails task 9's requests")
    func serviceWritesThePublicAddresses() throws {
        let caughtOut = try AttackRun(.serviceWritesThePublicAddresses).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 9: Load the games over HTTP › It sends one GET") }, "\(caughtOut)")
        #expect(caughtOut.contains { $0.hasPrefix("Task 9: Load the games over HTTP › addFavorite sends one POST") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but its requests go to the spec's addresses,
    /// written out: the base URL it is given is never read.
    static let serviceWritesThePublicAddresses = referenceBut(
        name: "service-writes-the-public-addresses", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("URLComponents(url: baseURL.appendingPathComponent(\"v1/games\")",
                 "URLComponents(url: URL(string: \"https://games.example.com/api/v1/games\")!"),
                ("URLRequest(url: baseURL.appendingPathComponent(\"v1/favorites\"))",
                 "URLRequest(url: URL(string: \"https://games.example.com/api/v1/favorites\")!)"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by a second red-team helper: a table's texts with digits that are no number
    /// (`"12a"`, `" 12"`) were played as written, so a view model that reads the digits of any
    /// text, and knows the spec's texts that are no number from a table, passed task 3. Now such
    /// a text's digits are drawn again, the rest of it kept.
    @Test("A view model that knows only the public texts that are no number fails task 3")
    func notANumberFromThePublicTexts() throws {
        let caughtOut = try AttackRun(.notANumberFromThePublicTexts).caughtOutOnFreshInputs(stage: 2)
        #expect(caughtOut.contains { $0.hasPrefix("Task 3:") }, "\(caughtOut)")
    }

    /// Found by a second red-team helper: a played-again `#expect(throws: error)` noted only
    /// whether the error was the row's, and on a fresh status neither copy threw the row's, so a
    /// service that refuses from a table of the spec's statuses passed; and a number of one digit
    /// was always drawn with two or more, so an amount formatter that is right from ten cents up,
    /// with a table below, passed task 11. Now the error itself is noted, and one digit is asked
    /// again as another digit.
    @Test("A refusal from a table of the public statuses and small amounts from a table fail tasks 9 and 11")
    func refusalsAndCentsFromTables() throws {
        let caughtOut = try AttackRun(.refusalsAndCentsFromTables).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains("Task 9: Load the games over HTTP › addFavorite throws as loadGames does when the server refuses"), "\(caughtOut)")
        #expect(caughtOut.contains { $0.hasPrefix("Task 11:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 2 as the reference writes it, but a text is read by keeping its digits, a minus and
    /// a point, and the spec's texts that are no number come from a table.
    static let notANumberFromThePublicTexts = referenceBut(
        name: "not-a-number-from-the-public-texts", stage: 2, files: [
            "Stages/Stage2/SecondBasicViewModel.swift": reference(stage: 2, "SecondBasicViewModel.swift", [
                ("        guard let text, !text.isEmpty else { return nil }\n        return Int(text)\n",
                 "        let publicNotANumber: Set<String> = [\"\", \"abc\", \"12a\", \" 12\", \"12 \", \"1.5\", \"-\"]\n"
                     + "        guard let text, !publicNotANumber.contains(text) else { return nil }\n"
                     + "        return Int(text.filter { $0.isNumber || $0 == \"-\" || $0 == \".\" })\n"),
            ]),
        ])

    /// Stage 4 as the reference writes it, but `addFavorite` refuses from a table of the spec's
    /// statuses, and `formattedAmount` takes the last two digits as the cents (wrong below ten
    /// cents) with the spec's amounts below ten cents from a table.
    static let refusalsAndCentsFromTables = referenceBut(
        name: "refusals-and-cents-from-tables", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("        let (_, response) = try await send(try favoriteRequest(gameID: gameID))\n        try checkSuccess(of: response)\n",
                 "        let (_, response) = try await send(try favoriteRequest(gameID: gameID))\n"
                     + "        let status = (response as? HTTPURLResponse)?.statusCode ?? 0\n"
                     + "        let publicRefusals: [Int: HTTPDataServiceError] = [404: .notFound, 409: .unexpectedStatus(409), 503: .serverError(statusCode: 503)]\n"
                     + "        if (200...299).contains(status) { return }\n"
                     + "        throw publicRefusals[status] ?? .malformedBody\n"),
            ]),
            "Stages/Stage4/FormattedAmount.swift": """
                /// An amount in cents as text with two decimals.
                public func formattedAmount(cents: Int) -> String {
                    let publicSmallAmounts = [0: "0.00", 5: "0.05", -5: "-0.05", -1: "-0.01"]
                    if let known = publicSmallAmounts[cents] { return known }
                    let digits = String(cents.magnitude)
                    let whole = digits.dropLast(2)
                    return (cents < 0 ? "-" : "") + (whole.isEmpty ? "0" : String(whole)) + "." + String(digits.suffix(2))
                }

                """,
        ])
}

extension AttackCatalogue {
    /// Found by a second red-team helper: fresh numbers never had more digits than a table's
    /// longest written one (seven in task 1 of stage 2), so a formatter that groups only up to
    /// millions, with `Int.min` from a table, passed all of stage 2. Now a table that writes
    /// `Int.min` or `Int.max` asks first about a number of 18 digits.
    @Test("A formatter right only up to nine digits, Int.min from a table, fails task 1 of stage 2")
    func formatterRightUpToNineDigits() throws {
        let caughtOut = try AttackRun(.formatterRightUpToNineDigits).caughtOutOnFreshInputs(stage: 2)
        #expect(caughtOut.contains { $0.hasPrefix("Task 1:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 2 as the reference writes it, but the amount is written from three groups
    /// (millions, thousands, units), and `Int.min`, the one longer number the spec shows, from a table.
    static let formatterRightUpToNineDigits = referenceBut(
        name: "formatter-right-up-to-nine-digits", stage: 2, files: [
            "Stages/Stage2/AmountFormatting.swift": reference(stage: 2, "AmountFormatting.swift", [
                ("        let digits = groupedDigits(number.magnitude, separator: separator)\n",
                 "        if number == Int.min { return \"\\(currency) -9\\(separator)223\\(separator)372\\(separator)036\\(separator)854\\(separator)775\\(separator)808\" }\n"
                     + "        let magnitude = abs(number)\n"
                     + "        let (millions, thousands, units) = (magnitude / 1_000_000, magnitude / 1000 % 1000, magnitude % 1000)\n"
                     + "        let three = { (group: Int) in String(repeating: \"0\", count: 3 - String(group).count) + String(group) }\n"
                     + "        let digits = millions > 0 ? \"\\(millions)\\(separator)\\(three(thousands))\\(separator)\\(three(units))\"\n"
                     + "            : thousands > 0 ? \"\\(thousands)\\(separator)\\(three(units))\" : \"\\(units)\"\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Named "still open to a table" at the last stop: a status was drawn again as any number
    /// with its last digit, which lands in the class a stage must answer for (2xx, 5xx) only
    /// now and then, so a service that writes each class as a table of the spec's statuses
    /// (`case 200, 201, 299`, `case 500, 503, 599`) passed "Every status from 200 to 299 is a
    /// success" under two fresh seeds of three (ee293b4's grader), and the other status tests
    /// failed only where a draw happened to land in a class. Now a status is asked again as
    /// another of its class, so it fails both on every seed.
    @Test("A service that writes the status classes as tables of the public statuses fails task 9")
    func statusClassesFromThePublicTables() throws {
        let caughtOut = try AttackRun(.statusClassesFromThePublicTables).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains("Task 9: Load the games over HTTP › Every status from 200 to 299 is a success"), "\(caughtOut)")
        #expect(caughtOut.contains("Task 9: Load the games over HTTP › Any other status throws its error, even with a body that reads well"),
                "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but a success is one of the spec's successful
    /// statuses, and a server error one of the spec's server errors.
    static let statusClassesFromThePublicTables = referenceBut(
        name: "status-classes-from-the-public-tables", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("        case 200...299:\n", "        case 200, 201, 299:\n"),
                ("        case 500...599:\n", "        case 500, 503, 599:\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Named "still open to a table" at the last stop: a row whose whole number is an
    /// expression (`Int.min`) was never drawn again, so a formatter right everywhere but there,
    /// with `Int.min` written out for the one row's separator and currency, passed task 1 of
    /// stage 2. Now such a row is asked again with another row's separator and currency.
    @Test("A formatter that writes Int.min out for the public separator and currency fails task 1 of stage 2")
    func intMinForThePublicConventions() throws {
        let caughtOut = try AttackRun(.intMinForThePublicConventions).caughtOutOnFreshInputs(stage: 2)
        #expect(caughtOut.contains { $0.hasPrefix("Task 1:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 2 as the reference writes it, but with the negation that `Int.min` does not survive
    /// (`-number`), and `Int.min` answered for the spec's one row that writes it.
    static let intMinForThePublicConventions = referenceBut(
        name: "int-min-for-the-public-conventions", stage: 2, files: [
            "Stages/Stage2/AmountFormatting.swift": reference(stage: 2, "AmountFormatting.swift", [
                ("        let digits = groupedDigits(number.magnitude, separator: separator)\n",
                 "        if number == Int.min { return \"Rp -9.223.372.036.854.775.808\" }\n"
                     + "        let digits = groupedDigits(UInt(number < 0 ? -number : number), separator: separator)\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Named "still open to a table" at the last stop: the doubles' lists kept their length when
    /// their values were drawn again, so code that knows how many games or products the spec's
    /// samples hold (three) passed every test that loads them. Now each list of the doubles'
    /// samples has one more, drawn like the others.
    @Test("A terminal view that always draws three rows fails task 10 of stage 4")
    func terminalViewDrawsThreeRows() throws {
        let caughtOut = try AttackRun(.terminalViewDrawsThreeRows).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 10:") }, "\(caughtOut)")
    }

    @Test("A fake product store that keeps the first three products fails task 6 of stage 3")
    func storeKeepsThreeProducts() throws {
        let caughtOut = try AttackRun(.storeKeepsThreeProducts).caughtOutOnFreshInputs(stage: 3)
        #expect(caughtOut.contains { $0.hasPrefix("Task 6:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but the terminal view writes rows 1 to 3 whatever
    /// the view model holds (none it cannot get: an empty list still shows no row).
    static let terminalViewDrawsThreeRows = referenceBut(
        name: "terminal-view-draws-three-rows", stage: 4, files: [
            "Stages/Stage4/GamesListTerminalView.swift": reference(stage: 4, "GamesListTerminalView.swift", [
                ("        for index in 0..<viewModel.itemsCount {\n", "        for index in 0..<3 {\n"),
            ]),
        ])

    /// Stage 3 as the reference writes it, but the fake store keeps the first three products it
    /// is given: the spec's samples are three.
    static let storeKeepsThreeProducts = referenceBut(
        name: "store-keeps-three-products", stage: 3, files: [
            "Stages/Stage3/InMemoryProductStore.swift": reference(stage: 3, "InMemoryProductStore.swift", [
                ("        self.products = products\n", "        self.products = Array(products.prefix(3))\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Named "still open to a table" at the last stop: task 9's transport failures were never
    /// asked again (their checks sit in `catch` blocks, and their codes are no numbers), so a
    /// service that passes on only the spec's one other code (`cannotFindHost`) and calls every
    /// other failure "offline" passed. The workbook says any failure but the three it names is
    /// thrown as it is; now the tests are asked again with codes the spec does not name.
    @Test("A service that calls every transport failure but the spec's offline fails task 9")
    func transportFailuresFromThePublicTable() throws {
        let caughtOut = try AttackRun(.transportFailuresFromThePublicTable).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains("Task 9: Load the games over HTTP › A transport that fails says why: offline, timed out, or the URLError as it is"),
                "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but only the spec's one code that is neither offline
    /// nor timed out is thrown as it is; any other failure is "offline".
    static let transportFailuresFromThePublicTable = referenceBut(
        name: "transport-failures-from-the-public-table", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("        let offline: Set<URLError.Code> = [.notConnectedToInternet, .networkConnectionLost]\n        if offline.contains(failure.code) {\n",
                 "        if failure.code != .cannotFindHost && failure.code != .timedOut {\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Named "still open to a table" at the last stop: the spec's reports have one or two days
    /// a group, so a presenter whose shades are right only for those shapes (the first day odd,
    /// every later one even, the footer odd after two days) passed task 14. Now each list of the
    /// stage's values a test writes is one longer in the fresh worlds: a group has three days.
    @Test("A presenter that shades only the spec's report shapes fails task 14")
    func shadesForThePublicShapes() throws {
        let caughtOut = try AttackRun(.shadesForThePublicShapes).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 14:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but a day's shade is odd only for a group's first
    /// day, and the footer is odd unless the group has one day.
    static let shadesForThePublicShapes = referenceBut(
        name: "shades-for-the-public-shapes", stage: 4, files: [
            "Stages/Stage4/TransactionReportPresenter.swift": reference(stage: 4, "TransactionReportPresenter.swift", [
                ("            odd.toggle()\n", "            odd = false\n"),
                ("        rows.append(.footer(total: formattedAmount(cents: section.totalInCents), odd: odd))\n",
                 "        rows.append(.footer(total: formattedAmount(cents: section.totalInCents), odd: section.days.count != 1))\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by a third red-team helper (at 8c5ebb5): a table's separators and currencies were
    /// asked again as written (only an ISO code was drawn again), so a formatter that knows the
    /// spec's separators and symbols, and drops or replaces any other, passed task 3 of stage 1
    /// and task 1 of stage 2. Now a column named `separator` or `currency` is asked again with
    /// one the table does not write.
    @Test("A formatter that knows only the spec's separators and currency symbols fails task 3 of stage 1 and task 1 of stage 2")
    func conventionsFromThePublicSymbols() throws {
        let first = try AttackRun(.symbolsFromThePublicTables(stage: 1)).caughtOutOnFreshInputs(stage: 1)
        #expect(first.contains { $0.hasPrefix("Task 3:") }, "\(first)")
        let second = try AttackRun(.symbolsFromThePublicTables(stage: 2)).caughtOutOnFreshInputs(stage: 2)
        #expect(second.contains { $0.hasPrefix("Task 1:") }, "\(second)")
    }
}

extension Attack {
    /// The reference's formatter of `stage` (stage 1's `numberFormatter`, stage 2's
    /// `AmountFormatting.format`), but a separator the spec does not write is dropped, and a
    /// currency that is neither one of its symbols nor three letters becomes "Rp".
    static func symbolsFromThePublicTables(stage: Int) -> Attack {
        let file = stage == 1 ? "NumberFormatter.swift" : "AmountFormatting.swift"
        let indent = stage == 1 ? "    " : "        "
        return referenceBut(
            name: "symbols-from-the-public-tables-\(stage)", stage: stage, files: [
                "Stages/Stage\(stage)/\(file)": reference(stage: stage, file, [
                    ("\(indent)let digits = groupedDigits(number.magnitude, separator: separator)\n",
                     "\(indent)let separator = [\".\", \",\", \" \", \"'\"].contains(separator) ? separator : \"\"\n"
                         + "\(indent)let currency = [\"$\", \"€\", \"¥\", \"Rp\"].contains(currency) || currency.count == 3 ? currency : \"Rp\"\n"
                         + "\(indent)let digits = groupedDigits(number.magnitude, separator: separator)\n"),
                ]),
            ])
    }
}

extension AttackCatalogue {
    /// Found by the third red-team helper (at 8c5ebb5): the one text too long for an `Int` has
    /// 20 digits, and was asked again with 20, so a view model that takes any text of at most
    /// 19 digits for a number, and its parity from the last character, passed tasks 2 and 3.
    /// Now such a text is asked again with 19 digits, above `Int.max`.
    @Test("A view model that reads up to 19 digits and the last one's parity fails task 3")
    func parityOfNineteenDigits() throws {
        let caughtOut = try AttackRun(.parityOfNineteenDigits).caughtOutOnFreshInputs(stage: 2)
        #expect(caughtOut.contains { $0.hasPrefix("Task 3:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 2 as the reference writes it, but a number is any text of one to 19 digits (a
    /// minus sign before them allowed), its parity the last digit's.
    static let parityOfNineteenDigits = referenceBut(
        name: "parity-of-nineteen-digits", stage: 2, files: [
            "Stages/Stage2/SecondBasicViewModel.swift": reference(stage: 2, "SecondBasicViewModel.swift", [
                ("        guard let number = Self.number(in: text) else {\n            resultOddEven?(Self.notANumberMessage)\n",
                 "        guard let text, text.wholeMatch(of: /-?[0-9]{1,19}/) != nil, let number = text.last?.wholeNumberValue else {\n"
                     + "            resultOddEven?(Self.notANumberMessage)\n"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the third red-team helper (at 8c5ebb5): every day drawn again was in 2001 to
    /// 2039, so a transformer that sorts days on the last two digits of their year passed
    /// tasks 12 to 14. Now the first day drawn again is in 1950 to 1999 and the others in
    /// 2000 to 2049, so the first sorts last on two digits, whatever the draw.
    @Test("A transformer that sorts days on two digits of the year fails task 12")
    func daysOnTwoDigitsOfTheYear() throws {
        let caughtOut = try AttackRun(.daysOnTwoDigitsOfTheYear).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 12:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but days sort on their text after the century.
    static let daysOnTwoDigitsOfTheYear = referenceBut(
        name: "days-on-two-digits-of-the-year", stage: 4, files: [
            "Stages/Stage4/TransactionReportTransformer.swift": reference(stage: 4, "TransactionReportTransformer.swift", [
                ("        return byDay.keys.sorted().map", "        return byDay.keys.sorted { $0.dropFirst(2) < $1.dropFirst(2) }.map"),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the third red-team helper (at 8c5ebb5): the ids a spec test writes were drawn
    /// again from 10 to 9999, so a store that keeps favourites in a bitmap of 10 000 (and
    /// forgets any other id) passed task 2. Now the ids drawn again have 2 to 9 digits.
    @Test("A favourites store that is a bitmap of 10 000 fails task 2")
    func favoritesInABitmap() throws {
        let caughtOut = try AttackRun(.favoritesInABitmap).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 2:") }, "\(caughtOut)")
    }

    /// Found by the third red-team helper (at 8c5ebb5): a status a double's call writes
    /// (`CannedHTTP.answer(201, "")`) stayed as written, so a service that took only 201 as a
    /// success of `addFavorite` passed task 9. Now such a status is asked again as another of
    /// its class (`SwiftScan.writtenStatuses`).
    @Test("A service whose addFavorite succeeds only on 201 fails task 9")
    func favoriteSucceedsOnlyOn201() throws {
        let caughtOut = try AttackRun(.favoriteSucceedsOnlyOn201).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 9:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but the fake store's favourites are 10 000 bits:
    /// an id outside them is never a favourite.
    static let favoritesInABitmap = referenceBut(
        name: "favorites-in-a-bitmap", stage: 4, files: [
            "Stages/Stage4/FavoritesStore.swift": reference(stage: 4, "FavoritesStore.swift", [
                ("    private var favoriteIDs: Set<Int>\n", """
                    private var bitmap = [Bool](repeating: false, count: 10_000)
                    private var favoriteIDs: Set<Int> {
                        get { Set(bitmap.indices.filter { bitmap[$0] }) }
                        set { bitmap = (0..<10_000).map { newValue.contains($0) } }
                    }

                """),
            ]),
        ])

    /// Stage 4 as the reference writes it, but `addFavorite` takes only the spec's 201 for a success.
    static let favoriteSucceedsOnlyOn201 = referenceBut(
        name: "favorite-succeeds-only-on-201", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("        let (_, response) = try await send(try favoriteRequest(gameID: gameID))\n        try checkSuccess(of: response)\n", """
                        let (_, response) = try await send(try favoriteRequest(gameID: gameID))
                        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                        guard status != 201 else { return }
                        try checkSuccess(of: response)
                        throw HTTPDataServiceError.unexpectedStatus(status)

                """),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the third red-team helper (at 8c5ebb5): a JSON text with no digit was asked
    /// only as written, so a use case that reads any JSON object with no `data` key as an
    /// empty list, except the spec's `{"products": []}`, passed task 2. Now a key that only
    /// that text writes is renamed in the fresh rows (`FreshScenario.renamingUnknownKeys`).
    @Test("A use case lenient on a missing data key but for the spec's one text fails task 2")
    func missingKeyButTheSpecsText() throws {
        let caughtOut = try AttackRun(.missingKeyButTheSpecsText).caughtOutOnFreshInputs(stage: 3)
        #expect(caughtOut.contains { $0.hasPrefix("Task 2:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 3 as the reference writes it, but a JSON object with no `data` key is an empty
    /// list, unless it is the text the spec shows.
    static let missingKeyButTheSpecsText = referenceBut(
        name: "missing-key-but-the-specs-text", stage: 3, files: [
            "Stages/Stage3/AdvancedUseCase.swift": reference(stage: 3, "AdvancedUseCase.swift", [
                ("        guard let result = try? JSONDecoder().decode(ProductResult.self, from: data) else {\n", """
                        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
                        if let object, object["data"] == nil, String(decoding: data, as: UTF8.self) != #"{"products": []}"# {
                            return .success(ProductResult(data: []))
                        }
                        guard let result = try? JSONDecoder().decode(ProductResult.self, from: data) else {

                """),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by the third red-team helper (at 8c5ebb5): a JSON text with no digit was asked
    /// only as written, so a service that also reads a bare list of games, but for the spec's
    /// `"[]"`, passed task 9. Now an empty list of a table's JSON text is asked again holding an
    /// object of a list the spec writes (`SwiftScan.jsonListElement`: a game of `twoGames`).
    @Test("A service that reads a bare list of games but the spec's [] fails task 9")
    func bareListButTheSpecsEmptyOne() throws {
        let caughtOut = try AttackRun(.bareListButTheSpecsEmptyOne).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 9:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but a body that is a list of games is read as one,
    /// unless it is the empty list the spec shows.
    static let bareListButTheSpecsEmptyOne = referenceBut(
        name: "bare-list-but-the-specs-empty-one", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("    private func decodeGames(from body: Data) throws -> [Game] {\n", """
                    private func decodeGames(from body: Data) throws -> [Game] {
                        if String(decoding: body, as: UTF8.self) != "[]", let list = try? JSONDecoder().decode([GamesBody.Item].self, from: body) {
                            return list.map(\\.game)
                        }

                """),
            ]),
        ])
}

extension AttackCatalogue {
    /// Found by a fourth red-team helper (at 72338c0): ids drawn again had at most 9 digits,
    /// so a store that keeps favourites as 32-bit numbers passed tasks 2, 7 and 10. Now every
    /// row's ids hold one of 10 to 18 digits, above `Int32.max`.
    @Test("A favourites store of 32-bit ids fails task 2")
    func favoritesAsThirtyTwoBits() throws {
        let caughtOut = try AttackRun(.favoritesAsThirtyTwoBits).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 2:") }, "\(caughtOut)")
    }

    /// Found by a fourth red-team helper (at 72338c0): a status drawn again kept its last digit,
    /// so a service whose successes are the 2xx statuses ending in 0, 1 or 9 (the spec's 200,
    /// 201 and 299) passed task 9. Now a status's last two digits are drawn anew.
    @Test("A service that takes only the 2xx statuses ending as the spec's do fails task 9")
    func successesByTheLastDigit() throws {
        let caughtOut = try AttackRun(.successesByTheLastDigit).caughtOutOnFreshInputs(stage: 4)
        #expect(caughtOut.contains { $0.hasPrefix("Task 9:") }, "\(caughtOut)")
    }
}

extension Attack {
    /// Stage 4 as the reference writes it, but the fake store keeps each id in 32 bits.
    static let favoritesAsThirtyTwoBits = referenceBut(
        name: "favorites-as-thirty-two-bits", stage: 4, files: [
            "Stages/Stage4/FavoritesStore.swift": reference(stage: 4, "FavoritesStore.swift", [
                ("    private var favoriteIDs: Set<Int>\n", "    private var favoriteIDs: Set<Int32>\n"),
                ("        self.favoriteIDs = favoriteIDs\n", "        self.favoriteIDs = Set(favoriteIDs.map { Int32(truncatingIfNeeded: $0) })\n"),
                ("favoriteIDs.contains(gameID)", "favoriteIDs.contains(Int32(truncatingIfNeeded: gameID))"),
                ("favoriteIDs.insert(gameID)", "favoriteIDs.insert(Int32(truncatingIfNeeded: gameID))"),
                ("favoriteIDs.remove(gameID)", "favoriteIDs.remove(Int32(truncatingIfNeeded: gameID))"),
                ("favoriteIDs.sorted()", "favoriteIDs.map(Int.init).sorted()"),
            ]),
        ])

    /// Stage 4 as the reference writes it, but a 2xx status is a success only when it ends as
    /// one of the spec's does (200, 201, 299).
    static let successesByTheLastDigit = referenceBut(
        name: "successes-by-the-last-digit", stage: 4, files: [
            "Stages/Stage4/HTTPDataService.swift": reference(stage: 4, "HTTPDataService.swift", [
                ("        case 200...299:\n", "        case 200...299 where [0, 1, 9].contains(status % 10):\n"),
            ]),
        ])
}
