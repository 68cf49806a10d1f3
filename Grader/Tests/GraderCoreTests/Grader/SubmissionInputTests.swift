import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

/// Links and names a submission could use to fool the grader or break a build.
@Suite("Reading a submission's folders: links and odd names")
struct SubmissionInputTests {
    let root: URL
    let manager = FileManager.default

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("grader-inputs-\(UUID().uuidString)")
        for folder in ["Stages/Stage1", "Stages/Elsewhere", "Solutions/Stage1", "Tests/Stage1Tests"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Stages/Stage1/A.swift"))
        try Data("let b = 2\n".utf8).write(to: root.appendingPathComponent("Stages/Elsewhere/B.swift"))
        try Data("let solved = 1\n".utf8).write(to: root.appendingPathComponent("Solutions/Stage1/A.swift"))
    }

    func collect(_ folder: String, offLimits: [String] = ["Solutions"]) throws(SafeFileCollector.Problem) -> [String: Data] {
        try SafeFileCollector().collect(folder, in: root, offLimits: offLimits) { $0.hasSuffix(".swift") }
    }

    func link(_ relative: String, to destination: String) throws {
        let url = root.appendingPathComponent(relative)
        try? manager.removeItem(at: url)
        try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    // MARK: Links of folders

    @Test("A stage folder that is a link is refused, even to a folder inside the submission")
    func stageFolderLink() throws {
        try link("Stages/Stage1", to: "Elsewhere")
        #expect(throws: SafeFileCollector.Problem.link("Stages/Stage1")) { try collect("Stages/Stage1") }
    }

    @Test("A link of Stages itself refuses every stage below it, naming Stages")
    func ancestorLink() throws {
        try manager.moveItem(at: root.appendingPathComponent("Stages"), to: root.appendingPathComponent("Mine"))
        try link("Stages", to: "Solutions")
        #expect(throws: SafeFileCollector.Problem.link("Stages")) { try collect("Stages/Stage1") }
    }

    @Test("A link to a folder below a stage folder is refused")
    func nestedFolderLink() throws {
        try link("Stages/Stage1/Borrowed", to: "../../Solutions/Stage1")
        #expect(throws: SafeFileCollector.Problem.link("Stages/Stage1/Borrowed")) { try collect("Stages/Stage1") }
    }

    @Test("The reference's own folders are read when nothing is off limits (verify grades them)")
    func referenceInputs() throws {
        #expect(try collect("Solutions/Stage1", offLimits: []).keys.sorted() == ["A.swift"])
    }

    @Test("The refusal of a link says what to do instead")
    func linkMessage() {
        #expect(SafeFileCollector.Problem.link("Stages/Stage1").description
                == "Stages/Stage1 is a symbolic link: not graded (copy your files in instead)")
    }

    // MARK: Links of files

    @Test("A file link into Solutions is refused; one to another file of the submission is read")
    func fileLinks() throws {
        try link("Stages/Stage1/Solved.swift", to: "../../Solutions/Stage1/A.swift")
        #expect(throws: SafeFileCollector.Problem.linkInto("Stages/Stage1/Solved.swift", "Solutions")) {
            try collect("Stages/Stage1")
        }
        try link("Stages/Stage1/Solved.swift", to: "../Elsewhere/B.swift")
        #expect(try collect("Stages/Stage1")["Solved.swift"] == Data("let b = 2\n".utf8))
    }

    // MARK: Names

    func refusals(_ folder: String) throws -> CollectedFiles {
        try SafeFileCollector().collectNamingRefusals(folder, in: root, offLimits: ["Solutions"]) { $0.hasSuffix(".swift") }
    }

    func write(_ relative: String) throws {
        let url = root.appendingPathComponent("Stages/Stage1").appendingPathComponent(relative)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let named = 1\n".utf8).write(to: url)
    }

    @Test("Names people use are read like any other", arguments: [
        "Zoë's \"formatter\" tests ✓.swift", "O'Brien.swift", "with spaces.swift", "Ünïcode Name-2.swift",
        "emoji 🧪👩🏽‍💻.swift", "-o.swift", "@file.swift", "$HOME;*?.swift", "Ze\u{301}decomposed.swift",
        "My \"UI\"/View.swift", String(repeating: "é", count: 97) + ".swift",
    ])
    func namesPeopleUse(relative: String) throws {
        try write(relative)
        let collected = try refusals("Stages/Stage1")
        #expect(collected.refused == [])
        #expect(collected.files.keys.sorted() == ["A.swift", relative].sorted())
    }

    @Test("A name the toolchain cannot build is refused alone, with the reason; the folder's other files are read", arguments: [
        (#"Back\slash.swift"#, "backslash"),
        ("Bad\nName.swift", "control character"), ("Tab\tName.swift", "control character"),
        ("Delete\u{7F}.swift", "control character"), ("Escape\u{1B}[31m.swift", "control character"),
        ("Line\u{2028}Separator.swift", "control character"),
        // A folder's name is part of every path below it.
        ("Odd\nFolder/Fine.swift", "control character"),
        (String(repeating: "a", count: 195) + ".swift", "longer than 200 bytes"),
    ])
    func refusedNames(relative: String, reason: String) throws {
        try write(relative)
        let collected = try refusals("Stages/Stage1")
        #expect(collected.files.keys.sorted() == ["A.swift"])
        #expect(collected.refused.map(\.path) == ["Stages/Stage1/" + relative])
        #expect(collected.refused.first?.reason.contains(reason) == true, "\(collected.refused)")
    }

    @Test("A name that is not UTF-8 is refused alone (it used to make the whole folder unreadable)")
    func notUTF8() throws {
        let folder = root.appendingPathComponent("Stages/Stage1").path
        // "Latin1.swift" with an é in ISO 8859-1, as an old zip tool may write it.
        let bytes = Array((folder + "/Latin").utf8) + [0xE9] + Array("1.swift".utf8) + [0]
        let descriptor = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let collected = try refusals("Stages/Stage1")
        #expect(collected.files.keys.sorted() == ["A.swift"])
        #expect(collected.refused.count == 1)
        #expect(collected.refused.first?.reason.contains("not valid UTF-8") == true)
    }

    @Test("Names the grader never copies are not checked (macOS writes Icon\\r for custom folder icons)")
    func skippedOddNames() throws {
        try Data().write(to: root.appendingPathComponent("Stages/Stage1/Icon\r"))
        #expect(try collect("Stages/Stage1").keys.sorted() == ["A.swift"])
        #expect(try refusals("Stages/Stage1").refused == [])
    }

    @Test("A refused name is shown escaped, on one line; quotes, accents and emoji as they are")
    func refusedNameMessage() {
        #expect(RefusedFile(path: "Stages/Stage2/Bad\nName.swift", reason: "has a control character or a line break in its name")
            .description == #"Stages/Stage2/Bad\nName.swift has a control character or a line break in its name: not graded (rename it)"#)
        #expect(FileNames.escaped("a'b\"c\\d\te\u{7}f") == #"a'b"c\\d\te\u{07}f"#)
        #expect(FileNames.escaped("Zoë's ✓ \u{202E}txt.swift") == #"Zoë's ✓ \u{202E}txt.swift"#)
    }

    @Test("In a workspace a Swift file's double quotes become U+FF02, and reports get the submission's name back")
    func workspaceNames() {
        let collected = CollectedFiles(files: [
            "Zoë's \"formatter\" tests ✓.swift": Data("a".utf8), "Fixtures/\"quoted\".json": Data("b".utf8),
            "Plain.swift": Data("c".utf8),
        ])
        let named = WorkspaceNames(collected, folder: "Tests/Stage1Tests")
        #expect(named.files.keys.sorted() == ["Fixtures/\"quoted\".json", "Plain.swift", "Zoë's ＂formatter＂ tests ✓.swift"])
        #expect(named.submissionPath("Zoë's ＂formatter＂ tests ✓.swift") == "Zoë's \"formatter\" tests ✓.swift")
        #expect(named.refused == [])
        #expect(FileNames.submissionPath(fromWorkspace: "Tests/Stage1Tests/Zoë's ＂formatter＂ tests ✓.swift")
                == "Tests/Stage1Tests/Zoë's \"formatter\" tests ✓.swift")
    }

    @Test("Of two Swift files named alike in one module (ignoring case), the second is refused alone")
    func sameNames() {
        let collected = CollectedFiles(files: ["Same.swift": Data(), "Sub/same.swift": Data(), "Other.swift": Data()])
        let named = WorkspaceNames(collected, folder: "Stages/Stage1")
        #expect(named.files.keys.sorted() == ["Other.swift", "Same.swift"])
        #expect(named.refused.map(\.path) == ["Stages/Stage1/Sub/same.swift"])
        #expect(named.refused.first?.reason.contains("same name as Stages/Stage1/Same.swift") == true)
    }
}
