import Foundation
import Testing
@testable import GraderCore

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

    // MARK: Odd names

    @Test("A wanted file or folder whose name has a quote, a backslash or a control character is refused", arguments: [
        // Quotes and backslashes end a string literal in a generated manifest or command line.
        "It's.swift", "Say\"Hi\".swift", #"Back\slash.swift"#,
        // Control characters split lines of output-file maps and reports.
        "Bad\nName.swift", "Tab\tName.swift", "Return\r.swift", "Delete\u{7F}.swift", "Escape\u{1B}[31m.swift",
        // A folder's name is part of every path below it.
        "Odd\nFolder/Fine.swift",
    ])
    func oddNames(relative: String) throws {
        let url = root.appendingPathComponent("Stages/Stage1").appendingPathComponent(relative)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let odd = 1\n".utf8).write(to: url)
        #expect(throws: SafeFileCollector.Problem.oddName("Stages/Stage1/" + relative)) { try collect("Stages/Stage1") }
    }

    @Test("Names the grader never copies are not checked (macOS writes Icon\\r for custom folder icons)")
    func skippedOddNames() throws {
        try Data().write(to: root.appendingPathComponent("Stages/Stage1/Icon\r"))
        #expect(try collect("Stages/Stage1").keys.sorted() == ["A.swift"])
    }

    @Test("An odd name is shown escaped, on one line")
    func oddNameMessage() {
        #expect(SafeFileCollector.Problem.oddName("Stages/Stage2/Bad\nName.swift").description
                == #"Stages/Stage2/Bad\nName.swift has a quote, a backslash or a control character in its name: not graded (rename it)"#)
        #expect(FileNames.escaped("a'b\"c\\d\te\u{7}f") == #"a\'b\"c\\d\te\u{07}f"#)
        #expect(FileNames.escaped("Stages/Stage1/Ünïcode Name.swift") == "Stages/Stage1/Ünïcode Name.swift")
    }

    @Test("Accented letters, spaces and dashes are ordinary names")
    func ordinaryNames() {
        #expect(FileNames.isOrdinary("Ünïcode Name-2.swift"))
        #expect(!FileNames.isOrdinary("Line\u{2028}Separator.swift"))
        #expect(!FileNames.isOrdinary("Quote'.swift"))
    }
}
