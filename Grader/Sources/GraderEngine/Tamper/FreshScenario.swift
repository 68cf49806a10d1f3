import Foundation
import SwiftSource

// MARK: - A spec test played again on rows nobody has seen, against the learner's code and the reference

/// A spec test whose table holds whole numbers (as numbers, or as the text of one: `"32"`), or
/// whose body types the text of one (`viewModel.isEven(text: "2")`), asked again on rows drawn
/// for the workspace (issue 38). Unlike a call of a
/// top-level function (`FreshInputs`), such a test drives a view model or a stub, so its answer
/// cannot be written beside it: its body is played twice on the same fresh row, against the
/// learner's module and against the oracle's, each `#expect` turned into a note of the values it
/// compares, and the two lists of notes must be the same. A stage that answers only the inputs
/// the spec tests show answers the fresh rows differently from the reference.
///
/// A test qualifies when it sits in a suite, is not `static`, has a number to draw again (a
/// whole one in its `arguments:` array literal, or the text of one, `"-1234.5"`, there or typed
/// in its body; a quantity its body writes, `receivedBytes: 500`, scaled with the others by one
/// factor; a status its body has a double answer with; a JSON text in its table with a key no
/// other text writes; or, in the spec files it needs, sample data that `FreshSampleData` draws again),
/// indexes nothing of its own with a parameter (`products[index]`), and its body
/// is a plain list of steps: every `#expect` and `#require` a statement of its own (not inside
/// a closure or a branch, but for a `do` block and its `catch` blocks, whose notes say which ran),
/// no `return`, no `guard`. A `#require` becomes a call that throws
/// when its value is missing or its condition false: a throw the check notes, as it notes the
/// reference's.
struct FreshScenario {
    var suite: String
    var function: String
    /// The parameter list as written, parentheses included: `(text: String, expected: String)`.
    var parameters: String
    /// Each parameter's argument label in a call; `nil` for `_`.
    var labels: [String?]
    /// The body between its braces, each `#expect` turned into notes on `notesPlaceholder`.
    var observedBody: String
    var rows: [[String]]
    /// The most digits of a whole number the table writes (2 to 18), as `FreshInputs.digits`.
    var digits: Int
    /// How many of each row's last cells are ids (`identities`), drawn again together.
    var identityCount = 0
    /// A parameter whose collection is not written out (`kind`, `SpecStoreKind.allCases`): the
    /// observer plays the body once for each element.
    var loop: (parameter: String, collection: String)?
    /// Whether the rows are played as written, none drawn: they index the sample data.
    var playedAsWritten = false
    /// Whether the table writes `Int.min` or `Int.max`: its first fresh row with a whole number
    /// of two digits or more draws that number with 18 (`freshArguments`).
    var asksEveryInt = false
    /// The whole quantities the body writes (`receivedBytes: 500`), played scaled by one factor.
    var quantities: [Int] = []
    /// The columns of the table that are quantities (`received` in `receivedBytes: received`):
    /// a fresh row scales them by one factor, instead of drawing each alone.
    var quantityColumns: Set<Int> = []
    /// The columns of the table that are HTTP statuses (a parameter named `status` or
    /// `statusCode`): a fresh row asks about another status of the same class (`FreshInputs.freshStatus`).
    var statusColumns: Set<Int> = []
    /// The columns of the table that are `URLError` codes (a parameter of type `URLError.Code`):
    /// a fresh row asks about a code the table does not name (`FreshConventions.freshTransportFailure`).
    var transportColumns: Set<Int> = []
    /// The columns named `separator` or `currency`, by name: a fresh row asks about another
    /// (`FreshConventions.freshSymbol`).
    var symbolColumns: [Int: String] = [:]
    /// What the spec's texts show of the stage's JSON; `nil` when unknown. A JSON text of the
    /// table is asked again with its other keys renamed and an empty list filled (`freshJSON`).
    var knownJSON: KnownJSON?

    /// The JSON keys the spec writes in more than one text, or the stage's resources write (keys
    /// a decoder of the stage may read), and an object of a list the spec's JSON texts write
    /// (`SwiftScan.jsonListElement`: a game, a product).
    struct KnownJSON: Equatable {
        var keys: Set<String>
        var listElement: String?
    }
    /// Every whole number the test's file writes, as a magnitude: a factor never makes a
    /// quantity one of them (`scale(for:_:)`).
    var writtenNumbers: Set<UInt> = []
    /// Whether the body writes quantities, played scaled by one factor.
    var scalesQuantities: Bool { !quantities.isEmpty }

    /// The placeholder for the generated name of the list of notes in `observedBody`.
    static let notesPlaceholder = "__FRESH_NOTES__"
    /// The placeholder for the generated name of the function a `#require` becomes.
    static let requirePlaceholder = "__FRESH_REQUIRE__"
    /// The placeholder for the factor that scales the body's quantities.
    static let scalePlaceholder = "__FRESH_SCALE__"

    /// `needsNumbers` false takes a test with no number of its own to draw: one that loads the
    /// spec's sample data, which `FreshSampleData` draws again instead; it is played on its own rows.
    /// `helpers` are the spec files' functions that call a closure before they return
    /// (`SwiftScan.closureHelpers`): an `#expect` in such a closure is a step of the test like any other.
    /// `statusTakers` are the spec files' functions whose first parameter is an HTTP status
    /// (`SwiftScan.statusTakers`): a status the body passes one (`CannedHTTP.answer(201, "")`) is
    /// asked again as another of its class, as a table's status column is.
    /// `json` is what the spec's texts show of the stage's JSON (`knownJSON`).
    init?(_ test: SwiftScan.ScannedTest, in source: String, needsNumbers: Bool = true, helpers: Set<String> = [],
          statusTakers: Set<String> = [], json: KnownJSON? = nil) {
        guard let suite = test.suite else { return nil }
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        let bytes = Array(source.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard let start = tokens.firstIndex(where: { $0.line > test.line }),
              let function = tokens[start...].firstIndex(where: { $0.isWord("func") }),
              !tokens[start..<function].contains(where: { $0.isWord("static") }),
              function + 2 < tokens.count, tokens[function + 2].isPunctuation("("),
              let close = SwiftScan.closing(tokens, from: function + 2),
              let (names, types, bodyStart) = TableCanary.parameters(tokens, from: function + 2),
              let bodyEnd = SwiftScan.closing(tokens, from: bodyStart) else { return nil }
        var rows: [[String]] = [[]]
        if test.parameterized {
            if let table = FreshInputs.argumentRows(tokens, attributes: start..<function, parameterCount: names.count, text: text) {
                // A row that indexes the test's own data (`products[index]`) cannot be drawn
                // again; where that data is the sample data, drawn instead, the rows are played as written.
                if Self.subscripts(with: names, tokens[bodyStart...bodyEnd]) {
                    guard !needsNumbers else { return nil }
                    playedAsWritten = true
                }
                rows = table
            } else {
                // A collection that is not written out (`SpecStoreKind.allCases`,
                // `0..<SampleGames.all.count`): the observer plays the body for each of its
                // elements, in either copy's names; nothing of it is drawn, so it may index.
                guard names.count == 1, let collection = SwiftScan.argumentsExpression(tokens, attributes: start..<function) else { return nil }
                loop = (names[0], text(tokens[collection.lowerBound].start..<tokens[collection.upperBound - 1].end))
            }
        }
        // Text the body types that is a whole number (`viewModel.isEven(text: "2")`): each such
        // literal becomes a parameter of its own, `freshText0`…, drawn afresh like a table's.
        let typed = tokens[bodyStart...bodyEnd].filter { $0.kind == .string && Self.numberInQuotes($0.text) != nil }
        // Statuses a double answers with (`CannedHTTP.answer(201, "")`): each a parameter of its
        // own, `freshStatus0`…, drawn as a table's status column is.
        let statuses = SwiftScan.writtenStatuses(tokens[bodyStart...bodyEnd], takers: statusTakers)
        // Ids the body writes (`favoriteIDs: [30, 4]`, `gameID: 7`): each value one parameter,
        // `freshID0`… in the order of the values, written in for every place it is an id.
        // The ids of a JSON text it writes (`"id": 42`) are drawn with them, as interpolations:
        // the product it decodes is then the one it expects, in both copies.
        let identities = SwiftScan.identities(tokens[bodyStart...bodyEnd])
        let jsonIdentities = SwiftScan.jsonIdentities(tokens[bodyStart...bodyEnd])
        let identityValues = Set(identities.map { Int($0.text)! } + jsonIdentities.map(\.value)).sorted()
        func freshID(_ value: Int) -> String { "freshID\(identityValues.firstIndex(of: value)!)" }
        // Quantities the body writes (`receivedBytes: 500, totalBytes: 1000`, `bySeconds: 400`):
        // each multiplied by one factor drawn per test, so the scenario keeps its ratios and
        // its order (half of the bytes, a list older than its maximum age) on other numbers.
        // (A quantity too big to multiply by 99 is left as written.)
        let quantities = SwiftScan.quantities(tokens[bodyStart...bodyEnd]).filter { $0.text.count < 16 }
        let holes = (typed.enumerated().map { (range: $1.start..<$1.end, name: "freshText\($0)") }
            + statuses.enumerated().map { (range: $1.start..<$1.end, name: "freshStatus\($0)") }
            + identities.map { (range: $0.start..<$0.end, name: freshID(Int($0.text)!)) }
            + jsonIdentities.map { (range: $0.range, name: "\\(\(freshID($0.value)))") }
            + quantities.map { (range: $0.start..<$0.end, name: "(\($0.text) * \(Self.scalePlaceholder))") })
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        func substituted(_ range: Range<Int>) -> String {
            var result = ""
            var from = range.lowerBound
            for hole in holes where hole.range.lowerBound >= range.lowerBound && hole.range.upperBound <= range.upperBound {
                result += text(from..<hole.range.lowerBound) + hole.name
                from = hole.range.upperBound
            }
            return result + text(from..<range.upperBound)
        }
        let ownColumns = loop == nil ? names.count : 0
        rows = rows.map { $0 + typed.map(\.text) + statuses.map(\.text) + identityValues.map(String.init) }
        self.quantities = quantities.map { FreshInputs.wholeNumber($0.text)! }
        if test.parameterized, loop == nil, !playedAsWritten {
            let quantityNames = SwiftScan.quantityNames(tokens[bodyStart...bodyEnd])
            quantityColumns = Set(names.indices.filter { quantityNames.contains(names[$0]) })
            statusColumns = Set(names.indices.filter { ["status", "statusCode"].contains(names[$0]) })
            transportColumns = Set(names.indices.filter { types[$0] == "URLError" })
            symbolColumns = Dictionary(uniqueKeysWithValues: names.enumerated().filter { ["separator", "currency"].contains($0.element) }
                .map { ($0.offset, $0.element) })
        }
        statusColumns.formUnion(statuses.indices.map { ownColumns + typed.count + $0 })
        writtenNumbers = Set(tokens.compactMap { $0.kind == .number ? UInt($0.text.filter { $0 != "_" }) : nil })
        knownJSON = json
        guard !needsNumbers || !quantities.isEmpty || !transportColumns.isEmpty
                || rows.contains(where: { $0.contains { Self.isFreshable($0) || Self.redrawsJSON($0, json) } }),
              let observed = Self.observedBody(tokens, body: bodyStart, end: bodyEnd, helpers: helpers, text: substituted) else { return nil }
        self.suite = suite
        self.function = tokens[function + 1].text
        let added = typed.indices.map { "_ freshText\($0): String" } + statuses.indices.map { "_ freshStatus\($0): Int" }
            + identityValues.indices.map { "_ freshID\($0): Int" }
        let own = loop == nil ? function + 3 : close
        parameters = "(" + ([text(tokens[own].start..<tokens[close].start)].filter { !$0.isEmpty } + added).joined(separator: ", ") + ")"
        labels = SwiftScan.split(tokens[own..<close]).map { range in
            let words = SwiftTokenizer.tokens(of: text(range)).prefix { !$0.isPunctuation(":") }.filter { $0.kind == .word }
            let label = words.first?.text
            return label == "_" ? nil : label
        } + typed.map { _ in nil } + statuses.map { _ in nil } + identityValues.map { _ in nil }
        identityCount = identityValues.count
        observedBody = observed
        self.rows = rows
        let written = rows.flatMap { $0 }.flatMap { $0.matches(of: #/\d[\d_]*/#).map { $0.output.filter(\.isNumber).count } }
        // A table that writes `Int.min` or `Int.max` asks about every `Int`: its fresh numbers
        // may have 18 digits, not only as many as its longest written one.
        asksEveryInt = rows.joined().contains { $0.contains("Int.min") || $0.contains("Int.max") }
        digits = asksEveryInt ? 18 : min(18, max(2, written.max() ?? 2))
        guard labels.count == ownColumns + typed.count + statuses.count + identityCount else { return nil }
    }

    /// Whether the body subscripts something with a parameter (`products[index]`): the
    /// parameter is an index into the test's own data, and a fresh one would crash the test.
    private static func subscripts(with parameters: [String], _ body: ArraySlice<SwiftToken>) -> Bool {
        let inCode = zip(body, zip(body.dropFirst(), body.dropFirst(2))).contains { before, pair in
            pair.0.isPunctuation("[") && pair.1.kind == .word && parameters.contains(pair.1.text)
                && (before.kind == .word || before.isPunctuation(")") || before.isPunctuation("]"))
        }
        // An interpolation is part of its string's token: `"… \(products[index].name)"`.
        let inText = body.contains { token in
            token.kind == .string && parameters.contains { token.text.contains("[\($0)]") }
        }
        return inCode || inText
    }

    /// A cell of the table that a fresh row draws again: a whole number, a string that is one
    /// (`"-4"`), or a string with digits that is none (`" 12"`, `"12a"`: its digits are drawn,
    /// the rest, whose point is the row's, kept).
    static func isFreshable(_ cell: String) -> Bool {
        FreshInputs.wholeNumber(cell) != nil && !cell.contains(" ") || numberInQuotes(cell) != nil || textWithDigits(cell) != nil
    }

    /// `"12a"` → `12a`: a plain string literal (one pair of quotes, no escape or interpolation)
    /// with a digit in it that is not a number; `nil` for any other cell.
    private static func textWithDigits(_ cell: String) -> String? {
        guard let inner = SwiftScan.quotedText(cell), numberInQuotes(cell) == nil,
              inner.contains(where: \.isNumber), !inner.contains("\""), !inner.contains("\\") else { return nil }
        return inner
    }

    /// `"32"` → `"32"` without its quotes, as `"-1234.5"` → `"-1234.5"`; `nil` for any other
    /// string or value.
    private static func numberInQuotes(_ cell: String) -> String? {
        SwiftScan.quotedText(cell).flatMap { $0.wholeMatch(of: #/-?[0-9]+(\.[0-9]+)?/#) != nil ? $0 : nil }
    }

    /// The text of a number drawn again like `written`: its whole part drawn with its sign and
    /// last digit (`FreshInputs.freshNumber`), its fraction kept (`"-1234.5"` → `"-80274.5"`).
    private static func freshText(like written: String, digits: Int, _ random: inout SeededRandom) -> String {
        let parts = written.split(separator: ".", maxSplits: 1)
        let wholeDigits = parts[0].filter(\.isNumber).count
        // A text too long for an `Int` (`"99999999999999999999"`) stays too long, with as few
        // digits as can be: 19, above `Int.max` (`9_223_372_036_854_775_807`). Code that counts
        // digits, or reads the last one, is asked where it is wrong.
        let whole: String
        if wholeDigits > 18 {
            let second = Int.random(in: 3...9, using: &random)
            whole = (parts[0].hasPrefix("-") ? "-9" : "9") + "\(second)" + FreshSampleData.freshDigits(like: String(repeating: "0", count: 17), &random)
        } else {
            whole = "\(FreshInputs.freshNumber(like: String(parts[0]), digits: digits, &random))"
        }
        return parts.count == 2 ? "\(whole).\(parts[1])" : whole
    }

    /// The body between `body`'s braces with each `#expect(a == b, …)` made into two notes (one
    /// `#expect(c, …)` into one); `nil` when the body is not a plain list of steps.
    private static func observedBody(_ tokens: [SwiftToken], body: Int, end: Int, helpers: Set<String>,
                                     text: (Range<Int>) -> String) -> String? {
        var pieces: [String] = []
        var from = tokens[body].end
        // Each open bracket, and whether what it holds runs in place: the closure of a helper
        // (`withNewStore { store in`), a `do` block, a `catch` block.
        var open: [(index: Int, inPlace: Bool)] = []
        var lastClosedOpening = -1
        var blocks = 0
        var index = body + 1
        while index < end {
            let token = tokens[index]
            if token.isWord("return") || token.isWord("guard") { return nil }
            if token.isPunctuation("#"), index + 2 < end, tokens[index + 2].isPunctuation("("),
               tokens[index + 1].isWord("expect") || tokens[index + 1].isWord("require") {
                guard open.allSatisfy(\.inPlace), let close = SwiftScan.closing(tokens, from: index + 2) else { return nil }
                let arguments = (index + 3)..<close
                // `#expect(throws: …) { … }`: its closure is played, and what it throws noted;
                // an `await` before it (`await #expect(throws: …) { try await … }`) goes with it.
                if tokens[index + 1].isWord("expect"), close + 1 < end, tokens[close + 1].isPunctuation("{") {
                    guard let closureEnd = SwiftScan.closing(tokens, from: close + 1),
                          let replaced = thrownNotes(tokens, arguments: arguments, closure: (close + 1)...closureEnd, text: text)
                    else { return nil }
                    let awaited = tokens[index - 1].isWord("await") && tokens[index - 1].start >= from
                    pieces.append(text(from..<(awaited ? tokens[index - 1] : token).start))
                    pieces.append(replaced)
                    from = tokens[closureEnd].end
                    index = closureEnd + 1
                    continue
                }
                let replaced = tokens[index + 1].isWord("expect")
                    ? notesOf(tokens, arguments: arguments, text: text)
                    : requirement(tokens, arguments: arguments, text: text)
                guard let replaced else { return nil }
                pieces.append(text(from..<token.start))
                pieces.append(replaced)
                from = tokens[close].end
                index = close + 1
                continue
            }
            if token.opensBracket {
                // `helper { …` or `helper(…) { …`, `kind.helper { …`.
                let before = tokens[index - 1]
                let called = before.isPunctuation(")") && lastClosedOpening > 0 ? tokens[lastClosedOpening - 1] : before
                let helper = called.kind == .word && helpers.contains(called.text)
                let block = token.isPunctuation("{") && (before.isWord("do") || Self.opensCatchBlock(tokens, at: index))
                open.append((index, (token.isPunctuation("{") && helper) || block))
                // A `do` or `catch` block notes that it ran: the two worlds must run the same ones.
                if block {
                    pieces.append(text(from..<token.end) + " \(notesPlaceholder).append(\"block \(blocks)\");")
                    blocks += 1
                    from = token.end
                }
            }
            if token.closesBracket, let opening = open.popLast() { lastClosedOpening = opening.index }
            index += 1
        }
        pieces.append(text(from..<tokens[end].start))
        return pieces.joined()
    }

    /// Whether the `{` at `index` opens a `catch` block (`} catch let thrown as URLError {`): a
    /// `catch` comes before it with no brace between.
    private static func opensCatchBlock(_ tokens: [SwiftToken], at index: Int) -> Bool {
        let clause = tokens[..<index].lastIndex { $0.isWord("catch") || $0.isPunctuation("{") || $0.isPunctuation("}") }
        return clause.map { tokens[$0].isWord("catch") } ?? false
    }

    /// The notes of `#expect(throws: expected) { closure }`: the closure called, and whether it
    /// threw what the test expects (an error of the type, or one written as the value is);
    /// `nil` for any other form, and for a closure that cannot throw.
    private static func thrownNotes(_ tokens: [SwiftToken], arguments: Range<Int>, closure: ClosedRange<Int>,
                                    text: (Range<Int>) -> String) -> String? {
        guard let first = SwiftScan.split(tokens[arguments]).first,
              tokens[arguments].first?.isWord("throws") == true, tokens[arguments.lowerBound + 1].isPunctuation(":"),
              tokens[closure].contains(where: { $0.isWord("try") }) else { return nil }
        let expected = text(tokens[arguments.lowerBound + 2].start..<first.upperBound).trimmingCharacters(in: .whitespaces)
        guard expected != "Never.self" else { return nil }
        // Against a value, the error itself is noted too: on a fresh row neither copy may throw
        // the row's own value (`.unexpectedStatus(409)` for a status drawn again), and a stage
        // that throws a wrong one would otherwise agree with the reference on "not that one".
        let thrown = expected.hasSuffix(".self") ? "" : "; \(notesPlaceholder).append(String(describing: freshThrown))"
        // The error caught under a name of its own: the test's may be `error` (a parameter).
        let matches = expected.hasSuffix(".self")
            ? "freshThrown is \(expected.dropLast(".self".count))"
            : "String(describing: freshThrown) == String(describing: (\(expected)))"
        let effects = "try " + (tokens[closure].contains(where: { $0.isWord("await") }) ? "await " : "")
        let call = effects + text(tokens[closure.lowerBound].start..<tokens[closure.upperBound].end) + "()"
        let note = { (expression: String) in "\(notesPlaceholder).append(String(describing: \(expression)))" }
        return "do { _ = \(call); \(note("\"no error\"")) } catch let freshThrown { \(note("(\(matches))"))\(thrown) }"
    }

    /// The call one `#require`'s arguments become: its condition or value alone, without its
    /// comment; `nil` for a form other than a condition (`#require(throws:)`).
    private static func requirement(_ tokens: [SwiftToken], arguments: Range<Int>, text: (Range<Int>) -> String) -> String? {
        condition(tokens, arguments: arguments).map { "\(requirePlaceholder)(\(text($0)))" }
    }

    /// The first argument of an `#expect` or a `#require`, the condition (or value) it checks;
    /// `nil` when that argument is labelled (`throws:`), a form that checks no condition.
    private static func condition(_ tokens: [SwiftToken], arguments: Range<Int>) -> Range<Int>? {
        guard let condition = SwiftScan.split(tokens[arguments]).first,
              let first = tokens[arguments].firstIndex(where: { $0.start == condition.lowerBound }),
              !(tokens[first].kind == .word && tokens[first + 1].isPunctuation(":")) else { return nil }
        return condition
    }

    /// The notes one `#expect`'s arguments make: the value on one side of its condition's `==`
    /// and whether the two sides are equal, or the condition itself; `nil` for a form other
    /// than a condition (`#expect(throws:)`).
    private static func notesOf(_ tokens: [SwiftToken], arguments: Range<Int>, text: (Range<Int>) -> String) -> String? {
        guard let condition = condition(tokens, arguments: arguments) else { return nil }
        var depth = 0
        var equals: SwiftToken?
        for token in tokens[arguments] where token.start >= condition.lowerBound && token.end <= condition.upperBound {
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            if depth == 0, token.isOperator("==") {
                equals = token
                break
            }
        }
        let note = { (expression: String) in "\(notesPlaceholder).append(String(describing: \(expression)))" }
        guard let equals else { return note("(\(text(condition)))") }
        // The side that names a value first, so that the other may be `.loaded` or `[.started]`,
        // which needs the first one's type; each side evaluated once, as in the test.
        var sides = [condition.lowerBound..<equals.start, equals.end..<condition.upperBound].map {
            text($0).trimmingCharacters(in: .whitespaces)
        }
        if sides[0].hasPrefix(".") || sides[0].hasPrefix("[.") { sides.reverse() }
        return "do { let observed = (\(sides[0])); \(note("observed")); \(note("observed == (\(sides[1]))")) }"
    }

    /// A factor from 2 to 9 for the quantities `values` that makes none of them a number the
    /// test's file writes (60 s times 5 is the spec's other age, 300 s, which a table of the
    /// public ages would answer); from 10 to 99 when each of 2 to 9 does.
    func scale(for values: [Int], _ random: inout SeededRandom) -> Int {
        for factors in [2...9, 10...99] {
            let allowed = factors.filter { factor in
                values.allSatisfy { value in
                    let (product, overflow) = value.multipliedReportingOverflow(by: factor)
                    return value == 0 || !overflow && !writtenNumbers.contains(product.magnitude)
                }
            }
            if !allowed.isEmpty { return allowed[Int(random.next() % UInt64(allowed.count))] }
        }
        // No factor below 100 keeps clear of them all (no table of the kata's comes near).
        return 101
    }

    /// `cell` with each of its numbers multiplied by `factor`: `[250, 1000]` →
    /// `[(250 * 3), (1000 * 3)]`, `299.9` → `(299.9 * 3)`; the parameter's type reads the product.
    private static func scaled(_ cell: String, by factor: Int) -> String {
        var text = cell
        for token in SwiftTokenizer.tokens(of: cell).reversed() where token.kind == .number {
            let bytes = Array(text.utf8)
            text = String(decoding: bytes[..<token.start], as: UTF8.self) + "(\(token.text) * \(factor))"
                + String(decoding: bytes[token.end...], as: UTF8.self)
        }
        return text
    }

    /// The whole numbers of `cell` (`[250, 1000]` gives 250 and 1000).
    private static func wholeNumbers(in cell: String) -> [Int] {
        SwiftTokenizer.tokens(of: cell).compactMap { $0.kind == .number ? FreshInputs.wholeNumber($0.text) : nil }
    }

    /// The test's body as a method of its suite that returns its notes instead of judging them;
    /// `require` names the function each `#require` becomes (`FreshScenarioFiles`), and each
    /// quantity of the body is multiplied by `scale` (the same in both copies).
    func observer(named name: String, notes: String, require: String, scale: Int = 1) -> [String] {
        let body = observedBody.replacingOccurrences(of: Self.notesPlaceholder, with: notes)
            .replacingOccurrences(of: Self.requirePlaceholder, with: require)
            .replacingOccurrences(of: Self.scalePlaceholder, with: "\(scale)")
        return [
            "    func \(name)\(parameters) async throws -> [String] {",
            "        var \(notes): [String] = []",
        ] + (loop.map { ["        for \($0.parameter) in \($0.collection) {", body, "        }"] } ?? [body]) + [
            "        return \(notes)",
            "    }",
        ]
    }

    /// `count` fresh rows (or one for each row with something to draw, when there are more), each
    /// as a call's arguments: `text: "4712", expected: "Genap"`. Each row with a whole number is
    /// taken in turn, and each of its whole numbers drawn again with the sign and last digit of
    /// the one written (`FreshInputs.freshNumber`), a status as another of its class
    /// (`FreshInputs.freshStatus`), each locale and currency code as another
    /// (`FreshConventions`). A test with no
    /// number of its own (`needsNumbers` false) is played on each of its rows as written: what
    /// is fresh there is the sample data.
    func freshArguments(count: Int, random: inout SeededRandom) -> [String] {
        // The rows with a number, in an order drawn, taken in turn: each is asked again once
        // before any is asked twice (`"1.5"` as well as `"99999999999999999999"`).
        var drawn = playedAsWritten ? [] : rows.filter { row in
            !transportColumns.isEmpty || row.contains { Self.isFreshable($0) || Self.redrawsJSON($0, knownJSON) }
        }
            .map(withOthersCells).shuffled(using: &random)
        guard !drawn.isEmpty else { return rows.map(arguments) }
        // A table about every Int asks first about a number of 18 digits: a stage right only up
        // to the written numbers' length (seven digits, and `Int.min` from a table) answers it wrong.
        let long = { (row: [String]) in row.contains { (FreshInputs.wholeNumber($0)?.magnitude ?? 0) >= 10 } }
        if asksEveryInt, let first = drawn.firstIndex(where: long) { drawn.swapAt(0, first) }
        let written = Set(rows.flatMap { $0 })
        // Every row with something to draw is asked again at least once, though there are more
        // of them than `count`: the one row a cheat cannot answer may be any of them.
        return (0..<max(count, drawn.count)).map { turn in
            let row = drawn[turn % drawn.count]
            let fewestDigits = asksEveryInt && turn == 0 ? 18 : 2
            // The row's quantities (received and total bytes) scaled together, so received
            // stays below the total where it was: drawn one by one, a row could ask about more
            // bytes than the total, where an honest answer may differ from the reference's.
            // A quantity too big to multiply by 101 leaves the row's columns to be drawn one by one.
            let quantities = quantityColumns.flatMap { Self.wholeNumbers(in: row[$0]) }
            let scales = !quantityColumns.isEmpty && quantities.allSatisfy { $0.magnitude < 1_000_000_000_000_000 }
            let factor = scales ? scale(for: quantities, &random) : 1
            let cells = row.dropLast(identityCount).enumerated().map { column, cell -> String in
                if scales, quantityColumns.contains(column) { return Self.scaled(cell, by: factor) }
                // A status: another of its class, so a class written as a table of the spec's
                // statuses (`case 500, 503, 599`) is asked about one it does not list.
                if statusColumns.contains(column), let status = FreshInputs.wholeNumber(cell), (100...999).contains(status) {
                    return "(\(FreshInputs.freshStatus(like: status, &random)))"
                }
                if let inner = Self.numberInQuotes(cell) {
                    return "\"\(Self.freshText(like: inner, digits: digits, &random))\""
                }
                // A locale or a currency the stage reads: another, that the table does not name.
                if let convention = FreshConventions.fresh(cell, avoiding: written, &random) { return convention }
                // A separator or a currency: one the table does not write.
                if let name = symbolColumns[column],
                   let symbol = FreshConventions.freshSymbol(cell, column: name, avoiding: written, &random) { return symbol }
                // A transport failure: one the table does not name, which the stage throws as it is.
                if transportColumns.contains(column),
                   let failure = FreshConventions.freshTransportFailure(cell, avoiding: written, &random) { return failure }
                // A text with digits that is no number (`"12a"`, `" 12"`): its digits drawn again.
                if let inner = Self.textWithDigits(cell) { return "\"\(FreshSampleData.freshDigits(like: inner, &random))\"" }
                // A JSON text: its keys no decoder of the stage reads renamed, an empty list filled.
                if let json = freshJSON(cell, &random) { return json }
                return Self.isFreshable(cell) ? "(\(FreshInputs.freshInput(like: cell, digits: digits, fewest: fewestDigits, &random)))" : cell
            }
            return arguments(cells + Self.freshIdentities(identityCount, &random).map(String.init))
        }
    }

    /// `row` as it is asked again: when a cell of it is a whole number no draw reaches (`Int.min`,
    /// `Int.max - 1`), that cell stays, with the other cells of the row that differs from it in
    /// the most of them (`Int.min` with `","` and `"$"`, not the one row's `"."` and `"Rp"`), so
    /// that a stage which writes out the spec's one answer there answers another row wrongly.
    /// Any other row as written.
    private func withOthersCells(_ row: [String]) -> [String] {
        let kept = row.indices.filter { Self.isExtreme(row[$0]) }
        guard !kept.isEmpty else { return row }
        let differences = { (other: [String]) in row.indices.filter { !kept.contains($0) && other[$0] != row[$0] }.count }
        guard let donor = rows.filter({ !$0.contains(where: Self.isExtreme) }).max(by: { differences($0) < differences($1) }),
              differences(donor) > 0 else { return row }
        var mixed = donor
        for column in kept { mixed[column] = row[column] }
        return mixed
    }

    /// Whether `cell` is a JSON text that `freshJSON` asks again: a string literal with a key
    /// that `json` does not hold (`products` in `#"{"products": []}"#`, a row about a missing
    /// key), or with an empty list (`"[]"`) where `json` has an object to put in it.
    private static func redrawsJSON(_ cell: String, _ json: KnownJSON?) -> Bool {
        let tokens = SwiftTokenizer.tokens(of: cell)
        guard let json, tokens.count == 1, tokens[0].kind == .string else { return false }
        return !SwiftScan.jsonKeys(in: cell).subtracting(json.keys).isEmpty || cell.contains("[]") && json.listElement != nil
    }

    /// `cell` asked again (`redrawsJSON`), or `nil`: each key no decoder of the stage reads
    /// renamed to a word of its own (`{"products": []}` → `{"qwzt": []}`), and the first empty
    /// list holding the object of a list the spec writes (`"[]"` → `"[{\"id\":7,…}]"`). A stage
    /// that knows the spec's text of a missing key or of an empty list, not what makes it wrong
    /// (a key missing, a list where an object belongs), answers it wrongly.
    private func freshJSON(_ cell: String, _ random: inout SeededRandom) -> String? {
        guard let json = knownJSON, Self.redrawsJSON(cell, json) else { return nil }
        var text = cell
        let unknown = SwiftScan.jsonKeys(in: cell).subtracting(json.keys)
        for key in unknown.sorted() {
            var fresh = FreshSampleData.freshWords(like: "x", &random)
            while json.keys.contains(fresh) || unknown.contains(fresh) { fresh = FreshSampleData.freshWords(like: "x", &random) }
            text = text.replacingOccurrences(of: "\"\(key)\"", with: "\"\(fresh)\"")
        }
        if let empty = text.range(of: "[]"), let element = json.listElement {
            // In a raw string (`#"…"#`) as it is; in any other, its quotes escaped.
            let written = text.hasPrefix("#") ? element
                : element.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            text.replaceSubrange(empty, with: "[\(written)]")
        }
        return text
    }

    /// Whether `cell` is a whole number written with `Int.min` or `Int.max`.
    private static func isExtreme(_ cell: String) -> Bool {
        FreshInputs.wholeNumber(cell) == nil && (cell.contains("Int.min") || cell.contains("Int.max"))
    }

    /// `count` different ids of 2 to 18 digits, the number of digits drawn for each, the first
    /// drawn of 10 or more, smallest first: the written ids are in that order too
    /// (`identities`), so each keeps its place among the others. Every row has an id above
    /// `Int32.max`: favourites kept in a bitmap of 10 000, or as 32-bit numbers, are listed wrong.
    private static func freshIdentities(_ count: Int, _ random: inout SeededRandom) -> [Int] {
        var drawn: Set<Int> = []
        while drawn.count < count {
            let fewest = drawn.isEmpty ? 10 : 2
            let digits = fewest + Int(random.next() % UInt64(19 - fewest))
            let lowest = (2...digits).reduce(1) { power, _ in power * 10 }
            drawn.insert(lowest + Int(random.next() % UInt64(lowest * 9)))
        }
        return drawn.sorted()
    }

    /// One row's cells as a call's arguments, each after its label. A cell that names a case
    /// by its type (`HTTPDataServiceError.offline`, `URLError.Code.timedOut`) names it without:
    /// the same text is passed to the learner's observer and the oracle's, whose types differ.
    private func arguments(_ cells: [String]) -> String {
        zip(labels, cells).map { label, cell in
            let unqualified = cell.replacing(#/^(?:[A-Z]\w*\.)+(?=[a-z_])/#, with: ".")
            return label.map { "\($0): \(unqualified)" } ?? unqualified
        }.joined(separator: ", ")
    }
}
