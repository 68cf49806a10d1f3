import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("A stage keeps the workbook's declarations: same signatures, no operator of its own, no second declaration")
struct WorkbookDeclarationsTests {
    private let formatter = StageSymbolGraph.Symbol(
        usr: "s:6Stage115numberFormatter0B09separator8currencySSSi_S2StF", path: "numberFormatter(number:separator:currency:)",
        access: "public", declaration: "func numberFormatter(number: Int, separator: String = \".\", currency: String = \"Rp\") -> String",
        isOperator: false)

    private var pinned: [PinnedDeclaration] {
        WorkbookDeclarations.pinned(from: StageSymbolGraph(symbols: [formatter], foreignOperators: []))
    }

    @Test("The starters' public declarations are pinned; a protocol extension's lent ones and internal ones are not")
    func pinsPublicDeclarations() {
        let lent = StageSymbolGraph.Symbol(usr: "s:SQsE2neoiySbx_xtFZ::SYNTHESIZED::s:6Stage44GameV", path: "Game.!=(_:_:)",
                                           access: "public", declaration: "static func != (lhs: Self, rhs: Self) -> Bool", isOperator: true)
        let helper = StageSymbolGraph.Symbol(usr: "s:6Stage16helperyyF", path: "helper()", access: "internal", declaration: "func helper()",
                                             isOperator: false)
        let pins = WorkbookDeclarations.pinned(from: StageSymbolGraph(symbols: [formatter, lent, helper], foreignOperators: []))
        #expect(pins.map(\.path) == ["numberFormatter(number:separator:currency:)"])
        #expect(WorkbookDeclarations.problems(StageSymbolGraph(symbols: [formatter, lent, helper], foreignOperators: []), pinned: pins).isEmpty)
    }

    @Test("A changed return type is the learner's problem, with the workbook's declaration")
    func changedSignatureIsNamed() {
        var changed = formatter
        changed.usr = "s:6Stage115numberFormatter0B09separator8currencyAA9AgreeableVSi_S2StF"
        let problems = WorkbookDeclarations.problems(StageSymbolGraph(symbols: [changed], foreignOperators: []), pinned: pinned)
        #expect(problems.first == "`numberFormatter(number:separator:currency:)` must be declared as the workbook declares it: "
            + "`func numberFormatter(number: Int, separator: String = \".\", currency: String = \"Rp\") -> String`")
        #expect(problems.count == 2, "the changed one is also a second declaration under the workbook's name: \(problems)")
    }

    @Test("An operator of the stage's own, on its types or another module's, is refused")
    func operatorsAreRefused() {
        let equals = StageSymbolGraph.Symbol(usr: "s:6Stage19AgreeableV2eeoiySbAC_ACtFZ", path: "Agreeable.==(_:_:)", access: "public",
                                             declaration: "static func == (lhs: Agreeable, rhs: Agreeable) -> Bool", isOperator: true)
        let problems = WorkbookDeclarations.problems(StageSymbolGraph(symbols: [formatter, equals], foreignOperators: ["String.==(_:_:)"]),
                                                     pinned: pinned)
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.contains("no operator") })
    }

    @Test("A declaration the compiler records as @_spi is refused, whatever the source check saw")
    func spiIsRefused() throws {
        let json = #"{"symbols":[{"identifier":{"precise":"s:6Stage16SecretV"},"kind":{"identifier":"swift.struct"},"#
            + #""pathComponents":["Secret"],"accessLevel":"public","spi":true}],"relationships":[]}"#
        let symbols = try StageSymbolGraph.decode(Data(json.utf8))
        #expect(symbols.map(\.isSPI) == [true])
        let problems = WorkbookDeclarations.problems(StageSymbolGraph(symbols: [formatter] + symbols, foreignOperators: []), pinned: pinned)
        #expect(problems == ["`Secret`: a stage declares nothing `@_spi`; keep its declarations plain"])
    }

    @Test("The symbol graph file's fields are read as swift symbolgraph-extract writes them")
    func decodesTheToolsFormat() throws {
        let json = #"{"symbols":[{"identifier":{"precise":"s:6Stage16isEven6numberSbSi_tF","interfaceLanguage":"swift"},"#
            + #""kind":{"identifier":"swift.func","displayName":"Function"},"pathComponents":["isEven(number:)"],"accessLevel":"public","#
            + #""declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},"#
            + #"{"kind":"identifier","spelling":"isEven"},{"kind":"text","spelling":"(number: Int) -> Bool"}]}],"relationships":[]}"#
        let symbols = try StageSymbolGraph.decode(Data(json.utf8))
        #expect(symbols == [StageSymbolGraph.Symbol(usr: "s:6Stage16isEven6numberSbSi_tF", path: "isEven(number:)", access: "public",
                                                    declaration: "func isEven(number: Int) -> Bool", isOperator: false)])
    }
}
