import Foundation
import GraderEngine
import GraderExecution

// MARK: - A copy of the workbook to hand out

/// `student-copy DIR`: the workbook without what gives the answers away, for a class that is
/// graded.
///
/// The copy holds every file git tracks in the kata, except `Solutions/` (the reference, the
/// model tests, the planted bugs and the maintainers' notes), the instructor's and the
/// maintainers' workflows and CI (`grade-class.yml`, `ci.yml`, `.ci/`, which run `verify`),
/// `CONTRIBUTING.md` (which shows a planted bug), `Teaching.md` (the instructors' guide, which
/// names a planted bug by its catalog id) and the grader's tests and benchmarks
/// (`Grader/Tests`, `Grader/Benchmarks`: they hold lines of the reference and of the model
/// tests). These files change on the way:
/// - the workbook, `Exercises.md` and `Exercises/StageN.md`, loses its answers
///   (`ExercisesWithoutAnswers`);
/// - `Package.swift` loses its `KATA_SOLUTIONS` switch, which would point at `Solutions/`;
/// - `Grader/Package.swift` loses the test targets, whose folder is not there;
/// - `README.md` is the student's own (`StudentReadme`), with how to push and hand in.
/// The copy is a git repository with one commit, ready to push as a template repository. In
/// the copy, `./grade.sh` grades the spec tests; the planted-bug hunt waits for the
/// instructor's grading with the full kata (a batch, `grade-class.yml`, or a platform's
/// autograder: `GradescopeBundle`, `Classroom50Bundle`).
package struct StudentCopy {
    package let kata: KataRoot

    package init(kata: KataRoot) {
        self.kata = kata
    }

    /// Paths left out of the copy, relative to the kata.
    static let leftOut = ["Solutions/", ".github/workflows/grade-class.yml", ".github/workflows/ci.yml", ".ci/",
                          "CONTRIBUTING.md", "Teaching.md", "Grader/Tests/", "Grader/Benchmarks/",
                          // The class page's screenshot names a real planted bug's id.
                          "Grader/Documentation/"]

    /// Writes the copy into `destination`, which must not exist yet or be empty.
    ///
    /// - Returns: How many files were written.
    ///
    /// - Parameter asRepository: Whether the copy becomes a git repository with one commit (not
    ///   inside another repository, as Classroom 50's autograder bundle is).
    package func write(to destination: URL, points: PointsTable, asRepository: Bool = true) throws(UsageError) -> Int {
        let target = destination.resolvingSymlinksInPath().standardizedFileURL
        if target.path == kata.url.path || target.path.hasPrefix(kata.url.path + "/") {
            throw UsageError("the student copy must go outside the kata checkout, not into \(destination.path)")
        }
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: target.path), !existing.isEmpty {
            throw UsageError("\(destination.path) is not empty: give a new folder for the student copy")
        }
        var files = try trackedFiles().filter { path in !Self.leftOut.contains { path == $0 || path.hasPrefix($0) } }
        var rewritten = try ExercisesWithoutAnswers.rewrite(Workbook.load(kataRoot: kata.url, stages: kata.stages))
        rewritten["Package.swift"] = try Self.packageWithoutSolutions(read("Package.swift"))
        rewritten["Grader/Package.swift"] = try Self.graderPackageWithoutTests(read("Grader/Package.swift"))
        rewritten["README.md"] = StudentReadme.text(stages: kata.stages)
        files = Array(Set(files).union(rewritten.keys)).sorted()

        do {
            for path in files {
                let to = target.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                if let text = rewritten[path] {
                    try Data(text.utf8).write(to: to)
                } else {
                    // copyItem keeps the mode: grade.sh stays executable.
                    try FileManager.default.copyItem(at: kata.url.appendingPathComponent(path), to: to)
                }
            }
        } catch {
            throw UsageError("cannot write the student copy into \(destination.path): \(error.localizedDescription)")
        }
        if asRepository { try Self.commitAll(in: target) }
        return files.count
    }

    /// Makes `folder` a git repository whose one commit holds every file: a template to push,
    /// with a history that starts at the hand-out.
    static func commitAll(in folder: URL) throws(UsageError) {
        let steps = [["init", "-q"], ["checkout", "-q", "-b", "main"], ["add", "-A"],
                     ["-c", "user.name=Swift Unit Testing Kata", "-c", "user.email=kata@invalid", "-c", "commit.gpgsign=false",
                      "commit", "-q", "-m", "The Swift Unit Testing Kata, as handed out"]]
        for step in steps {
            let run = ProcessRunner.run(ProcessRequest(
                executable: "/usr/bin/env",
                arguments: ["-u", "GIT_DIR", "-u", "GIT_WORK_TREE", "git", "-C", folder.path] + step,
                environment: ["LC_ALL": "C", "GIT_CONFIG_NOSYSTEM": "1"],
                timeout: 120, outputLimit: 1 << 20))
            guard run.end.succeeded else {
                throw UsageError("the student copy is written, but git \(step.last(where: { !$0.hasPrefix("-") }) ?? "") failed in it: \(run.end.summary)")
            }
        }
    }

    /// The files git tracks in the kata (so nothing built, cached or left lying around is copied).
    func trackedFiles() throws(UsageError) -> [String] {
        let run = ProcessRunner.run(ProcessRequest(
            executable: "/usr/bin/env",
            arguments: ["-u", "GIT_DIR", "-u", "GIT_WORK_TREE", "git", "-c", "core.fsmonitor=false",
                        "-C", kata.url.path, "ls-files", "-z"],
            environment: ["GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"],
            timeout: 60, outputLimit: 8 << 20))
        guard run.end.succeeded else {
            throw UsageError("student-copy needs the kata as a git checkout: git ls-files failed (\(run.end.summary))")
        }
        // A file deleted but not yet committed is still listed: only what is there is copied.
        return run.output.split(separator: "\0").map(String.init).filter { path in
            FileManager.default.fileExists(atPath: kata.url.appendingPathComponent(path).path)
        }
    }

    private func read(_ path: String) throws(UsageError) -> String {
        guard let data = FileManager.default.contents(atPath: kata.url.appendingPathComponent(path).path) else {
            throw UsageError("the kata has no \(path) to copy")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The learners' manifest with `useSolutions` always false: `KATA_SOLUTIONS=1` would point
    /// every target at a `Solutions/` the copy does not have.
    static func packageWithoutSolutions(_ manifest: String) throws(UsageError) -> String {
        let switchLine = #"let useSolutions = Context.environment["KATA_SOLUTIONS"] == "1""#
        guard manifest.contains(switchLine) else {
            throw UsageError("Package.swift no longer has the KATA_SOLUTIONS switch that student-copy removes: update StudentCopy")
        }
        // The header's paragraph on the switch goes too: it runs from "// With KATA_SOLUTIONS=1"
        // to the end of that comment.
        var inParagraph = false
        return manifest
            .replacingOccurrences(of: switchLine, with: "let useSolutions = false  // a student copy has no Solutions/")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in
                if line.hasPrefix("// With KATA_SOLUTIONS=1") { inParagraph = true }
                if inParagraph && !line.hasPrefix("//") { inParagraph = false }
                return !inParagraph && !line.contains("KATA_SOLUTIONS=1 swift test")
            }
            .joined(separator: "\n")
    }

    /// The grader's manifest without the targets whose sources are under `Tests/`: the copy has
    /// no `Grader/Tests`, and SwiftPM refuses a target whose folder is missing. A target is its
    /// `.target(`, `.testTarget(` or `.executableTarget(` call up to its closing parenthesis,
    /// with the comment lines just above it.
    static func graderPackageWithoutTests(_ manifest: String) throws(UsageError) -> String {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var kept: [String] = []
        var pending: [String] = []  // comment lines that may belong to the next target
        var target: [String] = []
        var depth = 0
        var removed = 0
        for line in lines {
            let words = line.trimmingCharacters(in: .whitespaces)
            if target.isEmpty && depth == 0 {
                if words.hasPrefix("//") { pending.append(line); continue }
                let opensTarget = [".target(", ".testTarget(", ".executableTarget("].contains { words.hasPrefix($0) }
                if !opensTarget {
                    kept += pending + [line]
                    pending = []
                    continue
                }
            }
            target.append(line)
            depth += line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
            if depth == 0 {
                if target.joined(separator: "\n").contains("path: \"Tests/") {
                    removed += 1
                    if kept.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { kept.removeLast() }
                } else {
                    kept += pending + target
                }
                pending = []
                target = []
            }
        }
        guard removed > 0, depth == 0 else {
            throw UsageError("Grader/Package.swift has no test target under Tests/ that student-copy can remove: update StudentCopy")
        }
        return (kept + pending).joined(separator: "\n")
    }
}
