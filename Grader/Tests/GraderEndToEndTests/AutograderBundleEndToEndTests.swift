import Foundation
import GraderTestSupport
import Testing

// MARK: - The platforms' autograders, run as the platforms run them

@Suite("Gradescope's and Classroom 50's autograders for the kata", .serialized)
struct AutograderBundleEndToEndTests {
    /// This repository: the full kata.
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL

    static func scratch(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-\(name)-\(getpid())-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The kata's points, stage by stage: spec plus bugs.
    static func kataPoints() throws -> Double {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: kata.appendingPathComponent("points.json")))
        let stages = try #require((json as? [String: Any])?["stages"] as? [String: [String: Double]])
        return stages.values.map { ($0["spec"] ?? 0) + ($0["bugs"] ?? 0) }.reduce(0, +)
    }

    @Test("Unpacked into a root the test chooses, with a finished stage 1, Gradescope's bundle writes results.json that adds up to the kata's points")
    func gradescope() throws {
        let root = try Self.scratch("gradescope")
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = root.appendingPathComponent("autograder.zip")
        let written = try BuiltGrader.run(["--quiet", "--kata-root", Self.kata.path, "autograder", "gradescope", zip.path])
        #expect(written.exitCode == 0, "\(written.stderr)")
        let unzip = try #require(ExternalTool.find("unzip"))
        let source = root.appendingPathComponent("source")
        let unpacked = try ExternalTool.run(unzip, ["-q", zip.path, "-d", source.path])
        #expect(unpacked.status == 0, "\(unpacked.output)")
        for script in ["setup.sh", "run_autograder"] {
            #expect(FileManager.default.isExecutableFile(atPath: source.appendingPathComponent(script).path), "\(script)")
        }
        #expect(FileManager.default.fileExists(atPath: source.appendingPathComponent("kata/Solutions/Stage1").path))

        // The student's submission: the workbook with stage 1 solved, its tests the model ones.
        let submission = root.appendingPathComponent("submission")
        for folder in ["Stages", "Tests", "Exercises", "Hints", "Demos"] {
            try FileTree.copy(from: Self.kata.appendingPathComponent(folder), to: submission.appendingPathComponent(folder))
        }
        for file in ["Package.swift", "points.json", "grade.sh"] {
            try FileManager.default.copyItem(at: Self.kata.appendingPathComponent(file), to: submission.appendingPathComponent(file))
        }
        try FileTree.remove(submission.appendingPathComponent("Stages/Stage1"))
        try FileTree.copy(from: Self.kata.appendingPathComponent("Solutions/Stage1"), to: submission.appendingPathComponent("Stages/Stage1"))
        try FileTree.remove(submission.appendingPathComponent("Tests/Stage1Tests"))
        try FileTree.copy(from: Self.kata.appendingPathComponent("Solutions/Stage1Tests"), to: submission.appendingPathComponent("Tests/Stage1Tests"))

        let bash = try #require(ExternalTool.find("bash"))
        let run = try ExternalTool.run(bash, [source.appendingPathComponent("run_autograder").path],
                                       environment: ["KATA_AUTOGRADER_ROOT": root.path])
        #expect(run.status == 0, "\(run.output.suffix(3000))")
        let data = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tests = try #require(results["tests"] as? [[String: Any]], "\(String(decoding: data, as: UTF8.self))")
        let maximum = tests.compactMap { $0["max_score"] as? Double }.reduce(0, +)
        let score = tests.compactMap { $0["score"] as? Double }.reduce(0, +)
        #expect(abs(maximum - (try Self.kataPoints())) < 0.01)
        #expect(abs(score - (results["score"] as? Double ?? -1)) < 0.01)
        let stage1 = tests.filter { ($0["name"] as? String)?.hasPrefix("Stage 1") == true }
        #expect(!stage1.isEmpty && stage1.allSatisfy { $0["score"] as? Double == $0["max_score"] as? Double }, "\(stage1)")
        #expect(!String(decoding: data, as: UTF8.self).contains(root.path), "no machine path reaches the learner")
    }

    @Test("Classroom 50's folder: autograder.py, the student copy without the reference, and the runtime block with Swift's image")
    func classroom50() throws {
        let root = try Self.scratch("classroom50")
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("hw1")
        let written = try BuiltGrader.run(["--quiet", "--kata-root", Self.kata.path, "autograder", "classroom50", out.path])
        #expect(written.exitCode == 0, "\(written.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: out.appendingPathComponent("autograder.py").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("kata/grade.sh").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("kata/Solutions").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("kata/.git").path))
        let runtime = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("runtime.json")))
        let container = ((runtime as? [String: Any])?["runtime"] as? [String: Any])?["container"] as? [String: Any]
        #expect(container?["image"] as? String == "swift:6.3")
        let python = try #require(ExternalTool.find("python3"))
        let compiles = try ExternalTool.run(python, ["-m", "py_compile", out.appendingPathComponent("autograder.py").path])
        #expect(compiles.status == 0, "\(compiles.output)")
        let script = try String(contentsOf: out.appendingPathComponent("autograder.py"), encoding: .utf8)
        for field in ["\"schema\": \"classroom50/result/v1\"", "\"max-score\"", "result.json", "CLASSROOM50_BUNDLE_DIR"] {
            #expect(script.contains(field), "\(field)")
        }
    }
}
