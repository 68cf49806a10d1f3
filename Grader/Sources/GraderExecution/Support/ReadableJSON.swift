import Foundation

// MARK: - JSON a person reads and git diffs

extension JSONEncoder {
    /// Indented, keys sorted, slashes left alone: every JSON file and report the grader writes,
    /// so that the same content always gives the same bytes.
    package static var readable: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
