import Foundation
import GraderExecution

// MARK: - Accepted survivors

/// The reviewed list of a stage's mutants that may survive its spec tests, each with its kind and
/// reason: `Solutions/Mutants/StageN.json`. A survivor not on it fails `verify`; so does an entry
/// that no longer matches a survivor, so the list never outlives what it excuses.
package struct AcceptedSurvivors: Codable, Sendable, Hashable {
    /// Why a mutant may survive. The first two say that no test can tell it from the reference,
    /// and the reason is the maintainer's argument for that; the third admits that one could.
    package enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        /// No program can tell it from the reference (two independent assignments before any call-out).
        case equivalent
        /// It changes code that no caller of the public API can make run, or run differently.
        case unreachable
        /// A caller could see it, but the workbook leaves that behaviour open on purpose.
        case observableNotPinned = "observable-not-pinned"
    }

    /// One accepted survivor, matched on its file, its line's text and its change, never on a
    /// line number, so that editing another part of the file keeps it.
    package struct Entry: Codable, Sendable, Hashable {
        package var file: String
        /// The reference's line, without its indentation (`Mutant.sourceLine`).
        package var line: String
        /// The change, as `./grade.sh mutants` prints it (`Mutant.change`).
        package var change: String
        package var kind: Kind
        /// For `equivalent` and `unreachable`: the argument that no test can tell them apart;
        /// for `observableNotPinned`: why the workbook leaves that behaviour open.
        package var reason: String

        func matches(_ mutant: Mutant) -> Bool {
            mutant.file == file && mutant.sourceLine == line && mutant.change == change
        }
    }

    package var accepted: [Entry]

    /// Where a stage's list lives.
    package static func url(stage: Int, kataRoot: URL) -> URL {
        kataRoot.appendingPathComponent("Solutions/Mutants/Stage\(stage).json")
    }

    /// The stage's list; an empty one when the file does not exist.
    package static func load(stage: Int, kataRoot: URL) throws(UsageError) -> AcceptedSurvivors {
        let url = url(stage: stage, kataRoot: kataRoot)
        guard FileManager.default.fileExists(atPath: url.path) else { return AcceptedSurvivors(accepted: []) }
        let list: AcceptedSurvivors
        do {
            list = try JSONDecoder().decode(AcceptedSurvivors.self, from: Data(contentsOf: url))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.last?.stringValue == "kind" {
            let kinds = Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            let entry = context.codingPath.dropLast().last?.intValue.map { " \($0 + 1)" } ?? ""
            throw UsageError("Solutions/Mutants/Stage\(stage).json: entry\(entry) has a kind that is none of \(kinds)")
        } catch {
            throw UsageError("Solutions/Mutants/Stage\(stage).json cannot be read: \(error)")
        }
        if let vague = list.accepted.first(where: { $0.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            throw UsageError("Solutions/Mutants/Stage\(stage).json: the entry for \(vague.file) (\(vague.change)) gives no reason")
        }
        return list
    }

    /// Whether `mutant` is on the list.
    func accepts(_ mutant: Mutant) -> Bool {
        accepted.contains { $0.matches(mutant) }
    }

    /// What `verify` says about a stage's result: survivors not on the list, and entries that
    /// match no survivor. Empty when the two agree.
    package func problems(with result: StageMutationResult) -> [String] {
        let stage = result.stage
        if let problem = result.problem { return ["stage \(stage): \(problem)"] }
        var problems = result.survived.filter { !accepts($0) }.map {
            "stage \(stage): a mutant survives the spec tests: \($0.summary) — add a spec row that catches it, "
                + "or accept it with a reason in Solutions/Mutants/Stage\(stage).json"
        }
        for entry in accepted where !result.survived.contains(where: entry.matches) {
            problems.append("stage \(stage): Solutions/Mutants/Stage\(stage).json accepts a mutant that no longer survives "
                + "(\(entry.file): \(entry.change) in: \(entry.line)): remove it")
        }
        return problems
    }
}
