import Foundation
@testable import GraderEngine
import SwiftSource
import Testing

/// Which bugs the learner's own loop may run with only the tests that reached their code
/// (`NarrowedBugRuns`): not a bug in a value made once a process, and none at all when the
/// learner's tests keep a value made by code that may hold one.
@Suite("Planted bugs: values made once a process, which the loop never narrows")
struct NarrowedBugRunsTests {
    private static let source = """
        import Foundation

        let greeting = "hello".uppercased()

        public struct Shop {
            public static let closedText = "Closed"
            public static let opening: String = {
                let hours = "9 to 5"
                return hours
            }()
            public let name: String
            let label = "shop"
            public var title: String { name.uppercased() }
            public static var now: String { "today" }

            public init(name: String) {
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                self.name = trimmed
            }

            public func sign() -> String {
                [name, Shop.closedText].map { word in word + "!" }.joined()
            }
        }

        extension Shop {
            var count: Int {
                get { name.count }
            }
        }
        """

    private static let tokens = SwiftTokenizer.tokens(of: source)

    private func offset(of text: String) throws -> Int {
        try #require(TextSearch.offsets(of: text, in: Self.source).first)
    }

    @Test("Code in a global's or a static stored property's initializer runs once a process; a function's, an initializer's, an accessor's or an instance's does not")
    func oncePerProcess() throws {
        let once = ["\"hello\"", "\"Closed\"", "\"9 to 5\""]
        let everyCall = ["\"shop\"", "name.uppercased()", "\"today\"", "name.trimmingCharacters", "word + \"!\"", "name.count"]
        for text in once {
            #expect(SwiftScan.runsOncePerProcess(at: try offset(of: text), in: Self.tokens), "\(text)")
        }
        for text in everyCall {
            #expect(!SwiftScan.runsOncePerProcess(at: try offset(of: text), in: Self.tokens), "\(text)")
        }
    }

    @Test("The names that reach a point: its function or property, and the type where it runs as an instance is made")
    func namesReaching() throws {
        #expect(SwiftScan.namesReaching(offset: try offset(of: "word + \"!\""), in: Self.tokens) == ["sign"])
        #expect(SwiftScan.namesReaching(offset: try offset(of: "name.trimmingCharacters"), in: Self.tokens) == ["Shop"])
        #expect(SwiftScan.namesReaching(offset: try offset(of: "\"shop\""), in: Self.tokens) == ["label", "Shop"])
        #expect(SwiftScan.namesReaching(offset: try offset(of: "name.uppercased()"), in: Self.tokens) == ["title"])
        #expect(SwiftScan.namesReaching(offset: try offset(of: "name.count"), in: Self.tokens) == ["count"])
        #expect(SwiftScan.namesReaching(offset: try offset(of: "\"Closed\""), in: Self.tokens) == ["closedText"])
    }

    @Test("The shared values of a test file: globals and static stored properties with their initializers, not computed ones or locals")
    func sharedValues() {
        let tests = """
            let shared = Shop(name: "A")
            struct Fixtures {
                static let list = [shared,
                                   Shop(name: "B")]
                static var count: Int { 2 }
                static let made = make()
                let instance = Shop(name: "C")
                func helper() { let local = Shop(name: "D") }
            }
            """
        let initializers = SwiftScan.sharedValueInitializers(in: tests).map { $0.map(\.text).joined(separator: " ") }
        #expect(initializers == [#"Shop ( name : "A" )"#, #"[ shared , Shop ( name : "B" ) ]"#, "make ( )"])
    }

    @Test("The kata's catalogs: stage 2's message in a static constant runs every test, and the model tests of every stage are narrowed")
    func theKata() throws {
        let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../..").standardizedFileURL
        var everyTest: [String] = []
        for stage in 1...4 {
            let catalog = try BugCatalog.load(from: kata.appendingPathComponent("Solutions/PlantedBugs/Stage\(stage).json"), stage: stage)
            let reference = try files(in: kata.appendingPathComponent("Solutions/Stage\(stage)"))
                .mapValues { String(decoding: $0, as: UTF8.self) }
            let modelTests = try files(in: kata.appendingPathComponent("Solutions/Stage\(stage)Tests"))
            let rule = try #require(NarrowedBugRuns.rule(catalog: catalog, reference: reference, tests: modelTests),
                                    "stage \(stage)'s model tests keep no value made by code with a planted bug")
            everyTest += rule.everyTest.sorted()

            let keeping = modelTests.merging(["Kept.swift": Data("let kept = \(Self.firstCall(in: catalog, reference))\n".utf8)]) { $1 }
            #expect(NarrowedBugRuns.rule(catalog: catalog, reference: reference, tests: keeping) == nil,
                    "stage \(stage): a global made by code with a bug")
        }
        #expect(everyTest == ["stage-1-message-kept"])
    }

    /// A call of a function that holds one of `catalog`'s bugs, as a test would write it.
    private static func firstCall(in catalog: BugCatalog, _ reference: [String: String]) -> String {
        for bug in catalog.bugs {
            guard let source = reference[bug.file], let offset = TextSearch.offsets(of: bug.findText, in: source).first,
                  let name = SwiftScan.namesReaching(offset: offset, in: SwiftTokenizer.tokens(of: source)).sorted().first
            else { continue }
            return "\(name)()"
        }
        return "nothing()"
    }

    private func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }
}
