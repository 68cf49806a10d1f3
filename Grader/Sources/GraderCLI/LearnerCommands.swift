import Foundation
import GraderEngine
import GraderExecution
import GraderReports

// MARK: - The learner's commands: hint, reset, watch

extension GraderCommand {
    /// `hint [STAGE [TASK]]`: grades the stage (or the stages as far as the first one with
    /// something to hint) and prints the next level of hint: for TASK when given, otherwise for
    /// what is most urgent (`NextHint.choose`).
    static func hint(_ arguments: Arguments) -> Int32 {
        do throws(UsageError) {
            let (kata, stages) = try kataAndStages(arguments)
            if let task = arguments.hintTask {
                // A task that does not exist is a usage error, said before any grading.
                let tasks = (try? HintsFile.load(kataRoot: kata.url, stage: stages[0]))?.map(\.task) ?? []
                guard tasks.contains(task) else {
                    throw UsageError("stage \(stages[0]) has no task \(task)"
                        + (tasks.last.map { "; its tasks are \(tasks[0])–\($0)" } ?? ""))
                }
            }
            let options = try self.options(arguments, kata: kata)
            let progress = ProgressLine.onStandardError(quiet: arguments.quiet, firstVerdicts: false)
            let grader = KataGrader(kata: kata, options: options, events: progress ?? PlainProgressLines(arguments))
            let report = gradeStages(stages, of: kata.url, with: grader, firstOpenOnly: arguments.stages.isEmpty,
                                     isOpen: NextHint.hasSomethingToHint)
            progress?.finish()
            guard let stage = report.stages.first(where: { arguments.hintTask != nil || NextHint.hasSomethingToHint($0) }) else {
                print(stages.count == 1 ? "Stage \(stages[0]) is complete: nothing to hint." : "Every stage is complete: nothing to hint.")
                return 0
            }
            let hints: [TaskHints]
            do {
                hints = try HintsFile.load(kataRoot: kata.url, stage: stage.stage)
            } catch {
                throw UsageError("the hints cannot be read: \(error)")
            }
            var levels = HintLevels.load(kataRoot: kata.url)
            // The catalog says where a missed bug is planted; a student copy has none, and no hunt.
            let plantedBugs = (try? BugCatalog.load(from: kata.bugCatalog(stage.stage), stage: stage.stage))?.bugs ?? []
            let next = NextHint.choose(stage: stage, hints: hints, levelsShown: levels.levels(stage: stage.stage),
                                       hasAnswers: kata.hasReference, plantedBugs: plantedBugs, task: arguments.hintTask,
                                       stageNamed: !arguments.stages.isEmpty)
            print(next.text)
            if let shown = next.shown {
                levels.record(stage: shown.stage, topic: shown.topic, level: shown.level)
                try? levels.save(kataRoot: kata.url)
            }
            return 0
        } catch {
            return fail(error)
        }
    }

    /// `reset STAGE [--tests] [--yes]`: says what it will overwrite, asks (unless `--yes`), keeps
    /// a copy, and puts the stage's starter code back (and its example tests with `--tests`).
    static func reset(_ arguments: Arguments) -> Int32 {
        do throws(UsageError) {
            let (kata, stages) = try kataAndStages(arguments)
            let stage = stages[0]
            guard let starters = ShippedStarters.load(kataRoot: kata.url) else {
                throw UsageError("\(ShippedStarters.path) is missing: this copy cannot tell what the starters were")
            }
            let reset = StarterReset(kataRoot: kata.url, stage: stage, tests: arguments.resetTests, starters: starters)
            let changes: [StarterReset.Change]
            do {
                changes = try reset.changes()
            } catch {
                throw UsageError("cannot compare with the starters: \(error)")
            }
            let testsNote = arguments.resetTests ? ""
                : "Your tests in \(KataRoot.learnerTests(stage)) stay as they are (add --tests to reset them too).\n"
            guard !changes.isEmpty else {
                print("Stage \(stage) is already as it ships: nothing to reset.\n" + testsNote, terminator: "")
                return 0
            }
            print("./grade.sh reset \(stage) puts the starter code of stage \(stage) back:")
            for change in changes { print("  " + TerminalText.escaped(change.description)) }
            print(testsNote + "A copy of each file it overwrites or removes is kept in Grader/.build/reset-backups/.")
            if !arguments.yes {
                print("Reset stage \(stage)? [y/N] ", terminator: "")
                fflush(nil)
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                // A terminal echoes the answer and its newline; a pipe does not.
                if isatty(STDIN_FILENO) == 0 { print("") }
                guard answer == "y" || answer == "yes" else {
                    print("Nothing changed.")
                    return 1
                }
            }
            let backup: URL?
            do {
                backup = try reset.apply(changes)
            } catch {
                throw UsageError("the reset stopped: \(error) (the starter files come from this clone's git history; "
                    + "a copy downloaded without it cannot be reset)")
            }
            var levels = HintLevels.load(kataRoot: kata.url)
            levels.forget(stage: stage)
            try? levels.save(kataRoot: kata.url)
            print("Stage \(stage) is back to its starter code." + (backup.map { " Your files are in \($0.path)." } ?? ""))
            return 0
        } catch {
            return fail(error)
        }
    }
}

// MARK: Watch

extension GraderCommand {
    /// `watch [STAGE]`: grades the stage, draws `WatchScreen`, and grades again whenever a file
    /// of the stage, of the learner's tests or of the spec tests changes (polled a few times a
    /// second, which works the same on Linux and macOS), saying at once what it grades and why.
    /// Without STAGE it follows the first stage not complete.
    static func watch(_ arguments: Arguments) -> Int32 {
        let kata: KataRoot
        let stages: [Int]
        let options: GradeOptions
        do {
            (kata, stages) = try kataAndStages(arguments)
            options = try self.options(arguments, kata: kata)
        } catch {
            return fail(error)
        }
        let terminal = isatty(STDOUT_FILENO) != 0
        WatchInterrupt.install(terminal: terminal)
        let status = WatchStatusLine(terminal: terminal)
        // The grader's steps go to the status line: among them, that another grade of this
        // checkout runs and this one waits for it (`WorkspaceLock`).
        let grader = KataGrader(kata: kata, options: options, events: status)
        let following = arguments.stages.isEmpty
        func grade(_ chosen: [Int]) -> [StageReport] {
            defer { status.end() }
            return grader.grade(Submission.learnerCopy(at: kata.url, stages: chosen), stages: chosen).stages
        }
        func show(_ text: String) { showScreen(text, terminal: terminal) }

        show("Swift Unit Testing Kata · watching \(following ? "the first stage not complete" : "stage \(stages[0])")\n"
            + "(the first grade builds the workspaces, so it takes longest)\n")
        status.begin("Grading \(following ? "as far as the first stage not complete" : "stage \(stages[0])")")
        var stage = stages[0]
        if following {
            // As `./grade.sh` does: only as far as the first stage not complete, not all four.
            let first = FirstOpenStage(stages: stages, remembered: FirstOpenStage.remembered(kataRoot: kata.url))
                .grade { GradeReport(stages: grade($0)) }
            stage = first.stages.last?.stage ?? stages[stages.count - 1]
        }
        var seen: [String: String]?
        var screen = ""
        while true {
            let files = FolderFingerprint.of(kata.url, folders: WatchScreen.watchedFolders(stage: stage))
            if files != seen {
                if let seen, !screen.isEmpty {
                    show(screen)
                    status.begin("Grading stage \(stage) (you saved \(TerminalText.escaped(FolderFingerprint.describe(FolderFingerprint.changes(from: seen, to: files)))))")
                } else if !screen.isEmpty || following {
                    status.begin("Grading stage \(stage)")
                }
                seen = files
                guard let report = grade([stage]).first else { return 1 }
                if following, report.status == .complete,
                   let next = grade(stages.filter { $0 > stage }).first(where: { $0.status != .complete }) {
                    stage = next.stage
                    seen = nil
                    screen = ""
                    continue
                }
                let hints = (try? HintsFile.load(kataRoot: kata.url, stage: stage)) ?? []
                screen = WatchScreen.render(stage: report, hints: hints, following: following, gradedAt: Date())
                show(screen)
            }
            usleep(250_000)
        }
    }

    /// A new screen of `watch`: home and clear on a terminal; a plain separator for a log or a pipe.
    private static func showScreen(_ text: String, terminal: Bool) {
        print(terminal ? "\u{1B}[H\u{1B}[2J" + text : "----\n" + text, terminator: "")
        fflush(nil)
    }
}

/// Ctrl-C in `watch`: stop every build and test run it started, then quit.
enum WatchInterrupt {
    /// Kept so the signal source lives as long as `watch`: written once, by `install`, on the
    /// main thread before any other thread could read it, and never read.
    nonisolated(unsafe) private static var source: (any DispatchSourceSignal)?

    static func install(terminal: Bool) {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            ProcessRunner.killEveryGroup()
            print(terminal ? "\nStopped watching." : "Stopped watching.")
            fflush(nil)
            exit(0)
        }
        source.resume()
        Self.source = source
    }
}
