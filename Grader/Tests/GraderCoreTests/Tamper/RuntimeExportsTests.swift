@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("What the runtime's libraries export")
struct RuntimeExportsTests {
    @Test("A name of the C library or the Swift runtime is exported; a made-up one is not")
    func exportedNames() {
        #expect(RuntimeExports.exports("malloc"))
        #expect(RuntimeExports.exports("swift_retain"))
        #expect(!RuntimeExports.exports("kata_no_library_defines_this_name"))
    }
}
