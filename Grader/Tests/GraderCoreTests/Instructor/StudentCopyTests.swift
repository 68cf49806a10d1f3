import Foundation
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

// MARK: - What a student copy's files say

@Suite("The student copy's grader manifest and README")
struct StudentCopyTests {
    static let graderManifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Package.swift").standardizedFileURL

    @Test("The grader's manifest keeps its library and executable and loses every target under Tests/")
    func graderManifest() throws {
        let manifest = try String(contentsOf: Self.graderManifest, encoding: .utf8)
        #expect(manifest.contains("path: \"Tests/"))
        let copy = try StudentCopy.graderPackageWithoutTests(manifest)
        #expect(!copy.contains("Tests/"))
        #expect(!copy.contains("testTarget"))
        for layer in ["SwiftSource", "GraderExecution", "GraderEngine", "GraderReports", "GraderMaintenance", "GraderCLI"] {
            #expect(copy.contains(".target(name: \"\(layer)\""), "\(layer)")
        }
        #expect(copy.contains(".target(name: \"CPUAffinity\", path: \"Sources/CPUAffinity\")"))
        #expect(copy.contains(".executableTarget(name: \"Grader\""))
        #expect(copy.hasSuffix("    ],\n    swiftLanguageModes: [.v6]\n)\n"))
        // Parentheses still pair up, so the manifest still parses.
        #expect(copy.filter { $0 == "(" }.count == copy.filter { $0 == ")" }.count)
    }

    @Test("A manifest with no test target to remove is refused, so that a change of layout is noticed")
    func nothingToRemove() {
        #expect(throws: UsageError.self) {
            try StudentCopy.graderPackageWithoutTests("targets: [\n    .target(name: \"A\", path: \"Sources/A\"),\n]\n")
        }
    }

    @Test("The student's README says how to start and what grading does, and nothing for instructors")
    func readme() {
        let readme = StudentReadme.text(stages: [1, 2, 3, 4])
        for phrase in ["./grade.sh watch", "./grade.sh hint", "swift build --build-tests", "When your instructor grades"] {
            #expect(readme.contains(phrase), "\(phrase)")
        }
        for instructorOnly in ["--batch", "verify", "Solutions/", "grade-class", "student-copy", "gradebook.csv", "protect"] {
            #expect(!readme.contains(instructorOnly), "\(instructorOnly)")
        }
    }
}
