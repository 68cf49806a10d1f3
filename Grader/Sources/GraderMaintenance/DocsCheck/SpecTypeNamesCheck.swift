import Foundation
import GraderExecution

// MARK: - Spec types named as the workbook teaches them

/// The workbook teaches `swift test --filter Stage4Spec.Task09`: that only works when every spec
/// type is named after its task, `TaskNN…Spec`, with the task's number in two digits (so that
/// `Task01` never also matches `Task10`).
enum SpecTypeNamesCheck {
    /// Each type declared right under an `@Suite("Task N: …")` in the spec files of `folder`
    /// whose name does not start with `TaskNN` for that N or does not end in `Spec`, one line
    /// each, naming the file.
    package static func problems(specFolder folder: URL, name: String) -> [String] {
        let files = (try? FileListing.regularFiles(in: folder, includingHidden: false)) ?? []
        var problems: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            var task: Int?
            for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if let range = line.range(of: "@Suite(\"") {
                    task = StageTasks.parse(suite: String(line[range.upperBound...].prefix { $0 != "\"" }))?.task
                    continue
                }
                guard let number = task, let type = declaredType(line) else { continue }
                task = nil
                let prefix = "Task" + (number < 10 ? "0" : "") + "\(number)"
                if !type.hasPrefix(prefix) || !type.hasSuffix("Spec") {
                    problems.append("\(name)/\(file): the suite of task \(number) is \(type); name it \(prefix)…Spec")
                }
            }
        }
        return problems
    }

    /// The name of the type a line declares (`struct X {`, `@MainActor final class X: Y {`).
    static func declaredType(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" }).map(String.init)
        guard let index = words.firstIndex(where: { $0 == "struct" || $0 == "class" || $0 == "enum" }),
              index + 1 < words.count else { return nil }
        return words[index + 1]
    }
}
