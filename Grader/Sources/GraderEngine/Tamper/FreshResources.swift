import Foundation
import SwiftSource

// MARK: - The stage's own resources, drawn again

/// A stage's own JSON resources with their values drawn again (issue 38), for the fresh
/// checks' two worlds: the learner's code compiled a second time (`SpecTwins.learnerCopyModule`)
/// and the oracle each read the same drawn file.
///
/// Stage 3's spec tests read the shipped `ProductData.json` through `AdvancedUseCase()`. Each
/// world read its own module's copy of the file, so the two agreed on any stage that answered
/// the shipped file from a table. Now both read a file whose whole numbers (each value of a
/// key: `"id": 1`) and sample texts (`"name": "Kopi Susu Gula Aren"`, `"price": "Rp 18.000"`) are drawn again,
/// as the doubles' sample data is (`FreshSampleData`): the same number or text written twice
/// is drawn the same, ids stay different, texts sort as written. A `null`, a missing key, a
/// URL keep what the file says, so the file means what it meant; a list of objects
/// loses its last, so that its count is asked again too.
enum FreshResources {
    /// `json` with its numbers and sample texts drawn again.
    static func drawn(_ json: String, random: inout SeededRandom) -> String {
        // A key's whole number, not the whole part of a fraction (`"rating": 4.5`).
        let numbers = SwiftScan.firstCaptures(of: #/"\w+"\s*:\s*(-?\d+)\s*[,}\]\n]/#, in: json)
        let texts = SwiftScan.jsonSampleTexts(inJSON: json)
        var data = FreshSampleData(stageTypes: [])
        data.draw(numbers: Set(numbers.map(\.text)), texts: Set(texts.map(\.text)), random: &random)
        let drawn = data.replacing((numbers + texts).sorted { $0.range.lowerBound < $1.range.lowerBound }, in: json)
        return withoutLastElements(drawn) ?? drawn
    }

    /// `json` with the last element of each list of two or more objects under its top-level
    /// keys left out (`"data": [four products]` → three): a test that counts them is asked
    /// again too, and the others keep their places. `nil` when there is no such list, or the
    /// text is not a JSON object.
    private static func withoutLastElements(_ json: String) -> String? {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] else { return nil }
        var shortened = false
        for (key, value) in object {
            guard let list = value as? [Any], list.count >= 2, list.allSatisfy({ $0 is [String: Any] }) else { continue }
            object[key] = Array(list.dropLast())
            shortened = true
        }
        guard shortened, let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The stage's resources as the fresh worlds read them: each JSON file drawn again, in the
    /// order of its path; any other file as it is.
    static func drawn(_ resources: [String: Data], random: inout SeededRandom) -> [String: Data] {
        var drawn: [String: Data] = [:]
        for path in resources.keys.sorted() {
            let data = resources[path]!
            drawn[path] = path.hasSuffix(".json") ? Data(Self.drawn(String(decoding: data, as: UTF8.self), random: &random).utf8) : data
        }
        return drawn
    }
}
