@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("A surviving mutant placed in the learner's words: declaration and task")
struct SurvivorPlaceTests {
    static let source = """
        struct Loader {
            var isEmpty: Bool {
                items.count == 0
            }

            func load() {
                let count = items.count
                if count > 0 { show() }
            }
        }
        """

    @Test("The enclosing function or computed property, never a local constant")
    func declaration() {
        #expect(SurvivorPlace.declaration(above: 3, in: Self.source) == "isEmpty")
        #expect(SurvivorPlace.declaration(above: 7, in: Self.source) == "load()", "not the local count")
        #expect(SurvivorPlace.declaration(above: 8, in: Self.source) == "load()")
        #expect(SurvivorPlace.declaration(above: 99, in: Self.source) == nil)
    }

    @Test("The first task whose text names the declaration in code")
    func task() {
        let workbook = "# Stage 4\n\n## Read the problem\n\n`load()` comes later.\n\n## Task 2: Count\n\nx\n\n## Task 3: Load\n\nCall `load()` once.\n"
        #expect(SurvivorPlace.task(naming: "load()", in: workbook) == 3)
        #expect(SurvivorPlace.task(naming: "missing()", in: workbook) == nil)
    }
}
