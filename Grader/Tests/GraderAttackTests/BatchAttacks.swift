import Foundation
import GraderTestSupport
import Testing

// MARK: - A dishonest student in a class graded with --batch

extension AttackCatalogue {
    /// A class of two under one folder: an honest student, and one whose folder is named like a
    /// spreadsheet formula and whose stage 1 files are links into the honest student's folder.
    @Test("In a batch, a folder named like a formula whose files link to a classmate's earns nothing, runs nothing in the gradebook, and changes no one's grade")
    func batchNeighbour() throws {
        _ = try AttackLab.baseline.get()
        let classFolder = AttackLab.root.appendingPathComponent("class")
        let out = AttackLab.root.appendingPathComponent("class-grades")
        try? FileManager.default.removeItem(at: classFolder)
        try? FileManager.default.removeItem(at: out)
        let honest = classFolder.appendingPathComponent("honest")
        try FileTree.mirror(from: AttackLab.honest, to: honest)
        let attackerName = "=1+2"
        let attacker = classFolder.appendingPathComponent(attackerName)
        try AttackLab.copyStarters(to: attacker)
        for file in ["IsEven.swift", "NumberFormatter.swift"] {
            let link = attacker.appendingPathComponent("Stages/Stage1/\(file)")
            try FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path,
                                                       withDestinationPath: honest.appendingPathComponent("Stages/Stage1/\(file)").path)
        }

        let run = try BuiltGrader.run(["--kata-root", AttackLab.kata.path, "--batch", classFolder.path, "--out", out.path,
                                       "--no-cache", "1"], environment: ["TMPDIR": AttackLab.scratch.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let lines = try String(contentsOf: out.appendingPathComponent("gradebook.csv"), encoding: .utf8)
            .split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(lines.first)
        let rows = lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
        let honestRow = try #require(rows.first { $0["submission"] == "honest" })
        let attackerRow = try #require(rows.first { $0["submission"]?.hasSuffix(attackerName) == true }, "\(rows)")
        #expect(honestRow["stage1_status"] == "complete")
        // Text, never a formula a spreadsheet would run.
        #expect(attackerRow["submission"] == "'" + attackerName)
        let baseline = try AttackLab.baseline.get()
        #expect(Int(attackerRow["stage1_spec_passed"] ?? "") ?? 0 <= baseline.specPassed[1] ?? 0, "\(attackerRow)")
        #expect(attackerRow["stage1_status"] != "complete")
    }
}
