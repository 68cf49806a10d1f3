import Foundation
import GraderTestSupport

// MARK: - One dishonest or broken submission

/// What a dishonest student hands in: the starters, with the attack's files laid over them.
///
/// The files live under `Attacks/<name>/`, laid out as in a submission (`Stages/Stage1/…`,
/// `Tests/Stage1Tests/…`), and are real Swift that compiles against the kata's public API.
/// Placeholders are filled in when they are installed:
/// - `__ATTACK_MARKER__`: this grading's marker, for whatever the attack leaves running;
/// - `__LAB_ROOT__`: the lab folder. Attacks that write check that their target is inside it
///   before they write: a safety belt for this machine, which a real attacker would not wear;
/// - `__LISTENER_PORT__`: the port of the test's trap listener;
/// - `__STAGE__`: in a shared file, the stage of the folder it is copied into.
struct Attack {
    var name: String
    /// The stages graded: only those the attack is about, to keep the catalogue fast.
    var stages: [Int]
    /// Stages where the attacker also hands in honest, complete work (the reference and the
    /// model tests): they must still be graded complete.
    var honestStages: [Int] = []
    /// Stages where the attacker hands in the reference's code but none of its tests: the
    /// spec tests may pass, the planted bugs must still be caught by the attack's tests alone.
    var workingCode: [Int] = []
    /// Spec tests the attack passes with honest code of its own, beyond what the starters pass
    /// (a lookup table for numbers beside honest code for text that is not one), by stage.
    var honestSpecPasses: [Int: Int] = [:]
    /// Files from `Attacks/Shared/` and the submission folders they are copied into.
    var shared: [String: [String]] = [:]
    /// Files given as text, for names a repository should not hold (a newline, a quote).
    var literalFiles: [String: String] = [:]
    /// Symbolic links to create: path in the submission → where it points.
    var links: [String: String] = [:]
    /// Whether the attack's stage sources compile. They should, against the kata's public API:
    /// an attack that does not compile would earn nothing for the wrong reason.
    var compiles = true
    /// `--no-cache` by default: a result cached by an earlier run would skip the attack's code.
    var graderOptions: [String] = ["--no-cache"]

    struct Placeholders {
        var marker: String
        var listenerPort: UInt16 = 0
    }

    /// Resets the attacker folder to the starters and lays the attack over them.
    func install(into submission: URL, _ placeholders: Placeholders) throws {
        try AttackLab.copyStarters(to: submission)
        for stage in honestStages {
            try AttackLab.solve(stage, in: submission)
        }
        for stage in workingCode {
            try AttackLab.solve(stage, in: submission, withTests: false)
        }
        let own = AttackLab.attackSources.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: own.path) {
            for (path, kind) in try FileTree.entries(of: own) {
                guard case .file(let data) = kind else { continue }
                try write(fill(data, placeholders, stage: nil), to: submission.appendingPathComponent(path))
            }
        }
        for (file, folders) in shared {
            let data = try Data(contentsOf: AttackLab.attackSources.appendingPathComponent("Shared/\(file)"))
            for folder in folders {
                let stage = folder.split(separator: "/").last.flatMap { Int($0.drop { !$0.isNumber }.prefix { $0.isNumber }) }
                try write(fill(data, placeholders, stage: stage), to: submission.appendingPathComponent("\(folder)/\(file)"))
            }
        }
        for (path, text) in literalFiles {
            try write(fill(Data(text.utf8), placeholders, stage: nil), to: submission.appendingPathComponent(path))
        }
        for (path, target) in links {
            let link = submission.appendingPathComponent(path)
            try? FileTree.remove(link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        }
    }

    private func fill(_ data: Data, _ placeholders: Placeholders, stage: Int?) -> Data {
        var text = String(decoding: data, as: UTF8.self)
        text = text.replacingOccurrences(of: "__ATTACK_MARKER__", with: placeholders.marker)
        text = text.replacingOccurrences(of: "__LAB_ROOT__", with: AttackLab.root.path)
        text = text.replacingOccurrences(of: "__LISTENER_PORT__", with: String(placeholders.listenerPort))
        if let stage {
            text = text.replacingOccurrences(of: "__STAGE__", with: String(stage))
        }
        return Data(text.utf8)
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
