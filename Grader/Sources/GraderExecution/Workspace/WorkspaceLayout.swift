import Foundation

// MARK: - Where things are in a workspace

/// The test targets a grading workspace can hold, by whose tests they are.
package enum WorkspaceTests: String, Sendable {
    /// The learner's own tests: `StageNTests`.
    case learner = "Tests"
    /// The kata's spec tests as they ship: `StageNSpec` (the maintainers' hunts in `verify`).
    case spec = "Spec"
    /// The spec tests' twins, under generated names (`SpecTwins`): `StageNTwin`.
    case twins = "Twin"

    /// The test target's name, such as `Stage2Tests`.
    package func module(_ stage: Int) -> String { "Stage\(stage)\(rawValue)" }

    /// The test target's folder in the workspace, such as `Tests/Stage2Tests`.
    package func folder(_ stage: Int) -> String { "Tests/" + module(stage) }
}

/// The one place that spells the folders of a grading workspace.
package enum WorkspaceLayout {
    /// The library target of a stage.
    package static func library(_ stage: Int) -> String { "Stage\(stage)" }

    /// The library's folder: the stage's code (the submission's, the reference, or mutants).
    package static func sources(_ stage: Int) -> String { "Sources/" + library(stage) }

    /// `…/Sources/Stage2/X.swift` or `…/Tests/Stage2Twin/X.swift` (with `tests` `.twins`) → 2.
    package static func stage(of path: String, in folder: URL, tests: WorkspaceTests) -> Int? {
        let prefix = folder.path + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let parts = path.dropFirst(prefix.count).split(separator: "/")
        guard parts.count >= 2 else { return nil }
        var name = Substring(parts[1])
        if parts[0] == "Tests" {
            guard name.hasSuffix(tests.rawValue) else { return nil }
            name = name.dropLast(tests.rawValue.count)
        } else if parts[0] != "Sources" {
            return nil
        }
        guard name.hasPrefix("Stage") else { return nil }
        return Int(name.dropFirst("Stage".count))
    }
}
