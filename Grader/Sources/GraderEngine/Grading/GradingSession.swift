import Foundation
import GraderExecution

// MARK: - What the gradings of one run share

/// What every grading of one run shares: the kata, the options, where events go, the secret
/// that signs the cache, where a submission's workspaces are, and a fresh `GradingContext`
/// (with a budget of its own) for each submission. `KataGrader` grades submissions with it;
/// verify's hunt of the planted bugs (`SpecVersusBugs`) and the mutation check
/// (`MutationCheck`) run their one pipeline with it, with no grader of their own.
package struct GradingSession: Sendable {
    package let kata: KataRoot
    package let options: GradeOptions
    package let events: any GradingEventRecorder
    /// Signs the cache: read, or made on a first run, once, when the session starts.
    let secret: [UInt8]?

    package init(kata: KataRoot, options: GradeOptions, events: any GradingEventRecorder = UnwatchedGrading()) {
        self.kata = kata
        self.options = options
        self.events = events
        self.secret = GraderSecret.load(kataRoot: kata.url)
    }

    /// The workspace folder of a submission: named after it, keyed by a hash of its real path.
    func workspaceRoot(for submission: Submission, variant: String = "") -> URL {
        let name = submission.root.lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let key = String(SHA256.hex(submission.root.path + "|" + variant).prefix(12))
        return kata.workspaces.appendingPathComponent("\(name.prefix(32))-\(key)")
    }

    /// The context the pipelines of one submission share: its budget starts now.
    func context() -> GradingContext {
        GradingContext.live(kata: kata, options: options, budget: GradingBudget(seconds: options.budget), events: events)
    }

    /// The signed cache in `folder`: by stage and content (a submission's own), or by content
    /// alone (`addressedByKey`: one cache for a whole class).
    func cache(in folder: URL, addressedByKey: Bool = false) -> ResultCache {
        ResultCache(folder: folder, secret: secret, addressedByKey: addressedByKey)
    }
}
