// MARK: - Planted bug

/// One planted bug of a stage, as listed in `Solutions/PlantedBugs/StageN.json`.
///
/// The bug replaces the text `find` in `file` with the text `replace`; `wrap` says how the
/// grader turns that edit into a switch it can flip at run time.
package struct PlantedBug: Codable, Sendable, Hashable {
    /// How the grader wraps a bug so that one build holds both the reference and the bug.
    package enum Wrap: String, Codable, Sendable, Hashable {
        /// `find` and `replace` are expressions of the same type: `(switch ? (replace) : (find))`.
        case expression
        /// `find` and `replace` are whole statements: `if switch { replace } else { find }`.
        case statements
    }

    /// The bug's name, kebab-case and unique in its stage, such as `odd-check-wrong-for-negatives`.
    package var id: String
    /// What the learner reads when their tests miss the bug: the behaviour to test, never the fix.
    package var hint: String
    /// The file of the stage's reference folder the bug edits, relative to that folder.
    package var file: String
    /// How the bug is made switchable.
    package var wrap: Wrap
    /// The reference text the bug replaces, one element per line.
    package var find: [String]
    /// The buggy text, one element per line.
    var replace: [String]
    /// The tasks whose spec tests catch the bug (`verify` proves the list): a learner's catch
    /// of it counts once their code passes the spec tests of one of them (`CatchRule`).
    package var tasks: [Int]?

    /// The reference text the bug replaces, its lines joined with newlines.
    var findText: String { find.joined(separator: "\n") }

    /// The buggy text, its lines joined with newlines.
    var replaceText: String { replace.joined(separator: "\n") }
}
