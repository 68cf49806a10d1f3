import Foundation

// MARK: - What is graded

/// Where one stage's two inputs live, relative to the submission's root.
package struct StageInput: Sendable, Hashable {
    package var stage: Int
    /// The library's sources, such as `Stages/Stage1`.
    package var sources: String
    /// The learner's own tests, such as `Tests/Stage1Tests`.
    package var tests: String

    package init(stage: Int, sources: String, tests: String) {
        (self.stage, self.sources, self.tests) = (stage, sources, tests)
    }
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

    /// Checks that `path` is a folder that looks like a copy of the workbook, or holds one copy
    /// in a folder just below it.
    ///
    /// - Returns: The real path of the copy to grade.
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
        var root = real
        if !KataRoot(url: real).isFolder("Stages") {
            guard let inner = try kataOneFolderDown(in: real, shown: path) else {
                throw UsageError("\(path) is not a copy of the kata: it has no Stages folder")
            }
            root = inner
        }
        guard FileManager.default.isReadableFile(atPath: root.appendingPathComponent("Stages").path) else {
            throw UsageError("\(root.path)/Stages cannot be read")
        }
        return root
    }

    /// The one copy of the kata in a folder just below `folder`, where an unzipped "Download
    /// ZIP" or a clone made inside the student's folder leaves it; nil when there is none.
    ///
    /// Only a real folder counts: a link could hand in someone else's work as this student's.
    /// Hidden folders and the `__MACOSX` folder that macOS's archives add are not copies.
    /// - Throws: `UsageError` when there are several: which one is the work is the student's to say.
    static func kataOneFolderDown(in folder: URL, shown path: String) throws(UsageError) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let copies = names.filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }.sorted().filter { name in
            let inner = folder.appendingPathComponent(name)
            return isRealFolder(inner) && isRealFolder(inner.appendingPathComponent("Stages"))
        }
        guard copies.count <= 1 else {
            throw UsageError("\(path) has no Stages folder, and \(copies.count) folders in it are copies of the kata (\(copies.joined(separator: ", "))): keep only the one to grade")
        }
        return copies.first.map { folder.appendingPathComponent($0) }
    }

    /// A folder, not a link to one.
    private static func isRealFolder(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType == .typeDirectory
    }
}

/// A problem with how the grader was called, or with the submission as a whole: exit code 2.
package struct UsageError: Error, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
