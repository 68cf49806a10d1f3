import GraderEngine
import GraderExecution
import GraderReports

// MARK: - The grader's command line

/// What `grade.sh` was asked to do.
struct Arguments: Sendable, Equatable {
    enum Command: Sendable, Equatable {
        case grade
        case verify
        case help
        /// `gradebook OUT REPORT.json...`: merges reports into `OUT/gradebook.csv` and the class's other files.
        case gradebook
        /// `student-copy DIR`: the workbook without its answers, into `out`.
        case studentCopy
        /// `mutants [STAGE...]`: the spec tests against automatic mutants of the reference.
        case mutants
        /// `spec-digests`: rewrites `Grader/SpecDigests.json` from the spec tests (maintainers).
        case specDigests
        /// `clean`: removes the grader's workspaces (`WorkspaceEviction`).
        case clean
        /// `hint [STAGE [TASK]]`: the next level of hint for a task, or for what is most urgent.
        case hint
        /// `reset STAGE [--tests] [--yes]`: the stage's starter code back.
        case reset
        /// `watch [STAGE]`: re-grades on every save and redraws a compact screen.
        case watch
        /// `autograder PLATFORM OUT`: a grading platform's autograder (`GradescopeBundle`, `Classroom50Bundle`).
        case autograder
    }

    package var command: Command = .grade
    /// `SUBCOMMAND --help`: whose help to show.
    var helpTopic: Command = .help
    /// Every option given, in order: a subcommand refuses one that is not its own.
    var optionsGiven: [String] = []
    /// Set by `grade.sh`: the checkout it stands in.
    package var kataRoot: String?
    /// The stages to grade; empty means all (or, see `gradesFirstOpenStage`, the stage the learner is on).
    package var stages: [Int] = []
    /// `./grade.sh all`: every stage, even on the learner's own checkout.
    var allStages = false
    /// `hint STAGE TASK`: the task to hint, rather than the most urgent thing.
    var hintTask: Int?
    package var submission: String?
    package var json = false
    var junit: String?
    /// `--results DIR`: Exercism's results.json (version 3) into DIR.
    package var results: String?
    /// `--gradescope FILE`: Gradescope's results.json into FILE.
    var gradescope: String?
    /// `--classroom50 FILE`: the tests of Classroom 50's result.json into FILE.
    var classroom50: String?
    /// `--csv-locale eu`: the gradebook with `;` and decimal commas.
    package var csvLocale = Gradebook.CSVLocale.standard
    /// `autograder PLATFORM OUT`: the platform.
    var platform: AutograderPlatform?
    package var testTimeout: Double = 60
    /// Whether `--timeout` was given (a batch has a shorter default).
    var testTimeoutGiven = false
    package var buildTimeout: Double = 300
    package var gradeLearnerTests = true
    package var useCache = true
    var quiet = false
    /// Run submission code without a sandbox (refused for `--submission` otherwise, when none can be had).
    var noSandbox = false
    /// Grade for marks even from a kata checkout that is not as committed.
    var allowModifiedKata = false
    /// Seconds for grading one submission in all: builds and every test run.
    package var budget: Double = GradeOptions.defaultBudget
    /// Whether `--budget` was given (a batch has a shorter default).
    var budgetGiven = false
    /// `--batch DIR`: grade every submission folder directly under DIR.
    var batch: String?
    /// `--out OUT` of a batch, or the first argument of `gradebook`.
    package var out: String?
    /// The reports `gradebook` merges.
    var reports: [String] = []
    /// `--mutants`: the optional challenge, the learner's tests against automatic mutants.
    package var mutantChallenge = false
    /// `reset --tests`: the learner's tests of the stage go back to the shipped example too.
    var resetTests = false
    /// `reset --yes`: no question before overwriting.
    var yes = false
    /// `verify --working-tree`: check the files as they are, not the kata as committed.
    package var workingTree = false
    /// `verify --quick`: only that the starters fail, the reference passes and the bugs are caught.
    package var quick = false

    package init() {}

    static let usage = """
        USAGE: ./grade.sh [STAGE ...] [options]
               ./grade.sh watch [STAGE]
               ./grade.sh all
               ./grade.sh hint [STAGE [TASK]]
               ./grade.sh reset STAGE [--tests] [--yes]
               ./grade.sh [STAGE ...] --batch DIR --out OUT [options]
               ./grade.sh gradebook OUT REPORT.json... [--csv-locale eu]
               ./grade.sh student-copy DIR
               ./grade.sh autograder gradescope OUT.zip | classroom50 OUT
               ./grade.sh verify [--working-tree] [--quick]
               ./grade.sh mutants [STAGE ...] [--json]
               ./grade.sh spec-digests
               ./grade.sh clean

        Grades a copy of the Swift Unit Testing Kata, stage by stage: the kata's spec tests
        against your code, and your own tests against planted bugs.

        ARGUMENTS:
          STAGE                   Stage numbers to grade. Without any, your own checkout is
                                  graded as far as the first stage that is not complete,
                                  with one line for the others; another copy, a class, or
                                  a report written to a file get every stage.
          all                     Grade every stage of your own checkout.
          watch [STAGE]           Grade the stage again whenever you save one of its files,
                                  on a screen that shows its tasks, the first failing test
                                  and the next hint. Without STAGE, the first stage that is
                                  not complete, moving on when it is. Ctrl-C quits.
          hint [STAGE [TASK]]     The next hint for TASK of STAGE: each call goes one level
                                  further (a nudge, a stronger pointer, where the answer
                                  is). Without TASK, first your own tests that fail, crash
                                  or hang on a correct implementation, then the first task
                                  whose spec tests fail, then a planted bug your tests
                                  miss. Hints/StageN.md holds them.
          reset STAGE             Put the stage's starter code back, after saying what it
                                  overwrites and keeping a copy; with --tests, your tests of
                                  the stage too. --yes: do not ask.
          verify                  The maintainers' check: starters, reference, planted bugs,
                                  the workbook's code and links, and the grader's tests, on the
                                  kata as committed (a clone of HEAD when this checkout has
                                  changes); --working-tree: on the files as they are.
                                  --quick (instructors, before a session): only that the
                                  starters fail, the reference passes and every planted bug
                                  is caught.
          gradebook OUT REPORT.json...
                                  Merge reports written by --json (one per submission, named
                                  after it) into OUT/gradebook.csv, OUT/class.html,
                                  OUT/summary.json and OUT/feedback/<name>.md.
          student-copy DIR        Write a copy of the workbook for students into DIR: no
                                  reference, no planted bugs, no answers; a git repository
                                  with one commit, ready to push as a template.
          autograder gradescope OUT.zip
                                  Gradescope's autograder for this kata: setup.sh,
                                  run_autograder and the kata, zipped (see Teaching.md).
          autograder classroom50 OUT
                                  Classroom 50's autograder.py for one assignment, with the
                                  student copy it grades with and its runtime block, into OUT.
          mutants                 The maintainers' mutation check: the spec tests against
                                  automatic mutants of the reference, with each survivor
                                  (see CONTRIBUTING.md). Exit code 1 for a survivor that
                                  Solutions/Mutants/StageN.json does not accept.
          spec-digests            Maintainers, after changing a spec test: record the spec
                                  files as shipped in Grader/SpecDigests.json.
          clean                   Remove the grader's workspaces (Grader/.build/workspaces),
                                  but those a grade is using; the next grade builds afresh.
                                  They are kept under 2 GB anyway, least recently used out
                                  first ($KATA_GRADER_WORKSPACE_CAP_MB sets another cap).

        OPTIONS:
          --submission DIR        Grade another copy of the kata (read-only; default: this one).
          --batch DIR --out OUT   Grade every submission folder directly under DIR (one per
                                  student) into OUT/<name>.json and OUT/gradebook.csv, with
                                  the class page OUT/class.html, OUT/summary.json and each
                                  student's OUT/feedback/<name>.md. A test run then gets
                                  10 s and a submission 300 s, unless --timeout and
                                  --budget say otherwise.
          --json                  Print the report as JSON on standard output.
          --junit FILE            Also write the report as JUnit XML to FILE.
          --results DIR           Also write DIR/results.json, as Exercism's test runners do
                                  (version 3: a result per spec test, with its task).
          --csv-locale eu         With --batch or gradebook: write gradebook.csv with ";"
                                  between cells and decimal commas, as German or French
                                  spreadsheets read it (default: us, "," and 7.5).
          --gradescope FILE       Also write Gradescope's results.json to FILE: a test per
                                  task and per stage's planted bugs (its autograder uses it).
          --classroom50 FILE      Also write the tests of Classroom 50's result.json to FILE
                                  (its autograder.py uses it).
          --timeout SECONDS       Time limit for each test run (default: 60).
          --build-timeout SECONDS Time limit for each build (default: 300).
          --no-bugs               Grade only the spec tests, not your own tests.
          --mutants               Extra challenge, for a stage whose planted bugs your tests
                                  all catch: run them against automatic mutants of the
                                  reference too. Worth no points.
          --no-cache              Re-run everything, even stages that did not change.
          --budget SECONDS        Time limit for the whole submission: builds and every
                                  test run (default: 900).
          --no-sandbox            Run the code without a sandbox. Grading with
                                  --submission refuses to run without one otherwise.
          --allow-modified-kata   Grade a --submission even though the kata's spec tests,
                                  reference, planted bugs or grader are not as committed.
          --quiet                 No progress messages on standard error.
          -h, --help              Show the learner's help; --help-all: this help.

        EXIT CODE: 0 when every graded stage is complete, 1 otherwise, 2 for bad usage or a
        submission that cannot be graded.
        """

    /// Parses the arguments after the executable's name.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var reader = ArgumentReader(arguments: arguments)
        while let argument = reader.next() {
            switch try result.takeCommand(argument, from: &reader) {
            case .lastWord: return result
            case .taken: continue
            case .notTaken:
                if try !result.takeOption(argument, from: &reader) {
                    try result.takeStage(argument)
                }
            }
        }
        try result.check()
        return result
    }

    /// What `takeCommand` made of a word.
    private enum Taken {
        case notTaken, taken
        /// The command took every word after it too (`gradebook`).
        case lastWord
    }

    /// A subcommand word (`verify`, `hint`, `gradebook`…) or one of its own flags.
    private mutating func takeCommand(_ argument: String, from reader: inout ArgumentReader) throws(UsageError) -> Taken {
        switch argument {
        case "-h", "--help", "help":
            helpTopic = command == .grade ? .help : command
            command = .help
        case "--help-all":
            helpTopic = .grade
            command = .help
        case "verify": command = .verify
        case "mutants" where command == .grade: command = .mutants
        case "spec-digests" where command == .grade: command = .specDigests
        case "hint" where command == .grade: command = .hint
        case "reset" where command == .grade: command = .reset
        case "watch" where command == .grade: command = .watch
        case "--tests" where command == .reset: resetTests = true
        case "--working-tree" where command == .verify: workingTree = true
        case "--quick" where command == .verify: quick = true
        case "--yes", "-y": yes = true
        case "gradebook" where command == .grade:
            command = .gradebook
            guard let out = reader.next() else { throw UsageError("gradebook needs OUT and at least one REPORT.json") }
            if try askedForHelp(instead: out) { return .lastWord }
            self.out = out
            var rest = reader.rest()
            // Its one option may come among the reports: every other word is a report's path.
            if let index = rest.firstIndex(of: "--csv-locale") {
                guard index + 1 < rest.count else { throw UsageError("--csv-locale needs a value") }
                var words = ArgumentReader(arguments: [rest[index], rest[index + 1]])
                _ = words.next()
                _ = try takeOption("--csv-locale", from: &words)
                rest.removeSubrange(index...(index + 1))
            }
            reports = rest
            guard !reports.isEmpty else { throw UsageError("gradebook needs at least one REPORT.json after OUT") }
            return .lastWord
        case "clean" where command == .grade:
            command = .clean
            if let extra = reader.rest().first {
                throw UsageError("clean takes no arguments, not \"\(extra)\": ./grade.sh clean")
            }
            return .lastWord
        case "student-copy" where command == .grade:
            command = .studentCopy
            out = try reader.value(for: argument)
            if try askedForHelp(instead: out ?? "") { return .taken }
        case "autograder" where command == .grade:
            command = .autograder
            let name = try reader.value(for: argument)
            if try askedForHelp(instead: name) { return .taken }
            guard let chosen = AutograderPlatform(rawValue: name) else {
                throw UsageError("autograder makes one for gradescope or classroom50, not \"\(name)\"")
            }
            platform = chosen
            out = try reader.value(for: argument)
        default: return .notTaken
        }
        return .taken
    }

    /// Whether the word where a subcommand wants its value (`student-copy DIR`) asks for its
    /// help instead: then nothing is written, and no folder named `--help` appears.
    ///
    /// - Throws: `UsageError` for another option there: a folder's name never starts with `-` here.
    private mutating func askedForHelp(instead value: String) throws(UsageError) -> Bool {
        if value == "-h" || value == "--help" {
            helpTopic = command
            command = .help
            return true
        }
        if value.hasPrefix("-") {
            let word = Self.word(of: command)
            throw UsageError("\(word) needs its value before any option, not \(value) (see ./grade.sh \(word) --help)")
        }
        return false
    }

    /// An option of grading; whether `argument` was one.
    private mutating func takeOption(_ argument: String, from reader: inout ArgumentReader) throws(UsageError) -> Bool {
        if argument.hasPrefix("-") { optionsGiven.append(argument) }
        switch argument {
        case "--batch": batch = try reader.value(for: argument)
        case "--out": out = try reader.value(for: argument)
        case "--kata-root": kataRoot = try reader.value(for: argument)
        case "--submission": submission = try reader.value(for: argument)
        case "--json": json = true
        case "--junit": junit = try reader.value(for: argument)
        case "--results": results = try reader.value(for: argument)
        case "--csv-locale":
            let name = try reader.value(for: argument)
            guard let locale = Gradebook.CSVLocale(rawValue: name) else {
                throw UsageError("--csv-locale is us (\",\" and 7.5) or eu (\";\" and 7,5), not \"\(name)\"")
            }
            csvLocale = locale
        case "--gradescope": gradescope = try reader.value(for: argument)
        case "--classroom50": classroom50 = try reader.value(for: argument)
        case "--timeout":
            testTimeout = try reader.seconds(for: argument)
            testTimeoutGiven = true
        case "--build-timeout": buildTimeout = try reader.seconds(for: argument)
        case "--no-bugs": gradeLearnerTests = false
        case "--mutants": mutantChallenge = true
        case "--no-cache": useCache = false
        case "--no-sandbox": noSandbox = true
        case "--allow-modified-kata": allowModifiedKata = true
        case "--budget":
            budget = try reader.seconds(for: argument)
            budgetGiven = true
        case "--quiet", "-q": quiet = true
        default: return false
        }
        return true
    }

    /// A stage number (or `all`, or the task of `hint STAGE TASK`), or the error for a word
    /// that is nothing the grader knows.
    private mutating func takeStage(_ argument: String) throws(UsageError) {
        if argument == "all", command == .grade {
            allStages = true
            return
        }
        if command == .hint, stages.count == 1, hintTask == nil, let task = Int(argument) {
            guard task > 0 else { throw UsageError("there is no task \(task)") }
            hintTask = task
            return
        }
        guard let stage = Int(argument) else {
            throw UsageError(argument.hasPrefix("-") ? "unknown option \(argument) (see --help)"
                                                     : "unexpected argument \"\(argument)\" (see --help)")
        }
        guard (1...9).contains(stage) else { throw UsageError("there is no stage \(stage)") }
        if !stages.contains(stage) { stages.append(stage) }
    }

    /// What no single word can say is wrong: options that do not go together.
    private func check() throws(UsageError) {
        try checkOptionsBelong()
        if command == .grade {
            try Self.checkBatch(self)
        }
        if command == .reset, stages.count != 1 {
            throw UsageError("reset takes one stage: ./grade.sh reset STAGE [--tests]")
        }
        if command == .hint || command == .watch, stages.count > 1 {
            throw UsageError("\(command == .hint ? "hint" : "watch") takes at most one stage")
        }
        if allStages, !stages.isEmpty {
            throw UsageError("all grades every stage: leave out the stage numbers, or leave out all")
        }
    }

    /// A learner grading their own checkout with no stage named: only as far as the first stage
    /// that is not complete (`FirstOpenStage`). A submission, a batch and the reports read by a
    /// platform (JUnit, Exercism's results, Gradescope's, Classroom 50's) get every stage.
    var gradesFirstOpenStage: Bool {
        command == .grade && stages.isEmpty && !allStages && submission == nil && batch == nil
            && junit == nil && results == nil && gradescope == nil && classroom50 == nil
    }

    /// `--batch` needs `--out`, and writes its reports there, not on standard output.
    private static func checkBatch(_ arguments: Arguments) throws(UsageError) {
        guard arguments.batch != nil else {
            if arguments.out != nil { throw UsageError("--out goes with --batch DIR") }
            return
        }
        if arguments.out == nil { throw UsageError("--batch needs --out OUT, the folder for the gradebook and the reports") }
        if arguments.submission != nil { throw UsageError("--batch grades every folder under DIR: leave out --submission") }
        if arguments.json || arguments.junit != nil || arguments.results != nil || arguments.gradescope != nil
            || arguments.classroom50 != nil {
            throw UsageError("--batch writes a JSON report per submission into OUT: leave out --json, --junit, --results, --gradescope and --classroom50")
        }
        if arguments.mutantChallenge { throw UsageError("--mutants is a learner's extra challenge: leave it out of a batch") }
    }
}

/// The words of a command line, read one at a time.
private struct ArgumentReader {
    let arguments: [String]
    private var index = 0

    init(arguments: [String]) {
        self.arguments = arguments
    }

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// Every word not read yet.
    mutating func rest() -> [String] {
        defer { index = arguments.count }
        return Array(arguments[index...])
    }

    /// The value after `option`.
    mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = next() else { throw UsageError("\(option) needs a value") }
        return value
    }

    /// The number of seconds after `option`: more than 0, at most a day.
    mutating func seconds(for option: String) throws(UsageError) -> Double {
        let text = try value(for: option)
        guard let number = Double(text), number > 0, number <= 86_400 else {
            throw UsageError("\(option) needs a number of seconds, not \"\(text)\"")
        }
        return number
    }
}
