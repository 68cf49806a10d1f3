import Foundation
import GraderExecution

// MARK: - Check: the starters ship the reference's resources

/// A resource file (stage 3's JSON) is the same in the starter as in the reference, byte for
/// byte: the spec tests read it from either.
struct StarterResourcesMatch: VerifyCheck {
    let name = "The starters ship the same resource files as the reference"

    func run(_ context: VerifyContext) -> [String] {
        context.stages.flatMap { stage in
            context.kata.resources(stage).compactMap { problem(in: context.kata, stage: stage, resource: $0) }
        }
    }

    /// A problem when the starter's copy of a resource differs from the reference's, or is missing.
    func problem(in kata: KataRoot, stage: Int, resource: String) -> String? {
        let starter = kata.url.appendingPathComponent("Stages/Stage\(stage)").appendingPathComponent(resource)
        let reference = kata.url.appendingPathComponent(kata.solution(stage)).appendingPathComponent(resource)
        guard let starterBytes = FileManager.default.contents(atPath: starter.path) else {
            return "stage \(stage): the starter has no \(resource)"
        }
        return starterBytes == FileManager.default.contents(atPath: reference.path)
            ? nil : "stage \(stage): Stages/Stage\(stage)/\(resource) differs from the reference's copy"
    }
}
