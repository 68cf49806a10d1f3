import Testing
@testable import GraderCore

@Suite("Planted bugs: the switch variable and the generated switch file")
struct PlantedBugsSwitchTests {
    @Test("The variable's value lists stage:id pairs, sorted, each once")
    func formatsValue() {
        let value = PlantedBugSwitch.environmentValue(for: [
            .init(stage: 2, id: "output-never-called"),
            .init(stage: 1, id: "odd-check-wrong-for-negatives"),
            .init(stage: 1, id: "drops-zero-padding"),
            .init(stage: 2, id: "output-never-called"),
        ])
        #expect(value == "1:drops-zero-padding,1:odd-check-wrong-for-negatives,2:output-never-called")
        #expect(PlantedBugSwitch.environmentValue(for: []) == "")
        #expect(PlantedBugSwitch.environmentVariable == "KATA_PLANTED_BUG")
    }

    @Test("The generated file answers for its own stage only, through the internal function")
    func generatesSwitch() {
        let source = PlantedBugSwitch.source(stage: 3)
        #expect(source.contains("\nfunc __plantedBug(_ id: String) -> Bool {"))
        #expect(source.contains(#"let prefix = "3:""#))
        #expect(source.contains(#"getenv("KATA_PLANTED_BUG")"#))
        #expect(!source.contains("import Foundation"))
        #expect(!source.contains("nonisolated(unsafe)"))
        #expect(PlantedBugSwitch.source(stage: 4).contains(#"let prefix = "4:""#))
    }
}
