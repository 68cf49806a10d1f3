import Foundation
import GraderEngine
import GraderExecution

// MARK: - Grading a whole class in one go

/// `--batch DIR --out OUT`: grades every submission folder directly under DIR, one after the
/// other, and writes `OUT/<name>.json` (the `--json` report) for each, and the gradebook, the
/// class page and each student's feedback (`InstructorOutputs`).
/// A folder's name is the student's name as written, whatever it holds: the gradebook shows
/// it so, and its report file gets a name safe on any disk (`ReportFileName`).
///
/// Every submission is built in the same warm pair of workspaces (`sharedBuildFolder`), so
/// only what differs from the previous submission is compiled. Results never depend on that
/// order: each workspace is made to hold exactly the files of the submission being graded
/// before it builds, and a result is cached under the hash of every file it was computed from,
/// in one cache for the class: a stage that is byte for byte one graded before (an untouched
/// starter, a resubmission that changed another stage) is not graded again. A submission that
/// cannot be graded (not a copy of the kata) costs only its own row; one that hangs costs at
/// most its budget.
package struct BatchGrader {
    package let kata: KataRoot
    package let options: GradeOptions
    package let stages: [Int]
    /// Where its lines about each submission go (`GradingEvent.classProgress`).
    let events: any GradingEventRecorder
    /// `--csv-locale`: how the gradebook writes separators and decimals.
    package var csvLocale = Gradebook.CSVLocale.standard

    /// A test run of a class's submission gets 10 s unless `--timeout` says otherwise: a
    /// finished stage's tests run in well under a second, and a stage that hangs costs its
    /// timeout in every batch (Exercism's test runners give a whole submission 20 s).
    package static let defaultTestTimeout: Double = 10
    /// One submission gets 5 minutes in all unless `--budget` says otherwise.
    package static let defaultBudget: Double = 300
    /// Compilers per workspace build: one, as the spec and learner builds go side by side.
    static let buildJobs = 1

    package init(kata: KataRoot, options: GradeOptions, stages: [Int], events: any GradingEventRecorder) {
        self.kata = kata
        var options = options
        options.sharedBuildFolder = options.sharedBuildFolder ?? kata.workspaces.appendingPathComponent("batch")
        // A class's submissions change both workspaces, which build side by side. SwiftPM's
        // default, a compiler per core in each build, runs four on two cores; one each takes a
        // finished submission about 15 % less time (Grader/README.md, "A class"). A build alone,
        // as in a learner's re-grade, is slower with one: only batches ask for it.
        options.buildJobs = options.buildJobs ?? Self.buildJobs
        options.forMarks = true
        self.options = options
        self.stages = stages
        self.events = events
    }

    /// The submissions under `folder`: its visible subfolders, by name, and any entry whose
    /// name is not UTF-8 (it cannot be opened, but gets a row that says so).
    package static func submissions(in folder: URL) throws(UsageError) -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw UsageError("cannot read the folder of submissions \(folder.path)")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }.filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
                || FileNames.isUndecodable(url.lastPathComponent)
        }
    }

    /// Grades every submission and writes the reports and the class's files into `out`, the
    /// class's files again after each submission so that an interrupted batch loses nothing.
    package func grade(_ submissions: [URL], into out: URL) throws(UsageError) -> [Gradebook.Row] {
        do {
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create \(out.path)")
        }
        guard let lock = try WorkspaceLock.tryAcquire(in: kata.workspaces, name: "batch.lock") else {
            throw UsageError("another batch is being graded with this kata checkout; wait for it to finish")
        }
        defer { lock.release() }

        // The grader says when it builds or runs anything; a submission it says nothing about
        // was graded from the cache alone. How long each step took adds up to the class's profile.
        let work = WorkCounter()
        let profile = StepProfile()
        let grader = KataGrader(kata: kata, options: options, events: EventFanOut(recorders: [work, profile]))
        let checkout = KataIntegrity.checkout(of: kata)
        var rows: [Gradebook.Row] = []
        var progress = BatchProgress(total: submissions.count)
        let outputs = InstructorOutputs(folder: out, bugIDs: PlantedBugIDs(kata: kata), starters: StarterDigests(kata: kata),
                                        csvLocale: csvLocale)
        var fileNames = ReportFileNames()
        for submission in submissions {
            let name = submission.lastPathComponent
            events.record(.classProgress(progress.starting(name)))
            let started = Date()
            let before = work.count
            let report = grade(submission, with: grader)
                .stamped(Provenance(kata: checkout, points: options.points, submission: submission))
            let cached = work.count == before && report.problem == nil
            let stem = fileNames.claim(name) { Self.holdsAnotherStudent(out.appendingPathComponent($0 + ".json"), than: name) }
            let row = Gradebook.Row(name: name, report: report, fileStem: stem)
            rows.append(row)
            try write(JSONReport.render(report), to: out.appendingPathComponent(stem + ".json"))
            try outputs.writeFeedback(row)
            try outputs.writeClass(rows)
            events.record(.classProgress(progress.finished(name, summary: Self.summary(report) + (cached ? ", all from the cache" : ""),
                                                           seconds: Date().timeIntervalSince(started))))
        }
        for line in profile.lines { events.record(.classProgress(line)) }
        return rows
    }

    /// Whether `file` (in OUT, from an earlier batch) is the report of a student other than
    /// `name`, by bytes: a batch never writes over another student's report.
    static func holdsAnotherStudent(_ file: URL, than name: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        let owner = (try? JSONDecoder().decode(GradeReport.self, from: data))?.provenance?.submissionName
        return owner.map { !$0.hasSameBytes(as: name) } ?? true
    }

    private func grade(_ folder: URL, with grader: KataGrader) -> GradeReport {
        guard !FileNames.isUndecodable(folder.lastPathComponent) else {
            return ungraded("its folder name is not valid UTF-8, so it cannot be opened: rename it")
        }
        let root: URL
        do {
            root = try Submission.validateRoot(folder.path)
        } catch {
            return ungraded(Self.inStudentWords(error.description, submission: folder))
        }
        return grader.grade(Submission.learnerCopy(at: root, stages: stages), stages: stages)
    }

    /// A submission that could not be graded (`GradeReportBuilder.ungraded`).
    func ungraded(_ problem: String) -> GradeReport {
        GradeReportBuilder.ungraded(problem, stages: stages, kata: kata, options: options)
    }

    /// A problem as the student and the class page read it: the submission's folder is "your
    /// submission" and its files are named from it, never by a path of the grading machine.
    static func inStudentWords(_ problem: String, submission: URL) -> String {
        var text = problem
        for path in Set([submission.path, submission.resolvingSymlinksInPath().path]).sorted(by: { $0.count > $1.count }) {
            text = text.replacingOccurrences(of: path + "/", with: "")
                .replacingOccurrences(of: "the submission " + path, with: "your submission")
                .replacingOccurrences(of: path, with: "your submission")
        }
        return text.replacingOccurrences(of: "a copy of the kata", with: "a copy of the workbook")
    }

    static func summary(_ report: GradeReport) -> String {
        if let problem = report.problem { return "not graded: \(problem)" }
        let progress = report.progress
        var text = "\(progress.stagesComplete) of \(progress.stagesGraded) stages complete"
        if let points = report.points {
            text += ", \(Points.text(points.earned))/\(Points.text(points.maximum)) points"
        }
        return text
    }

    private func write(_ text: String, to url: URL) throws(UsageError) {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw UsageError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}

/// Counts what a batch's grader builds and runs (`GradingEvent.isWork`): a submission that
/// adds nothing to the count was graded from the cache alone.
final class WorkCounter: GradingEventRecorder {
    private let events = Locked(0)

    var count: Int { events.withLock { $0 } }

    func record(_ event: GradingEvent) {
        if event.isWork { events.withLock { $0 += 1 } }
    }
}
