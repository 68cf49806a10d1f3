import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Submissions, workspaces and caches, without building")
struct WorkspaceTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("grader-unit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Stages/Stage1/Sub"), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("Stages/Stage1/A.swift"))
        try Data("let b = 1\n".utf8).write(to: folder.appendingPathComponent("Stages/Stage1/Sub/B.swift"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("Stages/Stage1/NOTES.md"))
    }

    @Test("Only wanted files are read, by relative path")
    func collect() throws {
        let files = try SafeFileCollector().collect("Stages/Stage1", in: folder) { $0.hasSuffix(".swift") }
        #expect(files.keys.sorted() == ["A.swift", "Sub/B.swift"])
    }

    @Test("A symbolic link out of the submission is refused; one inside is followed")
    func links() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Stages/Stage1/Out.swift").path, withDestinationPath: "/etc/hostname")
        #expect(throws: SafeFileCollector.Problem.linkOutside("Stages/Stage1/Out.swift")) {
            try SafeFileCollector().collect("Stages/Stage1", in: folder) { $0.hasSuffix(".swift") }
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Stages/Stage1/Out.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Stages/Stage1/In.swift").path, withDestinationPath: "A.swift")
        let files = try SafeFileCollector().collect("Stages/Stage1", in: folder) { $0.hasSuffix(".swift") }
        #expect(files["In.swift"] == Data("let a = 1\n".utf8))
    }

    @Test("Missing folders and too many files are clear problems")
    func limits() {
        #expect(throws: SafeFileCollector.Problem.missing("Stages/Stage9")) {
            try SafeFileCollector().collect("Stages/Stage9", in: folder) { _ in true }
        }
        var limits = SafeFileCollector.Limits()
        limits.maximumFileCount = 1
        #expect(throws: SafeFileCollector.Problem.self) {
            try SafeFileCollector(limits: limits).collect("Stages/Stage1", in: folder) { _ in true }
        }
    }

    @Test("A folder without Stages is not a workbook")
    func notAWorkbook() throws {
        #expect(throws: UsageError.self) { try Submission.validateRoot(folder.appendingPathComponent("Stages/Stage1").path) }
        #expect(throws: UsageError.self) { try Submission.validateRoot("/no/such/folder") }
        #expect(try Submission.validateRoot(folder.path).lastPathComponent == folder.lastPathComponent)
    }

    @Test("A kata one folder down (an unzipped \"Download ZIP\") is graded there; a link, or two of them, is not")
    func kataOneFolderDown() throws {
        let student = folder.appendingPathComponent("ana")
        let inner = student.appendingPathComponent("swift-unit-testing-kata-main")
        try FileManager.default.createDirectory(at: inner.appendingPathComponent("Stages/Stage1"), withIntermediateDirectories: true)
        // What macOS's Archive Utility leaves beside it, and a hidden folder, are not candidates.
        try FileManager.default.createDirectory(at: student.appendingPathComponent("__MACOSX/Stages"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: student.appendingPathComponent(".copy/Stages"), withIntermediateDirectories: true)
        #expect(try Submission.validateRoot(student.path).path == inner.resolvingSymlinksInPath().path)

        // Two copies: which one is the work is the student's to say.
        let second = student.appendingPathComponent("kata-old")
        try FileManager.default.createDirectory(at: second.appendingPathComponent("Stages"), withIntermediateDirectories: true)
        #expect {
            try Submission.validateRoot(student.path)
        } throws: { error in
            "\(error)".contains("kata-old") && "\(error)".contains("swift-unit-testing-kata-main")
        }

        // A link could hand in someone else's folder as this student's.
        let bob = folder.appendingPathComponent("bob")
        try FileManager.default.createDirectory(at: bob, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bob.appendingPathComponent("kata").path, withDestinationPath: inner.path)
        #expect(throws: UsageError.self) { try Submission.validateRoot(bob.path) }
    }

    @Test("Files are rewritten only when their content changes")
    func writeIfChanged() throws {
        let url = folder.appendingPathComponent("out/A.swift")
        #expect(try WorkspaceFiles.write(Data("x".utf8), to: url))
        #expect(try !WorkspaceFiles.write(Data("x".utf8), to: url))
        try WorkspaceFiles.sync(folder.appendingPathComponent("out"), to: ["B.swift": Data("y".utf8)])
        #expect(try FileListing.regularFiles(in: folder.appendingPathComponent("out")) == ["B.swift"])
    }

    @Test("A sync moves a rewritten file's date on, leaves an unchanged one alone and removes emptied folders")
    func syncMovesDatesAndRemovesEmptyFolders() throws {
        let out = folder.appendingPathComponent("synced")
        try WorkspaceFiles.sync(out, to: ["Kept.swift": Data("k".utf8), "Rewritten.swift": Data("1".utf8),
                                          "Gone/Deep/Old.swift": Data("o".utf8)])
        // Dates the build could not tell from the next write's: the rewrite must move its date on.
        let manager = FileManager.default
        let recent = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 3_600).rounded())
        let longAgo = Date(timeIntervalSince1970: 1_000_000)
        let rewritten = out.appendingPathComponent("Rewritten.swift")
        let kept = out.appendingPathComponent("Kept.swift")
        try manager.setAttributes([.modificationDate: recent], ofItemAtPath: rewritten.path)
        try manager.setAttributes([.modificationDate: longAgo], ofItemAtPath: kept.path)

        try WorkspaceFiles.sync(out, to: ["Kept.swift": Data("k".utf8), "Rewritten.swift": Data("2".utf8)])

        #expect(try FileListing.regularFiles(in: out) == ["Kept.swift", "Rewritten.swift"])
        #expect(!manager.fileExists(atPath: out.appendingPathComponent("Gone").path))
        #expect(manager.contents(atPath: rewritten.path) == Data("2".utf8))
        #expect(try manager.attributesOfItem(atPath: rewritten.path)[.modificationDate] as? Date == recent.addingTimeInterval(2))
        #expect(try manager.attributesOfItem(atPath: kept.path)[.modificationDate] as? Date == longAgo)
    }

    @Test("Cache keys ignore file order and change with any byte; entries round-trip")
    func cache() {
        let one = ResultCache.key(parts: ["v"], files: ["a": Data("1".utf8), "b": Data("2".utf8)])
        let same = ResultCache.key(parts: ["v"], files: ["b": Data("2".utf8), "a": Data("1".utf8)])
        let changed = ResultCache.key(parts: ["v"], files: ["a": Data("1".utf8), "b": Data("3".utf8)])
        #expect(one == same)
        #expect(one != changed)
        let store = ResultCache(folder: folder.appendingPathComponent("cache"), secret: Array(repeating: 7, count: 32))
        store.store(SpecOutcome(kind: .ran), as: "s", key: one)
        #expect(store.load("s", key: one, as: SpecOutcome.self) == SpecOutcome(kind: .ran))
        #expect(store.load("s", key: changed, as: SpecOutcome.self) == nil)
    }

    @Test("A cache entry written without the secret, or rewritten, is not believed; without a secret nothing is kept")
    func cacheSignatures() throws {
        let key = ResultCache.key(parts: ["v"], files: [:])
        let cacheFolder = folder.appendingPathComponent("signed-cache")
        let store = ResultCache(folder: cacheFolder, secret: Array(repeating: 7, count: 32))
        store.store(SpecOutcome(kind: .ran, message: "honest"), as: "s", key: key)
        let otherGrader = ResultCache(folder: cacheFolder, secret: Array(repeating: 8, count: 32))
        #expect(otherGrader.load("s", key: key, as: SpecOutcome.self) == nil)

        // A forger who keeps the key and the signature but rewrites the value.
        let file = cacheFolder.appendingPathComponent("s.json")
        var entry = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let forged = try JSONEncoder().encode(SpecOutcome(kind: .ran, message: "forged"))
        entry["value"] = forged.base64EncodedString()
        try JSONSerialization.data(withJSONObject: entry).write(to: file)
        #expect(store.load("s", key: key, as: SpecOutcome.self) == nil)

        // An honest entry of one stage copied over another's.
        store.store(SpecOutcome(kind: .ran, message: "stage 1"), as: "stage1", key: key)
        try FileManager.default.copyItem(at: cacheFolder.appendingPathComponent("stage1.json"),
                                         to: cacheFolder.appendingPathComponent("stage2.json"))
        #expect(store.load("stage2", key: key, as: SpecOutcome.self) == nil)

        let unsigned = ResultCache(folder: folder.appendingPathComponent("unsigned"), secret: nil)
        unsigned.store(SpecOutcome(kind: .ran), as: "s", key: key)
        #expect(unsigned.load("s", key: key, as: SpecOutcome.self) == nil)
    }

    @Test("The grader's secret is made once, 32 bytes, readable by its owner only")
    func secret() throws {
        let kata = folder.appendingPathComponent("kata")
        let first = try #require(GraderSecret.load(kataRoot: kata))
        #expect(first.count == 32)
        #expect(GraderSecret.load(kataRoot: kata) == first)
        let attributes = try FileManager.default.attributesOfItem(atPath: kata.appendingPathComponent("Grader/.build/grader-secret").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test("A batch builds each workspace with one compiler, as its two builds go side by side; a grade alone keeps SwiftPM's choice")
    func buildJobs() {
        let kata = KataRoot(url: folder)
        let batch = BatchGrader(kata: kata, options: GradeOptions(), stages: [1], events: UnwatchedGrading())
        #expect(batch.options.buildJobs == 1)
        var asked = GradeOptions()
        asked.buildJobs = 2
        #expect(BatchGrader(kata: kata, options: asked, stages: [1], events: UnwatchedGrading()).options.buildJobs == 2)
        #expect(GradeOptions().buildJobs == nil)

        var builder = WorkspaceBuilder(folder: folder, timeout: 5, sandbox: Sandbox(kind: .none("off")),
                                       writeManifest: { _ in }, stageOf: { _ in nil })
        #expect(!builder.buildArguments.contains("-j"))
        builder.jobs = 1
        let arguments = builder.buildArguments.joined(separator: " ")
        #expect(arguments.hasPrefix("build --build-tests --package-path \(folder.path) -j 1 "))
        #expect(arguments.hasSuffix("-Xswiftc -gnone " + WorkspaceBuilder.stripArguments.joined(separator: " ")))
    }

    @Test("A workspace's build made in another folder (a checkout moved or renamed) goes before the next build; one made here stays")
    func buildMadeElsewhere() throws {
        let builder = WorkspaceBuilder(folder: folder, timeout: 5, sandbox: Sandbox(kind: .none("off")),
                                       writeManifest: { _ in }, stageOf: { _ in nil })
        let build = folder.appendingPathComponent(".build")
        let note = build.appendingPathComponent("grader-build-folder")
        let product = build.appendingPathComponent("debug/Kata.xctest")
        func makeProduct() throws {
            try FileManager.default.createDirectory(at: product.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("built".utf8).write(to: product)
        }

        // Made by an earlier grader, with no note of where: gone, and noted as made here.
        try makeProduct()
        builder.forgetBuildMadeElsewhere()
        #expect(!FileManager.default.fileExists(atPath: product.path))
        let here = try #require(FileManager.default.contents(atPath: note.path))
        #expect(String(decoding: here, as: UTF8.self) == folder.resolvingSymlinksInPath().path)

        // Made here: kept.
        try makeProduct()
        builder.forgetBuildMadeElsewhere()
        #expect(FileManager.default.fileExists(atPath: product.path))

        // Made in the folder the checkout had before it moved: gone, and noted anew.
        try Data("/Users/someone/old-kata/Grader/.build/workspaces/learner".utf8).write(to: note)
        builder.forgetBuildMadeElsewhere()
        #expect(!FileManager.default.fileExists(atPath: product.path))
        #expect(FileManager.default.contents(atPath: note.path) == here)
    }

    @Test("SHA-256 matches known digests")
    func sha() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test("SHA-256 is the same whether bytes come at once or in pieces, as Data or as any sequence")
    func shaInPieces() {
        let thousandAs = "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
        var hasher = SHA256()
        // Pieces that start, fill and overflow a pending block, in both the fast and slow paths.
        for (index, count) in [1, 63, 64, 65, 7, 300, 500].enumerated() {
            if index.isMultiple(of: 2) {
                hasher.update(Data(repeating: 97, count: count))
            } else {
                hasher.update(repeatElement(UInt8(97), count: count))
            }
        }
        #expect(hasher.finalizeHex() == thousandAs)
        var whole = SHA256()
        whole.update(Data(repeating: 97, count: 1000))
        #expect(whole.finalizeHex() == thousandAs)
    }

    @Test("The manifest declares resources (a test target's fixtures too), excludes and a library's dependencies, and names the test product")
    func manifest() {
        let manifest = WorkspaceManifest(
            packageName: "KataSpecWorkspace",
            libraries: [.init(name: "Stage3", path: "Sources/Stage3", resources: ["Resources/ProductData.json"], excludes: ["NOTES.md"]),
                        .init(name: "KWorld", path: "Sources/KWorld", memorySafe: false, dependencies: ["KOracle"])],
            tests: [.init(name: "Stage3Spec", dependency: "Stage3", path: "Tests/Stage3Spec", memorySafe: false),
                    .init(name: "Stage4Tests", dependency: "Stage4", path: "Tests/Stage4Tests", resources: ["Fixtures"])])
        #expect(manifest.text.contains(#".target(name: "Stage3", path: "Sources/Stage3", exclude: ["NOTES.md"], resources: [.copy("Resources/ProductData.json")], swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]),"#))
        #expect(manifest.text.contains(#".target(name: "KWorld", dependencies: ["KOracle"], path: "Sources/KWorld"),"#))
        #expect(manifest.text.contains(#".testTarget(name: "Stage3Spec", dependencies: ["Stage3"], path: "Tests/Stage3Spec"),"#))
        #expect(manifest.text.contains(#".testTarget(name: "Stage4Tests", dependencies: ["Stage4"], path: "Tests/Stage4Tests", resources: [.copy("Fixtures")], swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]),"#))
        #expect(manifest.text.contains("swiftLanguageModes: [.v6]"))
        #expect(manifest.text.hasPrefix("// swift-tools-version: 6.2\n"))
        #expect(manifest.testProductName == "KataSpecWorkspacePackageTests")
        #expect(manifest.snapshotFolders.isEmpty)
    }

    @Test("A library shared with evolution is a dynamic product; a test target compiled against a prebuilt one reads its module and links its file, and does not depend on the workspace's")
    func compiledOnceInTheManifest() {
        let manifest = WorkspaceManifest(
            packageName: "KataSpecWorkspace",
            libraries: [.init(name: "Stage4", path: "Sources/Stage4", sharedWithEvolution: true)],
            tests: [.init(name: "KTwin", dependency: "Stage4", path: "Tests/Stage4Twin", memorySafe: false, otherDependencies: ["KOracle"],
                          compiledAgainst: .init(modules: "/w/once", sharedLibrary: "/w/once/libStage4.so"))])
        #expect(manifest.text.contains(#"    products: [.library(name: "Stage4", type: .dynamic, targets: ["Stage4"])],"#))
        #expect(manifest.text.contains(#".target(name: "Stage4", path: "Sources/Stage4", swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error), .unsafeFlags(["-enable-library-evolution"])]),"#))
        #expect(manifest.text.contains(#".testTarget(name: "KTwin", dependencies: ["KOracle"], path: "Tests/Stage4Twin", swiftSettings: [.unsafeFlags(["-I", "/w/once"])], linkerSettings: [.unsafeFlags(["/w/once/libStage4.so"])]),"#))
        let usual = WorkspaceManifest(packageName: "P", libraries: [.init(name: "Stage4", path: "Sources/Stage4")], tests: [])
        #expect(!usual.text.contains("products:"))
    }

    @Test("A name in the manifest is a Swift string literal that nothing can end or split", arguments: [
        (#"Zoë's "formatter" ✓"#, #""Zoë's \"formatter\" ✓""#),
        (#"back\slash"#, #""back\\slash""#),
        ("line\nbreak\rtab\t\u{2028}", #""line\nbreak\u{D}tab\u{9}\u{2028}""#),
    ])
    func quotedNames(name: String, literal: String) {
        #expect(WorkspaceManifest.quoted(name) == literal)
    }

    @Test("A test target's snapshots are excluded from its build, and named as a folder its run reads")
    func snapshotsInTheManifest() {
        let manifest = WorkspaceManifest(
            packageName: "KataLearnerWorkspace", libraries: [],
            tests: [.init(name: "Stage3Tests", dependency: "Stage3", path: "Tests/Stage3Tests"),
                    .init(name: "Stage4Tests", dependency: "Stage4", path: "Tests/Stage4Tests", resources: ["Fixtures"],
                          snapshots: ["Screens/__Snapshots__", "__Snapshots__"])])
        #expect(manifest.text.contains(
            #".testTarget(name: "Stage4Tests", dependencies: ["Stage4"], path: "Tests/Stage4Tests", exclude: ["Screens/__Snapshots__", "__Snapshots__"], resources: [.copy("Fixtures")], swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]),"#))
        #expect(manifest.text.contains(#".testTarget(name: "Stage3Tests", dependencies: ["Stage3"], path: "Tests/Stage3Tests", swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]),"#))
        #expect(manifest.snapshotFolders == ["Tests/Stage4Tests/Screens/__Snapshots__", "Tests/Stage4Tests/__Snapshots__"])
    }

    @Test("A learner's test folder gives its Swift files, fixtures and snapshots to the workspace, nothing else", arguments: [
        ("GamesTests.swift", true),
        ("Support/Robot.swift", true),
        ("Fixtures/games.json", true),
        ("__Snapshots__/games-list-loaded.txt", true),
        ("__Snapshots__/README.md", true),
        ("Notes.md", false),
        ("Support/__Snapshots__/screen.txt", true),
        ("Support/__Snapshots__", false),
        ("Snapshots/screen.txt", false),
    ])
    func testFiles(path: String, copied: Bool) {
        #expect(StageMaterial.isTestFile(path) == copied)
    }
}

@Suite("Writing workspace files")
struct WorkspaceFilesTests {
    @Test("A change written right after the last one still moves the file's date a second or more, so the build sees it")
    func datesMoveOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-workspace-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Sources/A.swift")
        #expect(try WorkspaceFiles.write(Data("let a = 1\n".utf8), to: file))
        let first = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
        #expect(try !WorkspaceFiles.write(Data("let a = 1\n".utf8), to: file), "unchanged content is not written")
        #expect(try WorkspaceFiles.write(Data("let a = 2\n".utf8), to: file))
        let second = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
        #expect(second.timeIntervalSince(first) >= 1)
    }
}
