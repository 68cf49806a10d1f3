import Foundation

// MARK: - What is graded

/// Where one stage's two inputs live, relative to the submission's root.
package struct StageInput: Sendable, Hashable {
    package var stage: Int
    /// The library's sources, such as `Stages/Stage1`.
    package var sources: String
    /// The learner's own tests, such as `Tests/Stage1Tests`.
    package var tests: String
}

/// A submission: a folder, and for each stage where its sources and learner tests are.
///
/// A learner's copy maps stage N to `Stages/StageN` and `Tests/StageNTests`. `verify` uses the
/// same machinery on the kata itself: the starters with the shipped examples, or the reference
/// solutions with the model tests. Nothing else of the folder is ever read.
package struct Submission: Sendable {
    /// The real path of the folder (symbolic links resolved).
    package var root: URL
    package var inputs: [Int: StageInput]
    /// Tells apart submissions of the same folder (`verify` grades the kata two ways).
    package var variant = ""
    /// Folders no file link of the inputs may resolve into: a learner's copy may still hold
    /// the reference (`Solutions`), and a link to it would pass it off as the learner's work.
    package var offLimits: [String] = []

    package init(root: URL, inputs: [Int: StageInput]) {
        self.root = root
        self.inputs = inputs
    }

    /// The same submission with its own workspaces.
    package func named(_ variant: String) -> Submission {
        var copy = self
        copy.variant = variant
        return copy
    }

    /// A learner's copy of the workbook.
    package static func learnerCopy(at root: URL, stages: [Int]) -> Submission {
        var submission = Submission(root: root, inputs: Dictionary(uniqueKeysWithValues: stages.map {
            ($0, StageInput(stage: $0, sources: KataRoot.starters($0), tests: KataRoot.learnerTests($0)))
        }))
        submission.offLimits = ["Solutions"]
        return submission
    }

    /// The kata's reference solutions with its model tests.
    package static func reference(of kata: KataRoot, stages: [Int]) -> Submission {
        Submission(root: kata.url, inputs: Dictionary(uniqueKeysWithValues: stages.map {
            ($0, StageInput(stage: $0, sources: kata.solution($0), tests: kata.modelTests($0)))
        }))
    }

    /// Checks that `path` is a folder that looks like a copy of the workbook.
    ///
    /// - Returns: The submission's real path.
    /// - Throws: `UsageError` with a one-line reason.
    package static func validateRoot(_ path: String) throws(UsageError) -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("the submission \(path) does not exist")
        }
        guard isDirectory.boolValue else {
            throw UsageError("the submission \(path) is not a folder")
        }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL
        var stagesIsDirectory: ObjCBool = false
        let stages = real.appendingPathComponent("Stages")
        guard FileManager.default.fileExists(atPath: stages.path, isDirectory: &stagesIsDirectory),
              stagesIsDirectory.boolValue else {
            throw UsageError("\(path) is not a copy of the kata: it has no Stages folder")
        }
        guard FileManager.default.isReadableFile(atPath: stages.path) else {
            throw UsageError("\(path)/Stages cannot be read")
        }
        return real
    }
}

/// A problem with how the grader was called, or with the submission as a whole: exit code 2.
package struct UsageError: Error, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
