import Foundation
import GraderExecution

// MARK: - Hints in levels, one file per stage

/// The three hints of one task, from `Hints/StageN.md`: a nudge, a stronger pointer, then
/// where the answer is.
package struct TaskHints: Sendable, Equatable {
    package var task: Int
    package var title: String
    /// In the order `./grade.sh hint` shows them.
    package var levels: [String]

    package static let levelNames = ["Nudge", "Pointer", "Answer"]
    /// What each level is, as the learner reads it.
    package static let levelDescriptions = ["a nudge", "a stronger pointer", "where the answer is"]
}

/// Reads `Hints/StageN.md`.
///
/// The format is Markdown a learner can read on its own: a `## Task N: title` section per task,
/// holding `### Nudge`, `### Pointer` and `### Answer`, each followed by its text (code blocks
/// included). Anything before the first task is an introduction.
package enum HintsFile {
    package static func path(stage: Int) -> String { "Hints/Stage\(stage).md" }

    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    package static func load(kataRoot: URL, stage: Int) throws -> [TaskHints] {
        let url = kataRoot.appendingPathComponent(path(stage: stage))
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Problem(description: "\(path(stage: stage)) is missing")
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path(stage: stage))
    }

    package static func parse(_ text: String, file: String) throws -> [TaskHints] {
        var hints: [TaskHints] = []
        var level: String?
        var body: [String] = []
        var inCodeBlock = false

        func closeLevel() throws {
            guard let name = level, var current = hints.popLast() else { return }
            let text = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else {
                throw Problem(description: "\(file), Task \(current.task): the \(name) is empty")
            }
            current.levels.append(text)
            hints.append(current)
            level = nil
            body = []
        }

        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") { inCodeBlock.toggle() }
            if !inCodeBlock, line.hasPrefix("## ") {
                try closeLevel()
                guard let task = StageTasks.parse(suite: String(line.dropFirst(3))) else {
                    throw Problem(description: "\(file):\(index + 1): a section must be \"## Task N: title\"")
                }
                hints.append(TaskHints(task: task.task, title: task.title, levels: []))
            } else if !inCodeBlock, line.hasPrefix("### ") {
                try closeLevel()
                let name = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
                guard let current = hints.last else {
                    throw Problem(description: "\(file):\(index + 1): \"### \(name)\" comes before any task")
                }
                guard current.levels.count < TaskHints.levelNames.count, name == TaskHints.levelNames[current.levels.count] else {
                    throw Problem(description: "\(file):\(index + 1): Task \(current.task) has \"### \(name)\" where "
                        + "\"### \(TaskHints.levelNames[min(current.levels.count, 2)])\" belongs (the levels are Nudge, Pointer, Answer)")
                }
                level = name
            } else if level != nil {
                body.append(line)
            }
        }
        try closeLevel()
        for task in hints where task.levels.count != TaskHints.levelNames.count {
            throw Problem(description: "\(file), Task \(task.task): \(task.levels.count) of 3 levels (Nudge, Pointer, Answer)")
        }
        return hints
    }
}
