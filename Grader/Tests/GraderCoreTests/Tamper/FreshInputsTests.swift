import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
@testable import SwiftSource
import Testing

@Suite("Spec tests asked again on fresh whole numbers, against the reference's answers")
struct FreshInputsTests {
    private let source = """
        import Testing
        @testable import Stage1

        @Suite("Task 3: Use any separator and currency")
        struct CurrencySpec {
            @Test("The currency goes first", arguments: [
                (1000, "$", "$ 1.000"),
                (-2500, "€", "€ -2.500"),
            ])
            func currency(number: Int, currency: String, expected: String) {
                #expect(numberFormatter(number: number, currency: currency) == expected, "the currency, then a space")
            }

            @Test("An odd number is odd", arguments: [3, -1, Int.max])
            func odd(number: Int) {
                #expect(!isEven(number: number))
            }

            @Test("One thousand and five") func thousandAndFive() {
                #expect(numberFormatter(number: 1_005, separator: ",") == "Rp 1,005")
            }

            @Test("Only text") func onlyText() {
                #expect(greeting(for: "Ana") == "Hello, Ana!")
            }

            @Test("A view model") func viewModel() {
                let model = Model()
                #expect(model.answer == "Genap")
            }
        }

        """

    private func fresh(_ function: String) -> FreshInputs? {
        let test = SwiftScan.tests(in: source).first { $0.function == function }!
        return FreshInputs(test, in: source, functions: ["numberFormatter", "isEven", "greeting"])
    }

    @Test("A table's whole-number column is drawn afresh; a currency is another the table does not write; labels stay")
    func tableTest() throws {
        var random = SeededRandom(seed: 1)
        let checks = try #require(fresh("currency")).checks(count: 3, module: "Stage1", oracle: "Kor", random: &random)
        #expect(checks.count == 3)
        for check in checks {
            let call = try #require(check.firstMatch(of: #/Stage1\.(numberFormatter\(number: \(-?\d+\), currency: \("([^"]+)"\)\)) == Kor\.(.*)\)$/#))
            #expect(String(call.1) == String(call.3))
            #expect(FreshConventions.currencySymbols.contains(String(call.2)), "\(check)")
        }
    }

    @Test("A scalar table and a literal are drawn afresh; a call with no whole number, or none of the stage's, does not qualify")
    func otherShapes() throws {
        var random = SeededRandom(seed: 2)
        let odd = try #require(fresh("odd")).checks(count: 1, module: "Stage1", oracle: "Kor", random: &random)
        #expect(odd.first?.contains(#/Stage1\.isEven\(number: \(-?\d+\)\) == Kor\.isEven\(number: \(-?\d+\)\)/#) == true, "\(odd)")
        let literal = try #require(fresh("thousandAndFive")).checks(count: 1, module: "Stage1", oracle: "Kor", random: &random)
        #expect(literal.first?.contains(#/Stage1\.numberFormatter\(number: \(-?\d+\), separator: ","\)/#) == true, "\(literal)")
        #expect(literal.first?.contains("1_005") == false)
        #expect(fresh("onlyText") == nil)
        #expect(fresh("viewModel") == nil)
    }

    @Test("The twins carry the checks in a file of their own, asking the oracle; the public spec tests are unchanged")
    func twinsCarryTheChecks() throws {
        let plain = SpecTwins.generate(specFiles: ["CurrencySpec.swift": Data(source.utf8)], stage: 1, seed: 9)
        let twins = SpecTwins.generate(specFiles: ["CurrencySpec.swift": Data(source.utf8)], stage: 1, seed: 9,
                                       functions: ["numberFormatter", "isEven"])
        let oracle = try #require(twins.oracleModule)
        #expect(plain.oracleModule == nil)
        #expect(Set(twins.freshOf.values) == ["CurrencySpec/currency", "CurrencySpec/odd", "CurrencySpec/thousandAndFive"])
        #expect(twins.twinOf == plain.twinOf, "the same seed names the twins as before")
        let freshFile = try #require(twins.files.first { String(decoding: $0.value, as: UTF8.self).contains("import \(oracle)") })
        #expect(String(decoding: freshFile.value, as: UTF8.self).components(separatedBy: "#expect(").count - 1 == 3 * SpecTwinWriter.freshChecksPerTest)
    }

    @Test("A spec test that passed on its own inputs and failed on fresh ones fails, saying so")
    func judgedWithItsFreshCheck() {
        var twins = SpecTwins(module: "Kt", publicModule: "Stage1Spec", files: [:], twinOf: ["CurrencySpec/currency": "Kx/kc"],
                              canaries: [], publicNames: ["Kt": "Stage1Spec", "Kx": "CurrencySpec", "kc": "currency", "Kor": "Reference"])
        twins.freshOf = ["Ky/kf": "CurrencySpec/currency"]
        let told = [TestResult(test: PlannedTest(id: "Stage1Spec.CurrencySpec/currency(number:currency:expected:)/CurrencySpec.swift:9:6",
                                                 name: "currency"), status: .passed)]
        let generated = ["Ky/kf": TestResult(test: PlannedTest(id: "Kt.Ky/kf()/F.swift:3:6", name: "kf"), status: .failed,
                                             message: "Expectation failed: (Stage1.isEven(number: (48)) → false) == (Kor.isEven(number: (48)) → true)")]
        let judged = SpecTamperCheck.answeredOnFreshInputs(told, generated: generated, twins: twins)
        #expect(judged.first?.status == .failed)
        #expect(judged.first?.message?.hasPrefix("passes on its own inputs, not on others the grader drew") == true)
        #expect(judged.first?.message?.contains("Reference.isEven(number: (48)) → true") == true)
    }
}

extension FreshInputsTests {
    @Test("Fresh numbers keep the sign and last digit of a row written as a number (one of one digit: its sign and parity); rows such as Int.max are not drawn")
    func freshNumbersKeepParity() throws {
        let source = """
            import Testing
            @testable import Stage1

            @Test("An odd number is odd", arguments: [3, -33, Int.max, Int.min + 1])
            func odd(number: Int) {
                #expect(!isEven(number: number))
            }

            """
        let test = try #require(SwiftScan.tests(in: source).first)
        let fresh = try #require(FreshInputs(test, in: source, functions: ["isEven"]))
        var random = SeededRandom(seed: 3)
        for check in fresh.checks(count: 40, module: "Stage1", oracle: "Kor", random: &random) {
            let number = try #require(check.firstMatch(of: #/isEven\(number: \((-?\d+)\)\)/#).map { Int($0.1)! })
            // 3 is asked again as another odd number of one digit, -33 as one ending in 3.
            #expect(number.magnitude < 10 ? (number > 0 && number % 2 == 1 && number != 3) : (number < 0 && number.magnitude % 10 == 3), "\(check)")
        }
    }
}
