import Foundation
import GraderEngine
import GraderExecution
import GraderMaintenance
import GraderReports

// MARK: - The instructor's commands: a class at a time

extension GraderCommand {
    /// `--batch DIR --out OUT`: a class in one go (see `BatchGrader`). Exit code 0 once the
    /// gradebook is written, whatever the grades; 2 for bad usage.
    static func batch(_ arguments: Arguments) -> Int32 {
        guard let batch = arguments.batch, let out = arguments.out else { return 2 }
        do throws(UsageError) {
            let (kata, stages) = try kataAndStages(arguments)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: batch, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError("the folder of submissions \(batch) does not exist")
            }
            let folder = URL(fileURLWithPath: batch).resolvingSymlinksInPath().standardizedFileURL
            let outFolder = URL(fileURLWithPath: out).resolvingSymlinksInPath().standardizedFileURL
            if outFolder.path == folder.path || outFolder.path.hasPrefix(folder.path + "/") {
                throw UsageError("--out must not be inside the folder of submissions: it would be graded as one")
            }
            if let error = checkKata(kata, allowModified: arguments.allowModifiedKata) { throw error }
            var options = try self.options(arguments, kata: kata)
            if !arguments.testTimeoutGiven { options.testTimeout = BatchGrader.defaultTestTimeout }
            if !arguments.budgetGiven { options.budget = BatchGrader.defaultBudget }
            let submissions = try BatchGrader.submissions(in: folder)
            guard !submissions.isEmpty else { throw UsageError("\(batch) has no submission folders") }
            var grader = BatchGrader(kata: kata, options: options, stages: stages, events: PlainProgressLines(arguments))
            grader.csvLocale = arguments.csvLocale
            let rows = try grader.grade(submissions, into: outFolder)
            if !arguments.quiet {
                let graded = rows.filter { $0.report.problem == nil }.count
                FileHandle.standardError.write(Data("Graded \(graded) of \(rows.count) submissions: \(outFolder.appendingPathComponent("gradebook.csv").path)\n".utf8))
            }
            return 0
        } catch {
            return fail(error)
        }
    }

    /// `gradebook OUT REPORT.json...`: merges reports from anywhere into `OUT/gradebook.csv`,
    /// with the class page, its summary and the feedback files, as a batch writes them; the
    /// planted bugs' ids come from this kata's catalogs.
    static func gradebook(_ arguments: Arguments) -> Int32 {
        guard let out = arguments.out else { return 2 }
        do throws(UsageError) {
            let rows = try Gradebook.rows(fromReportsAt: arguments.reports)
            let kata = KataRoot(url: URL(fileURLWithPath: arguments.kataRoot ?? FileManager.default.currentDirectoryPath))
            try InstructorOutputs(folder: URL(fileURLWithPath: out), bugIDs: PlantedBugIDs(kata: kata),
                                  starters: kata.hasReference ? StarterDigests(kata: kata) : .none,
                                  csvLocale: arguments.csvLocale).writeAll(rows)
            return 0
        } catch {
            return fail(error)
        }
    }

    /// `student-copy DIR`: see `StudentCopy`.
    static func studentCopy(_ arguments: Arguments) -> Int32 {
        guard let out = arguments.out else { return 2 }
        let kata = KataRoot(url: URL(fileURLWithPath: arguments.kataRoot ?? FileManager.default.currentDirectoryPath))
        do throws(UsageError) {
            guard kata.hasReference else { throw UsageError("this is already a student copy: make one from the full kata") }
            let count = try StudentCopy(kata: kata).write(to: URL(fileURLWithPath: out), points: PointsTable.load(kataRoot: kata.url))
            if !arguments.quiet {
                FileHandle.standardError.write(Data("Wrote a student copy of \(count) files to \(out)\n".utf8))
            }
            return 0
        } catch {
            return fail(error)
        }
    }
}

extension GraderCommand {
    /// `spec-digests`: see `ShippedSpecTests`.
    static func specDigests(_ arguments: Arguments) -> Int32 {
        let kata = KataRoot(url: URL(fileURLWithPath: arguments.kataRoot ?? FileManager.default.currentDirectoryPath))
        guard kata.hasReference else { return fail(UsageError("spec-digests is for maintainers, in the full kata")) }
        do {
            try ShippedSpecTests.write(kata)
        } catch {
            return fail(UsageError("cannot write \(ShippedSpecTests.path): \(error.localizedDescription)"))
        }
        do {
            try ShippedStarters.write(kata)
        } catch {
            return fail(UsageError("cannot write \(ShippedStarters.path): \(error)"))
        }
        // The declarations are read from a build of the kata's own package; a kata without one
        // (the grader's tiny test kata) pins none, and its grades check none.
        guard FileManager.default.fileExists(atPath: kata.url.appendingPathComponent("Package.swift").path) else {
            let note = "grade.sh: no Package.swift here: \(WorkbookDeclarations.path) not written, so no declarations are pinned\n"
            FileHandle.standardError.write(Data(note.utf8))
            return 0
        }
        do {
            try WorkbookDeclarations.write(kata)
        } catch {
            return fail(UsageError("cannot write \(WorkbookDeclarations.path): \(error)"))
        }
        return 0
    }

    /// `mutants [STAGE...]`: see `MutationCheck`; exit code 1 for an unaccepted survivor.
    static func mutants(_ arguments: Arguments) -> Int32 {
        let kata = KataRoot(url: URL(fileURLWithPath: arguments.kataRoot ?? FileManager.default.currentDirectoryPath))
        do throws(UsageError) {
            guard kata.hasReference else { throw UsageError("mutants is the maintainers' check and needs Solutions/") }
            let (_, stages) = try kataAndStages(arguments)
            var options = GradeOptions()
            options.buildTimeout = arguments.buildTimeout
            options.sandbox = .known(try sandbox(for: arguments).get())
            let report = try MutationCheck.run(kata: kata, stages: stages, options: options, events: PlainProgressLines(arguments))
            print(arguments.json ? report.json : report.text)
            return report.problems.isEmpty ? 0 : 1
        } catch {
            return fail(error)
        }
    }
}

extension GraderCommand {
    /// `autograder PLATFORM OUT`: see `GradescopeBundle` and `Classroom50Bundle`.
    static func autograder(_ arguments: Arguments) -> Int32 {
        guard let out = arguments.out, let platform = arguments.platform else { return 2 }
        let kata = KataRoot(url: URL(fileURLWithPath: arguments.kataRoot ?? FileManager.default.currentDirectoryPath))
        do throws(UsageError) {
            guard kata.hasReference else { throw UsageError("an autograder is made from the full kata, not a student copy") }
            let destination = URL(fileURLWithPath: out)
            let count: Int
            switch platform {
            case .gradescope:
                guard out.hasSuffix(".zip") else { throw UsageError("Gradescope takes a zip: autograder gradescope OUT.zip") }
                count = try GradescopeBundle.write(kata: kata, to: destination)
            case .classroom50:
                count = try Classroom50Bundle.write(kata: kata, to: destination, points: PointsTable.load(kataRoot: kata.url))
            }
            if !arguments.quiet {
                FileHandle.standardError.write(Data("Wrote \(platform.rawValue)'s autograder (\(count) files) to \(out)\n".utf8))
            }
            return 0
        } catch {
            return fail(error)
        }
    }
}
