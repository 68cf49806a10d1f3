import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// The one slow test of the planted bugs: it builds a tiny package from a switchable copy.
///
/// It proves what string tests cannot: the wrapped code and the generated switch compile in
/// Swift 6 mode with no warnings, and a run token drawn by the grader turns exactly its bug on
/// (or none), in a single build: the generated Swift and the grader hash alike.
@Suite("Planted bugs: a switchable copy compiles and switches at run time")
struct PlantedBugsCompileTests {
    private static let reference = """
        public func doubled(_ number: Int) -> Int {
            number * 2
        }

        public func size(of number: Int) -> String {
            var size = "small"
            if number > 10 {
                size = "big"
            }
            return size
        }

        """

    private static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "SwitchProbe",
            targets: [
                .target(name: "Lib", path: "Sources/Lib", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
                .executableTarget(name: "Probe", dependencies: ["Lib"], path: "Sources/Probe"),
            ],
            swiftLanguageModes: [.v6]
        )

        """

    /// Both functions, or with an argument `doubled(_:)` only, twice.
    private static let probeSource = """
        import Lib
        if CommandLine.arguments.count > 1 {
            print("\\(doubled(3)) \\(doubled(4))")
        } else {
            print("\\(doubled(3)) \\(size(of: 20))")
        }

        """

    private static let catalog = BugCatalog(stage: 1, bugs: [
        PlantedBug(
            id: "doubled-adds", hint: "h", file: "Math.swift", wrap: .expression,
            find: ["number * 2"], replace: ["number + 2"]),
        PlantedBug(
            id: "size-always-small", hint: "h", file: "Math.swift", wrap: .statements,
            find: ["    if number > 10 {", "        size = \"big\"", "    }"], replace: ["    _ = number"]),
    ])

    @Test("One build: a token turns on exactly the bug it was drawn for, or none",
          .timeLimit(.minutes(10)))
    func buildsAndSwitches() throws {
        let root = try PlantedBugsFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("Package")
        try PlantedBugsFixtures.write(["Math.swift": Self.reference], to: root.appendingPathComponent("Reference"))
        try PlantedBugsFixtures.write([
            "Package.swift": Self.manifest,
            "Sources/Probe/main.swift": Self.probeSource,
        ], to: package)
        try SwitchableReferenceWriter.write(
            catalog: Self.catalog, from: root.appendingPathComponent("Reference"),
            to: package.appendingPathComponent("Sources/Lib"), key: key)

        let build = try run("/usr/bin/env", ["swift", "build", "--package-path", package.path], plantedBugs: nil)
        try #require(build.status == 0, "swift build failed:\n\(build.output)")

        let probe = package.appendingPathComponent(".build/debug/Probe").path
        let token = { (index: Int?) in PlantedBugSwitch.token(forBugAt: index, bugCount: 2, key: key) }
        let cases: [(value: String?, expected: String)] = [
            (token(nil), "6 big"),
            (token(0), "5 big"),
            (token(1), "6 small"),
            (token(nil), "6 big"),
        ]
        for (value, expected) in cases {
            let result = try run(probe, [], plantedBugs: value)
            #expect(result.status == 0)
            #expect(result.output == expected + "\n", "KATA_RUN=\(value ?? "(unset)")")
        }

        // A token the grader did not draw stops the program at the first planted bug's code:
        // none, an empty one, a made-up one, and a real one with one digit of its tag changed.
        let real = token(nil)
        let changed = String(real.dropLast()) + (real.hasSuffix("0") ? "1" : "0")
        for value in [nil, "", String(repeating: "0", count: real.count), changed] {
            let result = try run(probe, [], plantedBugs: value)
            #expect(result.status != 0, "KATA_RUN=\(value ?? "(unset)")")
            #expect(result.output.contains("runs only as the kata's grader starts it"), "\(result.output)")
        }

        // The notes file: each bug whose code ran, once, with a bug on or none; the others not at
        // all. Outside a Swift Testing test, with no test to name.
        for (arguments, reached) in [([], "doubled-adds\t\nsize-always-small\t\n"), (["doubled only"], "doubled-adds\t\n")] {
            for value in [token(nil), token(1)] {
                let notes = root.appendingPathComponent("notes")
                try Data().write(to: notes)
                let result = try run(probe, arguments, plantedBugs: value, reachedNotes: notes.path)
                #expect(result.status == 0)
                let lines = try String(contentsOf: notes, encoding: .utf8)
                #expect(lines.split(separator: "\n").sorted().map { $0 + "\n" }.joined() == reached, "\(arguments)")
            }
        }
    }

    private let key = PlantedBugSwitch.Key.random()

    /// Runs a program to the end with `KATA_RUN` set to `plantedBugs`, or unset for `nil`, and
    /// `KATA_REACHED` to `reachedNotes`.
    private func run(
        _ executable: String, _ arguments: [String], plantedBugs: String?, reachedNotes: String? = nil
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[PlantedBugSwitch.environmentVariable] = plantedBugs
        environment[PlantedBugSwitch.reachedVariable] = reachedNotes
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
