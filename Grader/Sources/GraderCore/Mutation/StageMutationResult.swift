// MARK: - How a stage's tests fared against its mutants

/// How the spec tests of one stage fared against the mutants of its reference.
public struct StageMutationResult: Codable, Sendable, Hashable {
    public var stage: Int
    /// Every mutant the engine made, in order.
    public var generated: [Mutant]
    /// Mutants dropped because the code they make does not compile.
    public var notCompiled: [Mutant]
    /// Mutants a spec test failed on, crashed on or hung on.
    public var killed: [Mutant]
    /// Mutants every spec test passed on.
    public var survived: [Mutant]
    /// Set when the stage could not be judged at all; every count is then meaningless.
    public var problem: String?

    /// Compiled mutants.
    public var compiledCount: Int { killed.count + survived.count }

    /// Killed among compiled, from 0 to 1.
    public var score: Double { compiledCount == 0 ? 1 : Double(killed.count) / Double(compiledCount) }

    /// A stage that could not be judged, and why.
    static func failed(_ stage: Int, _ generated: [Mutant], _ problem: String, notCompiled: [Mutant] = []) -> StageMutationResult {
        StageMutationResult(stage: stage, generated: generated, notCompiled: notCompiled, killed: [], survived: [], problem: problem)
    }
}
