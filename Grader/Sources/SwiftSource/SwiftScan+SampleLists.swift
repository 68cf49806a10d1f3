import Foundation

// MARK: - Lists of sample values, one longer

extension SwiftScan {
    /// `source` with one more element in each list of sample values it writes: a copy of the
    /// list's last element, whose labelled whole numbers and plain-word texts are made unlike
    /// any the source writes (`Game(id: 14, title: "Untitled Goose Game Again")`), so that the
    /// sample data drawn again gives it values of its own. Every line stays where it was (the
    /// copy is written on its original's line), so a test found in `source` is on the same line.
    ///
    /// A list is an array literal of at least two elements, each a call of one of `callees`
    /// (`TransactionDay(…)`) or the name of a constant the source declares as one (`static let
    /// goose = Game(…)`); such a constant's copy is declared after it, named `name()`. A call
    /// with a comment in it is not copied.
    package static func lengthenedSampleLists(in source: String, calling callees: Set<String>, name: () -> String) -> String {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        let bytes = Array(source.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let written = (numbers: Set(labelledWholeNumbers(in: source, calling: callees).compactMap { Int($0.text.filter { $0 != "_" }) }),
                       texts: Set(labelledSampleTexts(in: source, calling: callees).map(\.text)))

        // Each constant that is one call (`static let goose = Game(…)`): its name → where its
        // declaration starts (`static` and all), and the call's `(`.
        var constants: [String: (start: Int, open: Int)] = [:]
        for index in tokens.indices.dropLast(4) where tokens[index].isWord("let") && tokens[index + 1].kind == .word
            && tokens[index + 2].isOperator("=") && callees.contains(tokens[index + 3].text) && tokens[index + 4].isPunctuation("(") {
            let start = tokens[..<index].lastIndex { $0.line != tokens[index].line }.map { $0 + 1 } ?? 0
            constants[tokens[index + 1].text] = (start, index + 4)
        }
        let tokenAt = Dictionary(tokens.indices.map { (tokens[$0].start, $0) }) { first, _ in first }
        /// The `(` of the call an element is, directly or through a constant; `nil` for another element.
        func call(_ element: Range<Int>) -> Int? {
            guard let first = tokenAt[element.lowerBound] else { return nil }
            if let constant = constants[tokens[first].text], tokens[first].end == element.upperBound { return constant.open }
            guard callees.contains(tokens[first].text), first + 1 < tokens.count, tokens[first + 1].isPunctuation("("),
                  let end = closing(tokens, from: first + 1), tokens[end].end == element.upperBound else { return nil }
            return first + 1
        }

        var insertions: [(at: Int, text: String)] = []
        for open in tokens.indices where tokens[open].isPunctuation("[") {
            guard let close = closing(tokens, from: open) else { continue }
            let elements = split(tokens[(open + 1)..<close])
            guard elements.count >= 2, elements.allSatisfy({ call($0) != nil }), let last = elements.last,
                  let parenthesis = call(last), let end = closing(tokens, from: parenthesis) else { continue }
            let original = text(tokens[parenthesis - 1].start..<tokens[end].end)
            guard !original.contains("//") else { continue }
            let copy = unlike(original, written: written, calling: callees).replacingOccurrences(of: "\n", with: " ")
            var element = copy
            if let constant = constants[text(last)] {
                element = name()
                let declaration = text(tokens[constant.start].start..<tokens[parenthesis - 1].start)
                    .replacingOccurrences(of: " \(text(last)) ", with: " \(element) ")
                insertions.append((tokens[end].end, "; " + declaration + copy))
            }
            insertions.append((tokens[close].start, tokens[close - 1].isPunctuation(",") ? element + ", " : ", " + element))
        }
        return editing(source, insertions.map { ($0.at..<$0.at, $0.text) })
    }

    /// `call` with each labelled whole number moved by tens, its sign and last digit kept
    /// (`4` → `14`), and each labelled text of plain words given one more word, until neither
    /// is one the source writes; an amount or a day stays as written.
    private static func unlike(_ call: String, written: (numbers: Set<Int>, texts: Set<String>), calling callees: Set<String>) -> String {
        var edits: [(range: Range<Int>, text: String)] = []
        for number in labelledWholeNumbers(in: call, calling: callees) {
            guard var value = Int(number.text.filter { $0 != "_" }) else { continue }
            let step = value < 0 ? -10 : 10
            repeat { value += step } while written.numbers.contains(value)
            edits.append((number.range, "\(value)"))
        }
        for sample in labelledSampleTexts(in: call, calling: callees) where !sample.text.contains(where: \.isNumber) {
            var text = sample.text + " Again"
            while written.texts.contains(text) { text += " Again" }
            edits.append((sample.range, text))
        }
        return editing(call, edits)
    }
}
