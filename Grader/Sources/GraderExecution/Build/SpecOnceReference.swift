import Foundation

// MARK: - A stage's spec twins compiled once for a class, against the reference

/// The reference's code of a stage built once as the stage's own library (`Stage4`), with
/// library evolution, for a batch's spec workspace: the stage's twins are compiled against it
/// once for the class, and each student's build compiles only their own library, which the
/// twins' test binary loads in its place (Grader/README.md, "Spec tests compiled once").
///
/// Sound only where the learner's library can stand in for the reference's, which `standIn`
/// checks after each build (`SpecJob` decides which stages qualify):
/// - the learner's public interface is the reference's, to the byte: the declarations, their
///   defaults and inlinable bodies, everything a client compiles in. With library evolution a
///   client reaches the rest (stored properties, helpers, layout) through the library itself.
/// - every symbol of the reference that the twins use is a public one. They import the stage
///   `@testable` (a `switch` over a stage's enum without `@unknown default` needs it), so a
///   name lookup could otherwise find an internal declaration of the reference, which a
///   learner need not have, or could write to order.
/// A stage that fails either is graded again the usual way (`KataGrader`).
package struct SpecOnceReference: Codable, Sendable {
    /// The reference's module, compiled for testing, and its shared library, for the twins.
    package var prebuilt: WorkspaceManifest.PrebuiltLibrary
    /// The reference's public interface, without the header lines that name the compiler and
    /// its flags (`// swift-…`).
    var interface: String
    /// The symbols the reference's library defines compiled for testing, and those it defines
    /// compiled without (its public ones).
    var definedSymbols: Set<String>
    var publicSymbols: Set<String>

    /// The reference's `sources`, built as `library` (or kept from an earlier grade under the
    /// same `key`: the sources, the grader, `compilerVersion`) in `folder`; `nil` when it
    /// cannot be, and the stage is then built the usual way.
    package static func prepared(library: String, sources: [String: Data], key: String, moduleCache: URL, in folder: URL,
                                 timeLimit: Double) -> SpecOnceReference? {
        let memo = folder.appendingPathComponent("reference.json")
        let make = { try build(library: library, sources: sources, moduleCache: moduleCache, in: folder, timeLimit: timeLimit) }
        guard let built = try? WorkspaceMemo.value(in: memo, key: key, make: make) else { return nil }
        let here = folder.appendingPathComponent("testing").path
        if built.prebuilt.modules == here, FileManager.default.fileExists(atPath: built.prebuilt.sharedLibrary) { return built }
        // Kept from an earlier grade, but its files are gone, or were made where the checkout
        // was before it moved: built again.
        try? FileManager.default.removeItem(at: memo)
        return try? WorkspaceMemo.value(in: memo, key: key, make: make)
    }

    struct BuildFailed: Error {
        var log: String
    }

    private static func build(library: String, sources: [String: Data], moduleCache: URL, in folder: URL,
                              timeLimit: Double) throws -> SpecOnceReference {
        let code = folder.appendingPathComponent("sources")
        try? FileManager.default.removeItem(at: code)
        for (path, data) in sources {
            try WorkspaceFiles.write(data, to: code.appendingPathComponent(path))
        }
        let testing = folder.appendingPathComponent("testing")
        let plain = folder.appendingPathComponent("public")
        for made in [testing, plain] {
            try? FileManager.default.removeItem(at: made)
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        let file = "lib\(library).so"
        // As SwiftPM compiles a debug build (`-Onone -enable-testing -DDEBUG`), without debug info
        // as the workspaces are built; named so that the test binary asks for `lib<Stage>.so`,
        // and finds the learner's beside it.
        let common = ["-swift-version", "6", "-Onone", "-gnone", "-parse-as-library", "-enable-library-evolution",
                      "-DSWIFT_PACKAGE", "-DDEBUG", "-module-name", library, "-emit-library",
                      "-module-cache-path", moduleCache.path, "-Xlinker", "-soname=\(file)"]
            + sources.keys.sorted().map { code.appendingPathComponent($0).path }
        try compile(common + ["-enable-testing", "-emit-module", "-emit-module-path", testing.appendingPathComponent("\(library).swiftmodule").path,
                              "-emit-module-interface-path", testing.appendingPathComponent("\(library).swiftinterface").path,
                              "-o", testing.appendingPathComponent(file).path], timeLimit: timeLimit)
        try compile(common + ["-o", plain.appendingPathComponent(file).path], timeLimit: timeLimit)
        let interface = try Data(contentsOf: testing.appendingPathComponent("\(library).swiftinterface"))
        let limit = min(timeLimit, ObjectSymbols.longestRun)
        func names(_ library: URL) throws -> Set<String> {
            Set(try ObjectSymbols.defined(in: [library], dynamic: true, timeLimit: limit).map(\.name))
        }
        return SpecOnceReference(
            prebuilt: .init(modules: testing.path, sharedLibrary: testing.appendingPathComponent(file).path),
            interface: body(ofInterface: interface), definedSymbols: try names(testing.appendingPathComponent(file)),
            publicSymbols: try names(plain.appendingPathComponent(file)))
    }

    private static func compile(_ arguments: [String], timeLimit: Double) throws {
        let run = ProcessRunner.run(ProcessRequest(executable: "swiftc", arguments: arguments, timeout: timeLimit, outputLimit: 1 << 20))
        guard run.end.succeeded else { throw BuildFailed(log: WorkspaceBuilder.firstErrorLines(run.output)) }
    }

    /// `swiftc --version`, once: a module compiled by another compiler cannot be imported.
    package static let compilerVersion: String? = {
        let run = ProcessRunner.run(ProcessRequest(executable: "swiftc", arguments: ["--version"], timeout: 60, outputLimit: 1 << 16))
        return run.end.succeeded ? run.output : nil
    }()

    /// An interface's text without its header's `// swift-…` lines (the compiler, the flags).
    static func body(ofInterface data: Data) -> String {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// swift-") }.joined(separator: "\n")
    }

    /// Why the learner's library built in `workspace` cannot stand in for the reference under
    /// the twins of module `twins`, or `nil` when it can.
    package func standIn(library: String, twins: String, workspace: URL, timeLimit: Double) -> String? {
        let build = workspace.appendingPathComponent(".build/debug")
        guard let learner = FileManager.default.contents(atPath: build.appendingPathComponent("Modules/\(library).swiftinterface").path) else {
            return "the library has no interface"
        }
        guard Self.body(ofInterface: learner) == interface else { return "its public interface is not the reference's" }
        let objects = ((try? FileManager.default.contentsOfDirectory(atPath: build.appendingPathComponent("\(twins).build").path)) ?? [])
            .filter { $0.hasSuffix(".o") }.map { build.appendingPathComponent("\(twins).build/\($0)") }
        guard !objects.isEmpty, let used = try? ObjectSymbols.undefined(in: objects, timeLimit: timeLimit) else {
            return "the twins' objects cannot be read"
        }
        let notPublic = used.intersection(definedSymbols).subtracting(publicSymbols)
        return notPublic.isEmpty ? nil : "the twins use \(notPublic.count) internal symbol(s) of the reference"
    }
}
