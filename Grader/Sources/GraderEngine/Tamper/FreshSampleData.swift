import Foundation
import SwiftSource

// MARK: - The spec's sample data, drawn again for a workspace

/// The whole numbers of the spec's sample data, and the numbers drawn for them (issue 38).
///
/// Sample data is a value of one of the stage's types built, in a file of doubles (one with no
/// test), with a whole number for one of its labels: `Game(id: 2, title: "Celeste",
/// releaseYear: 2018)`, `Transaction(…, amountInCents: -450)`. The tests that load it write no
/// number of their own (`TerminalScreen()` shows the sample games), so a stage that answers
/// only the public data passed them. `FreshScenarioFiles` plays such tests again in two copies
/// of the spec files, against the learner's code and against the reference, with every such
/// number drawn again in both: like a fresh row, a number keeps its sign and last digit and
/// gets no more digits (`FreshInputs.freshNumber`), so ids that differ still differ and amounts
/// keep their side.
///
/// The texts of sample data are drawn again too (`Product(name: "Dodol Garut")`, a game's
/// title, a price): a test that only looks a product up by index (a tap's message names the
/// product) would otherwise pass a stage that answers from a table of the public names. A text
/// of plain words gets as many other words, of other lengths (no first letter or length to key
/// a table on), and the texts sort as the written ones do (an honest list sorted by title comes
/// out as the reference's); an amount (`Rp 25.000`) keeps its word and grouping, its digits
/// drawn again; a day (`2026-11-03`) becomes another, the days in their written order; a web
/// address given to `URL(string:)` (a service's base URL) gets other words for its host and
/// path; any other text (an image's URL, a locale) stays.
///
/// A constant of a spec file that is a text with JSON in it (`static let twoGames = """{"id": 7, …`)
/// is sample data too, in any spec file: each whole number that is the value of a JSON key
/// (`"release_year": 2018`) is drawn again, as the body a canned server answers with.
///
/// Numbers written anywhere else stay: in a double (`count: 1024`, a status code), what they
/// mean is not the stage's answer, and a new one could hang a test; in a test's body, numbers
/// are a scenario whose parts agree (`receivedBytes: 500, totalBytes: 1000`), which numbers
/// drawn one by one would break into a case the workbook never asks about.
struct FreshSampleData {
    /// Each written number (as Swift writes it, `-2_999`) or sample text → the text drawn for it.
    private(set) var drawn: [String: String] = [:]
    let stageTypes: Set<String>

    init(stageTypes: Set<String>) {
        self.stageTypes = stageTypes
    }

    /// The sample numbers of `source`: each one's byte range (its sign included) and its text;
    /// the values of JSON keys in its constants, and, in a file of `doubles`, the whole numbers
    /// labelled in calls of the stage's types.
    func numbers(in source: String, doubles: Bool = true) -> [(range: Range<Int>, text: String)] {
        ((doubles ? SwiftScan.labelledWholeNumbers(in: source, calling: stageTypes) : []) + SwiftScan.jsonNumbers(in: source))
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The sample texts of `source`, between their quotes: the values of JSON keys in its
    /// constants, the web addresses it gives `URL(string:)`, and, in a file of `doubles`, the
    /// texts labelled in calls of the stage's types (plain words, an amount such as `Rp 25.000`
    /// or a day: `SwiftScan.isSampleText`).
    ///
    /// An ISO day is a sample text wherever a spec file writes it (`Transaction(day:
    /// "2027-01-01")` in a test's body, `.subheader(title: "2026-11-03")` in its `#expect`): all
    /// days are drawn together, in their written order, so a test's own days keep their place
    /// among the sample's, and a day it expects is the one its sample day became.
    func texts(in source: String, doubles: Bool = true) -> [(range: Range<Int>, text: String)] {
        let found = (doubles ? SwiftScan.labelledSampleTexts(in: source, calling: stageTypes) : [])
            + SwiftScan.jsonTexts(in: source) + SwiftScan.webAddresses(in: source)
        let starts = Set(found.map(\.range.lowerBound))
        return (found + SwiftScan.dayLiterals(in: source).filter { !starts.contains($0.range.lowerBound) })
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Both, in the order written.
    func samples(in source: String, doubles: Bool = true) -> [(range: Range<Int>, text: String)] {
        (numbers(in: source, doubles: doubles) + texts(in: source, doubles: doubles)).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Draws a number for each sample number of `sources` not drawn yet, in the order of their
    /// values, so that the same files always get the same numbers from the same generator.
    ///
    /// Two numbers written differently are never drawn the same: shops 70 and 80 as one id
    /// would be a case the workbook never asks about, where an honest answer may differ from
    /// the reference's (or crash, as `Dictionary(uniqueKeysWithValues:)` does).
    mutating func draw(for sources: [(text: String, doubles: Bool)], random: inout SeededRandom) {
        draw(numbers: Set(sources.flatMap { numbers(in: $0.text, doubles: $0.doubles).map(\.text) }),
             texts: Set(sources.flatMap { texts(in: $0.text, doubles: $0.doubles).map(\.text) }), random: &random)
    }

    /// Draws each of `numbers` (as written) and `texts` not drawn yet, as `draw(for:random:)` says.
    mutating func draw(numbers: Set<String>, texts: Set<String>, random: inout SeededRandom) {
        let written = numbers.subtracting(drawn.keys)
        var taken = Set(drawn.values)
        for text in written.sorted(by: { (FreshInputs.wholeNumber($0) ?? 0, $0) < (FreshInputs.wholeNumber($1) ?? 0, $1) }) {
            var digits = max(2, text.filter(\.isNumber).count)
            var fresh = "\(FreshInputs.freshNumber(like: text, digits: digits, &random))"
            var attempts = 0
            while taken.contains(fresh) {
                // Numbers of this many digits, this sign and last digit may all be taken: one more digit.
                attempts += 1
                if attempts.isMultiple(of: 20) { digits = min(18, digits + 1) }
                fresh = "\(FreshInputs.freshNumber(like: text, digits: digits, &random))"
            }
            taken.insert(fresh)
            drawn[text] = fresh
        }
        // Texts after numbers, so that adding a word to the doubles changes no number drawn.
        var texts = texts.subtracting(drawn.keys)
        // A web address keeps its scheme and its domain (`example.com`, kept for examples); its
        // host's other labels and its path's segments become other words: a stage that writes
        // the spec's address out, instead of the one it is given, asks the wrong server.
        for address in texts.filter(SwiftScan.isWebAddress).sorted() {
            var fresh = Self.freshWebAddress(like: address, &random)
            while taken.contains(fresh) { fresh = Self.freshWebAddress(like: address, &random) }
            taken.insert(fresh)
            drawn[address] = fresh
            texts.remove(address)
        }
        // Days get other days, handed out in the written ones' order (`2026-10-30` before
        // `2026-11-03` stays before it), so that an honest grouping by day sorts as the reference's.
        // Of two or more, the first is in 1950 to 1999 and the others in 2000 to 2049: code that
        // reads only two digits of the year puts the first after every other, whatever the draw.
        let days = texts.filter(SwiftScan.isDay).sorted()
        var freshDays: Set<String> = []
        while freshDays.count < days.count {
            let years = freshDays.isEmpty && days.count > 1 ? 1950...1999 : 2000...2049
            freshDays.insert(String(format: "%04d-%02d-%02d", Int.random(in: years, using: &random),
                                    Int.random(in: 1...12, using: &random), Int.random(in: 1...28, using: &random)))
        }
        for (day, fresh) in zip(days, freshDays.sorted()) {
            taken.insert(fresh)
            drawn[day] = fresh
        }
        // An amount keeps its word and grouping, each digit drawn again (`Rp 60.000` → `Rp 37.214`).
        for text in texts.filter({ $0.contains(where: \.isNumber) && !SwiftScan.isDay($0) }).sorted() {
            var fresh = Self.freshDigits(like: text, &random)
            while taken.contains(fresh) || texts.contains(fresh) { fresh = Self.freshDigits(like: text, &random) }
            taken.insert(fresh)
            drawn[text] = fresh
        }
        // Words get other words, of other lengths, handed out in the order of the written ones,
        // so that the texts sort as written, with or without case: an honest list sorted by title
        // must come out in the order the reference's does. After 100 draws that do not, the
        // words stay as written.
        let words = texts.filter { !$0.contains(where: \.isNumber) }.sorted()
        let ranked = words.indices.sorted { words[$0].lowercased() < words[$1].lowercased() }
        for _ in 0..<100 {
            let candidates = words.map { Self.freshWords(like: $0, &random) }.sorted { $0.lowercased() < $1.lowercased() }
            var fresh = words
            for (rank, index) in ranked.enumerated() { fresh[index] = candidates[rank] }
            guard Set(fresh).count == words.count, taken.isDisjoint(with: fresh), Set(words).isDisjoint(with: fresh),
                  Self.sortsAlike(words, fresh) else { continue }
            for (text, drawnText) in zip(words, fresh) { drawn[text] = drawnText }
            return
        }
    }

    /// As many words as `text` has, each of 3 to 9 letters, capitalised where the written word
    /// is: `Oleh-oleh Garut` → `Qwztbp Lmeuyaq`. Neither its first letter nor its length tells
    /// which written text it stands for.
    static func freshWords(like text: String, _ random: inout SeededRandom) -> String {
        let lower = Array("abcdefghijklmnopqrstuvwxyz")
        return text.split(separator: " ").map { word in
            let letters = String((0..<Int.random(in: 3...9, using: &random)).map { _ in lower.randomElement(using: &random)! })
            return word.first?.isUppercase == true ? letters.prefix(1).uppercased() + letters.dropFirst() : letters
        }.joined(separator: " ")
    }

    /// `https://games.example.com/api/` → `https://qwzt.example.com/lmeuyaq/`: the scheme, the
    /// last two labels of the host and the slashes kept, every other label and segment a
    /// lower-case word of 3 to 9 letters.
    static func freshWebAddress(like address: String, _ random: inout SeededRandom) -> String {
        let scheme = String(address.prefix { $0 != ":" }) + "://"
        let rest = address.dropFirst(scheme.count)
        let host = rest.prefix { $0 != "/" }
        let labels = host.split(separator: ".")
        let freshHost = (labels.dropLast(2).map { _ in freshWords(like: "x", &random) } + labels.suffix(2).map(String.init))
            .joined(separator: ".")
        let path = rest.dropFirst(host.count).split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : freshWords(like: "x", &random) }.joined(separator: "/")
        return scheme + freshHost + path
    }

    /// `text` with each digit drawn again, the first not zero, anything else kept: `Rp 60.000`
    /// → `Rp 37.214`, `-99999999999999999999` → `-52830116974402958117`.
    static func freshDigits(like text: String, _ random: inout SeededRandom) -> String {
        var first = true
        return String(text.map { character in
            guard character.isNumber else { return character }
            defer { first = false }
            return Character("\(Int.random(in: (first ? 1 : 0)...9, using: &random))")
        })
    }

    /// Whether every two of `fresh` compare as the two of `written` at the same places do,
    /// as written and in lower case.
    private static func sortsAlike(_ written: [String], _ fresh: [String]) -> Bool {
        written.indices.allSatisfy { first in
            written.indices.allSatisfy { second in
                (written[first] < written[second]) == (fresh[first] < fresh[second])
                    && (written[first].lowercased() < written[second].lowercased()) == (fresh[first].lowercased() < fresh[second].lowercased())
            }
        }
    }

    /// `source` with each of its sample numbers and texts drawn again; one not drawn stays.
    func rewritten(_ source: String, doubles: Bool = true) -> String {
        replacing(samples(in: source, doubles: doubles), in: source)
    }

    /// `text` with each of `samples` (by byte range, in order, not overlapping) drawn again.
    func replacing(_ samples: [(range: Range<Int>, text: String)], in text: String) -> String {
        SwiftScan.editing(text, samples.compactMap { sample in drawn[sample.text].map { (sample.range, $0) } })
    }
}
