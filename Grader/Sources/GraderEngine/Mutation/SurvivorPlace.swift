import Foundation
import GraderExecution

// MARK: - Where a surviving mutant is, in the learner's words

/// A survivor of the learner's `--mutants` challenge, placed as the learner can follow it: the
/// file of their own stage with the same name, the declaration the changed line is in, and the
/// task of the workbook that teaches it. Never the reference's path: the learner is told not to
/// open `Solutions/`, and a line number there would point at nothing in their own file.
struct SurvivorPlace: Equatable {
    /// `Stages/Stage4/GamesListViewModel.swift`.
    var file: String
    /// The function, initialiser or property the line is in, such as `load()`, when found.
    var declaration: String?
    /// The first task of `Exercises/StageN.md` whose text names the declaration.
    var task: Int?

    /// Reads the reference file for the declaration above `line`, and the stage's workbook file for its task.
    static func of(file: String, line: Int, stage: Int, kataRoot: URL) -> SurvivorPlace {
        let reference = (try? String(contentsOf: kataRoot.appendingPathComponent("Solutions/Stage\(stage)/\(file)"), encoding: .utf8)) ?? ""
        let declaration = declaration(above: line, in: reference)
        let workbook = (try? String(contentsOf: kataRoot.appendingPathComponent(Workbook.stagePath(stage)), encoding: .utf8)) ?? ""
        return SurvivorPlace(file: "\(KataRoot.starters(stage))/\(file)", declaration: declaration,
                             task: declaration.flatMap { task(naming: $0, in: workbook) })
    }

    /// `load()` for the nearest `func load(` that encloses `line` (1-based), or the line itself;
    /// `init()`; `name` for a computed `var name`. Enclosing means indented less than the line.
    static func declaration(above line: Int, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard line >= 1, line <= lines.count else { return nil }
        let indentation = { (text: String) in text.prefix { $0 == " " }.count }
        let target = indentation(lines[line - 1])
        for (offset, candidate) in lines[..<line].reversed().enumerated() {
            guard offset == 0 || indentation(candidate) < target else { continue }
            let words = candidate.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" })
            if let index = words.firstIndex(of: "func"), index + 1 < words.count { return words[index + 1] + "()" }
            if words.contains(where: { $0 == "init" || $0.hasPrefix("init?") }) { return "init()" }
            if offset > 0, let index = words.firstIndex(of: "var"), index + 1 < words.count { return String(words[index + 1]) }
        }
        return nil
    }

    /// The number of the first `## Task N:` section whose text names `declaration` in code
    /// (`` `load(` `` or `` `load` ``).
    static func task(naming declaration: String, in workbook: String) -> Int? {
        let bare = declaration.hasSuffix("()") ? String(declaration.dropLast(2)) : declaration
        var current: Int?
        for line in workbook.components(separatedBy: "\n") {
            if line.hasPrefix("## ") {
                current = StageTasks.parse(suite: String(line.dropFirst(3)))?.task
                continue
            }
            guard let task = current else { continue }
            if line.contains("`\(bare)(") || line.contains("`\(bare)`") || line.contains(".\(bare)(") { return task }
        }
        return nil
    }

    /// One line: "Stages/Stage4/GamesListViewModel.swift, in load() (Task 3): `>` → `>=` in: if count > 0".
    func summary(change: String, sourceLine: String) -> String {
        let inside = declaration.map { ", in \($0)" } ?? ""
        let taught = task.map { " (Task \($0))" } ?? ""
        return "\(file)\(inside)\(taught): \(change)  in: \(sourceLine)"
    }
}

extension MutantSurvivor {
    /// The survivor `mutant` of `stage`, placed in the learner's file and task.
    init(_ mutant: Mutant, stage: Int, kataRoot: URL) {
        let place = SurvivorPlace.of(file: mutant.file, line: mutant.line, stage: stage, kataRoot: kataRoot)
        file = place.file
        declaration = place.declaration
        task = place.task
        self.operator = mutant.operator.rawValue
        change = mutant.change
        sourceLine = mutant.sourceLine
    }
}
