// MARK: - How a stage's tests fared against its mutants

/// How the spec tests of one stage fared against the mutants of its reference.
package struct StageMutationResult: Codable, Sendable, Hashable {
    package var stage: Int
    /// Every mutant the engine made, in order.
    var generated: [Mutant]
    /// Mutants dropped because the code they make does not compile.
    var notCompiled: [Mutant]
    /// Mutants a spec test failed on, crashed on or hung on.
    package var killed: [Mutant]
    /// Mutants every spec test passed on.
    var survived: [Mutant]
    /// Set when the stage could not be judged at all; every count is then meaningless.
    package var problem: String?

    /// Compiled mutants.
    package var compiledCount: Int { killed.count + survived.count }

    /// Killed among compiled, from 0 to 1.
    package var score: Double { compiledCount == 0 ? 1 : Double(killed.count) / Double(compiledCount) }

    /// A stage that could not be judged, and why.
    static func failed(_ stage: Int, _ generated: [Mutant], _ problem: String, notCompiled: [Mutant] = []) -> StageMutationResult {
        StageMutationResult(stage: stage, generated: generated, notCompiled: notCompiled, killed: [], survived: [], problem: problem)
    }
}
