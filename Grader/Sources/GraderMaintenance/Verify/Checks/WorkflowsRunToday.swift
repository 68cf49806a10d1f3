import Foundation

// MARK: - Check: the GitHub workflows run on today's runners

/// The kata's workflows pin their runner or run in the kata's Swift image, and use actions on majors GitHub still runs (`WorkflowRules`).
/// The grader's tests read them with actionlint and shellcheck too, where those are installed.
struct WorkflowsRunToday: VerifyCheck {
    let name = "The GitHub workflows pin their runner and use actions on Node 24 majors"

    func run(_ context: VerifyContext) -> [String] {
        let folder = context.kata.url.appendingPathComponent(".github/workflows")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
        return files.flatMap { file in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return WorkflowRules.problems(in: text, name: file)
        }
    }
}
