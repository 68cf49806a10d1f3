// MARK: - Text rewritten scalar by scalar

/// The one loop under each of the grader's escaping functions (a terminal's, XML's, a Swift
/// literal's): each says only what becomes of a scalar, and the loop is written once.
package enum ScalarRewrite {
    /// `text` with every scalar for which `replacement` returns a string replaced by it (an
    /// empty string drops the scalar), and the others kept as they are.
    package static func rewrite<Text: StringProtocol>(_ text: Text, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var rewritten = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                rewritten += replaced
            } else {
                rewritten.unicodeScalars.append(scalar)
            }
        }
        return rewritten
    }
}
