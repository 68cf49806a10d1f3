import Foundation
@testable import GraderEngine
@testable import GraderExecution
import Testing

@Suite("A learner's library stands in for the reference's only with the same public interface")
struct SpecOnceReferenceTests {
    static let header = """
        // swift-interface-format-version: 1.0
        // swift-compiler-version: Swift version 6.3
        // swift-module-flags: -target x86_64-unknown-linux-gnu -enable-library-evolution -module-name Stage4

        """
    static let store = """
        import Swift
        public final class InMemoryFavoritesStore {
          public init(favoriteIDs: Swift.Set<Swift.Int> = [])
        }
        """

    @Test("The header's compiler and flags are not part of the interface compared; every other line is")
    func headerLeftOut() {
        let body = SpecOnceReference.body(ofInterface: Data((Self.header + Self.store).utf8))
        #expect(body == Self.store)
        let commented = SpecOnceReference.body(ofInterface: Data(("// a comment of the compiler's\n" + Self.store).utf8))
        #expect(commented.hasPrefix("// a comment"))
    }

    @Test("A library whose interface is missing, or differs by a default, cannot stand in")
    func interfaceCompared() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("spec-once-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let reference = SpecOnceReference(prebuilt: .init(modules: "/none", sharedLibrary: "/none/libStage4.so"),
                                          interface: SpecOnceReference.body(ofInterface: Data(Self.store.utf8)),
                                          definedSymbols: [], publicSymbols: [])
        func standIn() -> String? {
            reference.standIn(library: "Stage4", twins: "KTwin", workspace: workspace, timeLimit: 10)
        }
        #expect(standIn() == "the library has no interface")
        let interface = workspace.appendingPathComponent(".build/debug/Modules/Stage4.swiftinterface")
        try WorkspaceFiles.write(Data((Self.header + Self.store.replacingOccurrences(of: "= []", with: "= [1]")).utf8), to: interface)
        #expect(standIn() == "its public interface is not the reference's")
        // The same interface under another compiler's header: compared further (here, the
        // twins' objects, which this workspace has none of).
        try WorkspaceFiles.write(Data((Self.header + Self.store).utf8), to: interface)
        #expect(standIn() == "the twins' objects cannot be read")
    }
}
