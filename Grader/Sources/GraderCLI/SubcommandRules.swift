import GraderExecution

// MARK: - Each subcommand's options and help

/// What each subcommand takes, beyond its own words (`reset --tests`, `verify --quick`), and
/// its help, read from the grader's usage so that the two never disagree. An option that is
/// not the subcommand's is refused (exit 2) rather than ignored: `hint 1 --junit x` would
/// otherwise write nothing and say nothing.
extension Arguments {
    /// Options that tune a grading run, which every command that grades takes.
    static let gradingLimits: Set<String> = ["--timeout", "--build-timeout", "--budget", "--no-cache", "--no-sandbox", "--no-bugs"]
    /// Options of every command: `grade.sh` passes the first, and anything may be quiet.
    static let everywhere: Set<String> = ["--kata-root", "--quiet", "-q"]

    /// The options `command` takes; `nil` for grading, which takes them all (`checkBatch`
    /// says which go together).
    static func options(of command: Command) -> Set<String>? {
        switch command {
        case .grade: nil
        case .watch, .hint: gradingLimits
        case .verify: ["--timeout", "--build-timeout", "--no-cache", "--no-sandbox"]
        case .mutants: ["--json", "--build-timeout", "--no-sandbox"]
        case .gradebook: ["--csv-locale"]
        case .reset, .studentCopy, .autograder, .specDigests, .clean, .help: []
        }
    }

    /// The word that names `command` on the command line.
    static func word(of command: Command) -> String {
        switch command {
        case .grade: "grade"
        case .verify: "verify"
        case .help: "help"
        case .gradebook: "gradebook"
        case .studentCopy: "student-copy"
        case .mutants: "mutants"
        case .specDigests: "spec-digests"
        case .clean: "clean"
        case .hint: "hint"
        case .reset: "reset"
        case .watch: "watch"
        case .autograder: "autograder"
        }
    }

    /// Refuses an option given to a subcommand that does not take it.
    func checkOptionsBelong() throws(UsageError) {
        guard let accepted = Self.options(of: command) else { return }
        for option in optionsGiven where !accepted.contains(option) && !Self.everywhere.contains(option) {
            let word = Self.word(of: command)
            throw UsageError("\(option) is not an option of \(word) (see ./grade.sh \(word) --help)")
        }
    }

    /// One subcommand's help: its usage lines, its entry under ARGUMENTS, and the entries of
    /// the options it takes under OPTIONS. `--help` is the learner's (`learnerHelp`);
    /// `--help-all` the whole usage, instructors' and maintainers' commands included.
    static func help(for command: Command) -> String {
        if command == .help { return learnerHelp }
        guard command != .grade, let accepted = options(of: command) else { return usage }
        let word = word(of: command)
        let lines = usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let usageLines = lines.filter { $0.contains("./grade.sh \(word)") }.map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "USAGE: ", with: "")
        }
        var text = "USAGE: " + usageLines.joined(separator: "\n       ") + "\n"
        let argument = entries(in: lines, under: "ARGUMENTS:").filter { $0.name == word }
        text += argument.map { "\n" + $0.text }.joined()
        let options = entries(in: lines, under: "OPTIONS:").filter { entry in
            entry.name.split(separator: ",").contains { accepted.contains($0.trimmingCharacters(in: .whitespaces)) }
        }
        if !options.isEmpty {
            text += "\n\nOPTIONS:\n" + options.map(\.text).joined(separator: "\n")
        }
        return text + "\n  -h, --help              Show this help.\n"
    }

    /// The words of the learner's loop, and the options a learner's grade takes.
    static let learnerWords = ["STAGE", "all", "watch", "hint", "reset", "clean"]
    static let learnerOptions = ["--json", "--no-bugs", "--mutants", "--no-cache", "--timeout", "--quiet"]

    /// `--help`: the usage a learner needs, taken from the whole usage (one text to keep
    /// true), and where the rest is.
    static var learnerHelp: String {
        let lines = usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let usageLines = lines.prefix { !$0.isEmpty }.filter { line in
            !["--batch", "gradebook", "student-copy", "autograder", "verify", "mutants", "spec-digests"].contains { line.contains($0) }
        }
        let about = lines.drop { !$0.isEmpty }.dropFirst().prefix { !$0.isEmpty }
        let arguments = entries(in: lines, under: "ARGUMENTS:").filter { learnerWords.contains($0.name) }
        let options = entries(in: lines, under: "OPTIONS:").filter { learnerOptions.contains($0.name) }
        return (usageLines + [""] + about + ["", "ARGUMENTS:"] + arguments.map(\.text) + ["", "OPTIONS:"] + options.map(\.text))
            .joined(separator: "\n")
            + "\n  -h, --help              Show this help (--help-all: every command).\n"
            + "\n" + lines.drop { !$0.hasPrefix("EXIT CODE:") }.joined(separator: "\n")
    }

    /// The entries of a usage section: each starts two spaces in, its continuation lines further.
    private static func entries(in lines: [String], under heading: String) -> [(name: String, text: String)] {
        guard let start = lines.firstIndex(of: heading) else { return [] }
        var entries: [(name: String, text: String)] = []
        for line in lines[(start + 1)...] {
            if line.isEmpty || !line.hasPrefix(" ") { break }
            if line.hasPrefix("  "), !line.hasPrefix("   ") {
                let name = line.dropFirst(2).split(separator: " ").first.map(String.init) ?? ""
                entries.append((name, line))
            } else if !entries.isEmpty {
                entries[entries.count - 1].text += "\n" + line
            }
        }
        return entries
    }
}
