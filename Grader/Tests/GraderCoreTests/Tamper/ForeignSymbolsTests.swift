import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("A module's objects define only its own names")
struct ForeignSymbolsTests {
    // MARK: The rules, on symbol lists as `nm -g -P` prints them

    /// Taken from the kata's own objects (Swift 6.3, Linux): what honest code defines.
    static let honest = """
        Stage1.build/IsEven.swift.o:
        $s6Stage16isEven6numberSbSi_tF T 0 53
        $sS2iSZsWL V 8 8
        $sS2iSZsWl W 50 47
        __swift_reflection_version V 0 2
        memset U
        $s7Testing22__checkBinaryOperation___10expression8comments10isRequired14sourceLocations6ResultOyyts5Error_pGSS_SbSS_SSyXEtXESSyXKAA12__ExpressionVSayAA7CommentVGyXKSbAA06SourceJ0VtF U
        symbolic _____ 6Stage15ThingV V 0 6
        got.$ss5ErrorMp V 0 8
        $sSa12_endMutationyyF W 70 20
        $s10Foundation6BundleC6Stage1E6moduleACvgZ T 100 40
        $sSi6Stage1E5twiceSivg T 140 12
        $sSSs12Identifiable6Stage1Mc R 0 16

        """

    static let demangled = [
        "$s10Foundation6BundleC6Stage1E6moduleACvgZ": "static (extension in Stage1):Foundation.Bundle.module.getter : Foundation.Bundle",
        "$sSi6Stage1E5twiceSivg": "(extension in Stage1):Swift.Int.twice.getter : Swift.Int",
        "$sSSs12Identifiable6Stage1Mc": "protocol conformance descriptor for Swift.String : Swift.Identifiable in Stage1",
    ]

    private func foreign(_ listing: String, module: String = "Stage1", exported: Set<String> = []) -> [String] {
        ForeignSymbols.foreign(ObjectSymbols.parse(listing), module: module, demangled: Self.demangled,
                               isExported: { exported.contains($0) }).map(\.name)
    }

    @Test("Reading nm's POSIX lines for the names objects use: references alone, with a value or without, never a file's name")
    func namesObjectsUse() {
        let listing = Self.honest + "Stage4Twin.build/F1.swift.o:\n$s6Stage411TransactionV3dayACSS_tcfC U 0 0\n"
        #expect(ObjectSymbols.undefinedNames(listing) == [
            "memset", "$s6Stage411TransactionV3dayACSS_tcfC",
            "$s7Testing22__checkBinaryOperation___10expression8comments10isRequired14sourceLocations6ResultOyyts5Error_pGSS_SbSS_SSyXEtXESSyXKAA12__ExpressionVSayAA7CommentVGyXKSbAA06SourceJ0VtF",
        ])
    }

    @Test("Reading nm's POSIX lines: names with spaces, weak and strong definitions, references left out")
    func parsing() {
        let symbols = ObjectSymbols.parse(Self.honest)
        #expect(symbols.count == 10)
        #expect(symbols.contains(DefinedSymbol(name: "symbolic _____ 6Stage15ThingV", isWeak: true)))
        #expect(symbols.contains(DefinedSymbol(name: "$s6Stage16isEven6numberSbSi_tF", isWeak: false)))
        #expect(!symbols.contains { $0.name == "memset" || $0.name.contains("__checkBinaryOperation") })
    }

    @Test("What honest code defines is its own: its names, its extensions and conformances, the compiler's weak helpers")
    func honestCode() {
        #expect(foreign(Self.honest).isEmpty)
    }

    @Test("A strong definition of another module's or library's name is foreign", arguments: [
        "$s7Testing22__checkBinaryOperation___10expression8comments10isRequired14sourceLocations6ResultOyyts5Error_pGSS_SbSS_SSyXEtXESSyXKAA12__ExpressionVSayAA7CommentVGyXKSbAA06SourceJ0VtF",
        "fwrite", "write", "main", "$sSS2eeoiySbSS_SStFZ",
        // The reference's planted-bug switch, taken by the learner's tests in the learner workspace.
        "$s6Stage114__plantedBugOnySbSiF",
    ])
    func strongForeign(name: String) {
        #expect(foreign("\(name) T 0 10\n", module: name.hasPrefix("$s6Stage1") ? "Stage1Tests" : "Stage1") == [name])
    }

    @Test("A weak definition is foreign when a runtime library exports the same name")
    func weakExported() {
        let listing = "$sSS2eeoiySbSS_SStFZ W 0 10\n$sSa12_endMutationyyF W 10 10\n"
        #expect(foreign(listing, exported: ["$sSS2eeoiySbSS_SStFZ"]) == ["$sSS2eeoiySbSS_SStFZ"])
    }

    @Test("The prefix must be the whole module name: Stage1 is not Stage1Tests")
    func wholeModuleName() {
        #expect(foreign("$s11Stage1Tests3fooyyF T 0 1\n", module: "Stage1") == ["$s11Stage1Tests3fooyyF"])
        #expect(foreign("$s6Stage13fooyyF T 0 1\n", module: "Stage1Tests") == ["$s6Stage13fooyyF"])
    }

    @Test("The reason names the symbol, what it is and how many more there are")
    func reason() {
        let reason = ForeignSymbols.reason(
            for: DefinedSymbol(name: "fwrite", isWeak: false), demangled: "fwrite", module: "Stage1", count: 2)
        #expect(reason == "Stage1 defines `fwrite`, a name that belongs to another module or library, and 1 more: code may define only its own names")
    }

    @Test("Names are demangled one per line, in order, with the toolchain's demangler")
    func demangling() {
        let names = ["$sSi6Stage1E5twiceSivg", "fwrite"]
        #expect(ObjectSymbols.demangle(names, timeLimit: ObjectSymbols.longestRun) == [
            "$sSi6Stage1E5twiceSivg": "(extension in Stage1):Swift.Int.twice.getter : Swift.Int", "fwrite": "fwrite",
        ])
    }

    // MARK: On objects the compiler makes

    @Test("Objects compiled with swiftc: honest code passes; @_silgen_name, @_cdecl and a weak String == are caught",
          .enabled(if: ObjectSymbols.lister != nil))
    func compiledObjects() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foreign-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let honest = """
            public func isEven(number: Int) -> Bool { number % 2 == 0 }
            extension Int { public var twice: Int { self * 2 } }
            extension String: @retroactive Identifiable { public var id: Int { count } }
            public func names() -> [String] { ["a", "b"].map { $0 + "!" } }

            """
        try compile(honest, module: "Stage1", into: folder.appendingPathComponent("honest"))
        #expect(try ForeignSymbols.check(objectFolder: folder.appendingPathComponent("honest"), module: "Stage1", timeLimit: { ObjectSymbols.longestRun }) == nil)

        let hooks = """
            @_cdecl("fwrite") public func quiet(_ p: UnsafeRawPointer?, _ s: Int, _ c: Int, _ f: OpaquePointer?) -> Int { c }
            @_alwaysEmitIntoClient @_silgen_name("$sSS2eeoiySbSS_SStFZ") public func equal(_ a: String, _ b: String) -> Bool { true }

            """
        try compile(hooks, module: "Stage1", into: folder.appendingPathComponent("hooks"))
        let reason = try #require(try ForeignSymbols.check(objectFolder: folder.appendingPathComponent("hooks"), module: "Stage1", timeLimit: { ObjectSymbols.longestRun }))
        #expect(reason.hasPrefix("Stage1 defines `"))
        #expect(reason.contains("and 1 more"))
    }

    /// Seen running before `main` in the sandboxed spec run (issue 38), before this check.
    @Test("A constructor placed in .init_array with @section and @used is caught in the objects",
          .enabled(if: ObjectSymbols.lister != nil && LoadTimeCode.dumper != nil))
    func constructorBeforeMain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("load-time-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let early = """
            @section(".init_array") @used
            let early: @convention(c) () -> Void = { print("before main") }
            public func isEven(number: Int) -> Bool { number % 2 == 0 }

            """
        try compile(early, module: "Stage1", into: folder)
        let reason = try ForeignSymbols.check(objectFolder: folder, module: "Stage1", timeLimit: { ObjectSymbols.longestRun })
        #expect(reason == "Stage1 places code in `.init_array`, which runs before the tests start: code may not run on its own")
    }

    @Test("The sections objdump lists: only the loader's own arrays are load-time code")
    func loadTimeSectionNames() {
        let listing = """
            Idx Name                               Size     VMA              Type
              0                                    00000000 0000000000000000
              4 .text.$s1a5finishyyXCvau           0000000d 0000000000000000 TEXT
              7 .init_array.00100                  00000008 0000000000000000 DATA
              8 .rela.init_array                   00000018 0000000000000000
              9 __mod_init_func                    00000008 0000000000000000 DATA
            """
        #expect(LoadTimeCode.loadTimeSections(in: listing) == [".init_array.00100", "__mod_init_func"])
    }

    private func compile(_ source: String, module: String, into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Source.swift")
        try Data(source.utf8).write(to: file)
        let run = ProcessRunner.run(ProcessRequest(
            executable: "swiftc",
            arguments: ["-parse-as-library", "-module-name", module, "-c", file.path, "-o", folder.appendingPathComponent("Source.swift.o").path],
            timeout: 300))
        try #require(run.end.succeeded, "swiftc: \(run.output)")
        // As SwiftPM lists a module's objects; a stale object beside them is not linked, nor read.
        let map = [file.path: ["object": folder.appendingPathComponent("Source.swift.o").path]]
        try JSONSerialization.data(withJSONObject: map).write(to: folder.appendingPathComponent("output-file-map.json"))
        try Data("not an object".utf8).write(to: folder.appendingPathComponent("Deleted.swift.o"))
    }
}
