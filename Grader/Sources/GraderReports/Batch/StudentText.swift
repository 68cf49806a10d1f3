// MARK: - A report's lines, as a student is handed them

/// What a feedback file does to the grader's lines before a student reads them, away from
/// the grader: said in the workbook's words, each message once, no path of the grading
/// machine, and no advice to run what a student copy cannot (`--mutants` needs the reference).
enum StudentText {
    static func lines(_ lines: [String]) -> [String] {
        var seen: Set<String> = []
        return lines.compactMap { line in
            let words = line.trimmingCharacters(in: .whitespaces)
            if words.hasPrefix("Extra challenge: ./grade.sh") && words.contains("--mutants") { return nil }
            // A message the headline or another line already said (a timeout, a stage's reason).
            if !words.isEmpty, !words.hasPrefix("- "), !seen.insert(words).inserted { return nil }
            return inWorkbookWords(withoutMachinePaths(line))
        }
    }

    /// "the kata" is the grader's word; learners know the workbook.
    static func inWorkbookWords(_ text: String) -> String {
        text.replacingOccurrences(of: "the kata's", with: "the workbook's")
            .replacingOccurrences(of: "of the kata", with: "of the workbook")
    }

    /// Every absolute path of two or more folders (`/home/teacher/class/zoe/Stages`) shown by
    /// its last part: where the instructor keeps the class is not the student's business.
    static func withoutMachinePaths(_ text: String) -> String {
        var shown = ""
        var word = ""
        func flush() {
            let parts = word.split(separator: "/", omittingEmptySubsequences: true)
            if word.hasPrefix("/"), parts.count >= 2, let last = parts.last {
                shown += last
            } else {
                shown += word
            }
            word = ""
        }
        for character in text {
            if character == " " || character == "\n" || character == "\"" || character == "(" || character == ")" {
                flush()
                shown.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return shown
    }
}
