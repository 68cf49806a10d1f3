import Foundation
import GraderEngine
import GraderExecution

// MARK: - The hints agree with the spec tests and with the workbook

/// What `verify` checks of `Hints/StageN.md`: every task of the spec tests has its three levels,
/// under the same title; each *Hint* of a task in `Exercises/StageN.md` is that task's pointer,
/// word for word; every file a hint names exists.
enum HintsCheck {
    package static func problems(kataRoot: URL, stages: [Int]) -> [String] {
        let workbook = Workbook.load(kataRoot: kataRoot, stages: stages)
        var blocks: [StageTask: String] = [:]
        for page in workbook.pages {
            guard let stage = page.stage else { continue }
            for (task, block) in exerciseHints(in: page.text) { blocks[StageTask(stage: stage, task: task)] = block }
        }
        var problems: [String] = []
        var loaded: [Int: [TaskHints]] = [:]
        for stage in stages {
            let file = HintsFile.path(stage: stage)
            let hints: [TaskHints]
            do {
                hints = try HintsFile.load(kataRoot: kataRoot, stage: stage)
            } catch {
                problems.append("\(error)")
                continue
            }
            loaded[stage] = hints
            let declared = StageTasks.declared(in: kataRoot.appendingPathComponent(KataRoot(url: kataRoot).specTests(stage)))
            let expected = declared.map { "Task \($0.task): \($0.title)" }
            let found = hints.map { "Task \($0.task): \($0.title)" }
            if expected != found {
                problems.append("\(file) has \(found.joined(separator: "; ")) where the spec tests have \(expected.joined(separator: "; "))")
            }
            for task in hints {
                if let block = blocks[StageTask(stage: stage, task: task.task)], normalized(block) != normalized(task.levels[1]) {
                    problems.append("\(Workbook.stagePath(stage)), Task \(task.task): its Hint is not the Pointer of \(file)")
                }
                for path in namedFiles(in: task.levels.joined(separator: "\n"))
                where !FileManager.default.fileExists(atPath: kataRoot.appendingPathComponent(path).path) {
                    problems.append("\(file), Task \(task.task) names \(path), which does not exist")
                }
            }
        }
        for key in blocks.keys.sorted(by: { ($0.stage, $0.task) < ($1.stage, $1.task) }) where stages.contains(key.stage) {
            // A hints file that cannot be read is reported above; here it has no task.
            let hints = loaded[key.stage] ?? []
            if !hints.contains(where: { $0.task == key.task }) {
                problems.append("\(Workbook.stagePath(key.stage)), Task \(key.task) has a Hint that \(HintsFile.path(stage: key.stage)) does not")
            }
        }
        return problems
    }

    struct StageTask: Hashable {
        var stage: Int
        var task: Int
    }

    /// The body of each `<details><summary>Hint</summary>` of a stage's file, by the task whose
    /// section (`## Task N: …`, with its `###` subsections) holds it.
    static func exerciseHints(in markdown: String) -> [Int: String] {
        var hints: [Int: String] = [:]
        var task: Int?
        var body: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if var open = body {
                if line.trimmingCharacters(in: .whitespaces) == "</details>" {
                    if let task { hints[task] = open.joined(separator: "\n") }
                    body = nil
                } else {
                    open.append(line)
                    body = open
                }
            } else if line.hasPrefix("## ") {
                task = StageTasks.parse(suite: String(line.dropFirst(3)))?.task
            } else if line.trimmingCharacters(in: .whitespaces) == "<summary>Hint</summary>" {
                body = []
            }
        }
        return hints
    }

    /// The text without HTML comments (`<!-- check: … -->` tags belong to the workbook), its
    /// lines trimmed and blank lines dropped.
    static func normalized(_ text: String) -> String {
        text.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !($0.hasPrefix("<!--") && $0.hasSuffix("-->")) }
            .joined(separator: "\n")
    }

    /// Paths in backticks that name a file of the kata: `Solutions/…`, `Stages/…`, `Tests/…`.
    static func namedFiles(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().compactMap { index, part in
            guard index % 2 == 1, ["Solutions/", "Stages/", "Tests/"].contains(where: part.hasPrefix),
                  !part.contains(" ") else { return nil }
            return part
        }
    }
}
