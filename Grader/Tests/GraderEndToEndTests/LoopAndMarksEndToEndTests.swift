import Foundation
import GraderTestSupport
import Testing

// MARK: - The learner's own loop and grading for marks come to the same verdicts

/// The learner's own loop trades work for speed where cheating only cheats oneself: it runs no
/// planted bug whose code the tests never reach, and each other bug with only the tests that
/// reached its code (`BugHuntRounds`). Grading for marks runs every bug with every test. On an
/// honest submission, both must say the same thing: here, the reference with the model tests,
/// graded in a learner's checkout and as a submission.
@Suite("The learner's own loop and grading for marks, on the reference with the model tests", .serialized)
struct LoopAndMarksEndToEndTests {
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL
    static let checkout = FileManager.default.temporaryDirectory.appendingPathComponent("kata-loop-and-marks-\(getuid())")

    @Test("Every stage's report is the same in the learner's own checkout as graded for marks: bugs caught, by which tests, and missed",
          .timeLimit(.minutes(20)))
    func sameVerdicts() throws {
        try makeFinishedCheckout()
        let stages = ["1", "2", "3", "4"]
        let loop = try BuiltGrader.run(["--kata-root", Self.checkout.path, "--quiet", "--json"] + stages)
        let marks = try BuiltGrader.run(["--kata-root", Self.kata.path, "--submission", Self.checkout.path, "--quiet",
                                         "--allow-modified-kata", "--json"] + stages)
        for stage in 1...4 {
            let inLoop = loop.stage(stage)
            let forMarks = marks.stage(stage)
            #expect(inLoop["status"] as? String == "complete", "stage \(stage) in the loop: \(loop.stderr.suffix(2000))")
            #expect(forMarks["status"] as? String == "complete", "stage \(stage) for marks: \(marks.stderr.suffix(2000))")
            let caught = inLoop["bugs_caught"] as? [[String: Any]] ?? []
            #expect(!caught.isEmpty, "stage \(stage): the hunt ran")
            for key in Set(inLoop.keys).union(forMarks.keys) {
                #expect(Self.text(inLoop[key]) == Self.text(forMarks[key]), "stage \(stage), \(key)")
            }
        }
    }

    /// A learner's checkout of the kata whose stages are the reference and whose tests are the
    /// model tests: what the grader reads of a checkout, without the grader's own sources.
    private func makeFinishedCheckout() throws {
        for folder in ["Stages", "Tests", "Solutions", "Hints", "Exercises", "Grader/Schemas"] {
            try FileTree.mirror(from: Self.kata.appendingPathComponent(folder), to: Self.checkout.appendingPathComponent(folder))
        }
        for file in ["Package.swift", "points.json", "Exercises.md", "grade.sh",
                     "Grader/SpecDigests.json", "Grader/Starters.json", "Grader/WorkbookDeclarations.json"] {
            try FileManager.default.createDirectory(at: Self.checkout.appendingPathComponent(file).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(contentsOf: Self.kata.appendingPathComponent(file)).write(to: Self.checkout.appendingPathComponent(file))
        }
        for stage in 1...4 {
            try FileTree.mirror(from: Self.kata.appendingPathComponent("Solutions/Stage\(stage)"),
                                to: Self.checkout.appendingPathComponent("Stages/Stage\(stage)"))
            try FileTree.mirror(from: Self.kata.appendingPathComponent("Solutions/Stage\(stage)Tests"),
                                to: Self.checkout.appendingPathComponent("Tests/Stage\(stage)Tests"))
        }
    }

    /// A JSON value as comparable text.
    private static func text(_ value: Any?) -> String {
        guard let value, JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]) else { return "\(value ?? "nil")" }
        return String(decoding: data, as: UTF8.self)
    }
}
