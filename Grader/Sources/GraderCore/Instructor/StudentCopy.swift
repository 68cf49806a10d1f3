import Foundation

// MARK: - A copy of the workbook to hand out

/// `student-copy DIR`: the workbook without what gives the answers away, for a class that is
/// graded.
///
/// The copy holds every file git tracks in the kata, except `Solutions/` (the reference, the
/// model tests, the planted bugs and the maintainers' notes) and the instructor's workflow
/// (`grade-class.yml`) and CI (`.ci/`, which runs `verify`). These files change on the way:
/// - the workbook, `Exercises.md` and `Exercises/StageN.md`, loses its answers
///   (`ExercisesWithoutAnswers`);
/// - `Package.swift` loses its `KATA_SOLUTIONS` switch, which would point at `Solutions/`;
/// - `README.md` starts with a word to the student, and the files an instructor protects.
/// And one is added: `.github/workflows/classroom.yml`, GitHub Classroom's autograding
/// (`ClassroomWorkflow`). In the copy, `./grade.sh` grades the spec tests; the planted-bug hunt
/// waits for the instructor's grading with the full kata.
package struct StudentCopy {
    package let kata: KataRoot

    /// Paths left out of the copy, relative to the kata.
    static let leftOut = ["Solutions/", ".github/workflows/grade-class.yml", ".ci/"]

    /// Writes the copy into `destination`, which must not exist yet or be empty.
    ///
    /// - Returns: How many files were written.
    package func write(to destination: URL, points: PointsTable) throws(UsageError) -> Int {
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
        rewritten["README.md"] = Self.readmeForStudents(try read("README.md"))
        rewritten[ClassroomWorkflow.path] = ClassroomWorkflow.text(stages: kata.stages, points: points)
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
        return files.count
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

    /// The README without its command that runs the reference solutions.
    static func readmeForStudents(_ readme: String) -> String {
        studentNotice + readme.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("KATA_SOLUTIONS=1 ") }
            .joined(separator: "\n")
    }

    static let studentNotice = """
        > **This is a student copy of the workbook.** It has no reference solutions and no
        > planted bugs: `./grade.sh` grades your code with the spec tests, and your own tests
        > are hunted against the planted bugs when your instructor grades the class. On GitHub
        > Classroom, every push is graded by `.github/workflows/classroom.yml`.
        >
        > Instructors: protect these paths in the assignment, so that a push cannot change
        > how it is graded: `Tests/Stage*Spec/**`, `.github/**`, `grade.sh`, `Grader/**`,
        > `Package.swift` and `points.json`.


        """
}
