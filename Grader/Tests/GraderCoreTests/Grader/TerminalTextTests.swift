import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Text from a submission, shown on a terminal")
struct TerminalTextTests {
    @Test("What a terminal would obey is shown as a visible escape", arguments: [
        // C0 controls: the escape sequences of the attack, and the three with short names.
        ("\u{1B}[2J\u{1B}[3J", #"\u{1B}[2J\u{1B}[3J"#),
        ("\u{1B}]0;Stage 1 complete\u{07}", #"\u{1B}]0;Stage 1 complete\u{07}"#),
        ("one\ntwo\r\tthree", #"one\ntwo\r\tthree"#),
        ("\u{0}", #"\u{00}"#),
        // DEL and C1 controls (U+009B is a one-character escape sequence on some terminals).
        ("\u{7F}\u{85}\u{9B}2J", #"\u{7F}\u{85}\u{9B}2J"#),
        // Line and paragraph separators, and bidirectional controls.
        ("a\u{2028}b\u{2029}", #"a\u{2028}b\u{2029}"#),
        ("\u{202E}gnp.exe", #"\u{202E}gnp.exe"#),
        ("\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{061C}", #"\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}"#),
    ])
    func escapes(text: String, shown: String) {
        #expect(TerminalText.escaped(text) == shown)
    }

    @Test("What only draws itself is shown as it is: names people have, emoji, quotes, backslashes", arguments: [
        "Zoë Ñúñez, O'Brien", "\"formatter\" tests ✓", "👩‍💻 日本語 עברית", #"C:\Users\a"#, "Rp 1.000",
    ])
    func keeps(text: String) {
        #expect(TerminalText.escaped(text) == text)
    }

    @Test("No scalar a terminal obeys survives, whichever range it comes from")
    func everyObeyedScalar() {
        let ranges: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028...0x2029]
        for value in ranges.joined() {
            let scalar = Unicode.Scalar(value)!
            let shown = TerminalText.escaped(String(Character(scalar)))
            #expect(shown.hasPrefix("\\") && shown.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F },
                    "U+\(String(value, radix: 16)) is shown as \(shown.debugDescription)")
        }
    }

    @Test("Escaping escaped text changes nothing, so a line may pass through twice")
    func idempotent() {
        let once = TerminalText.escaped("\u{1B}[2J\\u{1B} \n\u{202E} \\n")
        #expect(TerminalText.escaped(once) == once)
    }

    @Test("A file name in a message is escaped the same way, its backslashes doubled, its quotes as written")
    func fileNames() {
        #expect(FileNames.escaped("Zoë's \"A\\B\"\n\u{202E}.swift") == #"Zoë's "A\\B"\n\u{202E}.swift"#)
    }
}

@Suite("Reports and screens show what a submission produced escaped")
struct EscapedOutputTests {
    static let takeover = "\u{1B}[2J\u{1B}[3J\u{1B}]0;Stage 1 complete\u{07}\nStage 1  ✔ complete  spec tests 10/10\u{202E}"

    /// A stage where every text a submission controls carries the takeover.
    static var stage: StageReport {
        StageReport(
            stage: 1, status: .incomplete, message: "tampered: " + takeover,
            spec: SpecCounts(passed: 1, failed: 1, total: 2), bugs: BugCounts(caught: 0, total: 2),
            tests: [], bugsMissed: [],
            wrongTests: [WrongTest(name: takeover, status: .failed, message: takeover)],
            firstFailure: FirstFailure(name: takeover, status: .failed, message: "Expectation failed: → \"\(takeover)\"",
                                       file: nil, line: nil, hint: nil),
            compileErrors: [], learnerTestsMessage: "the grader could not run your tests: " + takeover)
    }

    /// The scalars of `text` a terminal would obey; the newline is the screen's own.
    private func obeyed(_ text: String) -> [UInt32] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalText.isObeyed($0) }.map(\.value)
    }

    /// Lines as a terminal starts them: after a newline or a carriage return ("\r\n" is one
    /// Character, which a split on "\n" would not see).
    private func linesStarting(_ prefix: String, in text: String) -> Int {
        text.split { $0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }.filter { $0.hasPrefix(prefix) }.count
    }

    @Test("The text report: nothing raw, and no line of the submission's own that reads like a headline")
    func report() {
        let broken = StageReport(stage: 2, status: .compileError, spec: SpecCounts(passed: 0, failed: 0, total: 0),
                                 tests: [], bugsMissed: [], wrongTests: [],
                                 compileErrors: ["Stages/Stage2/A.swift:1:1: error: " + Self.takeover])
        let text = HumanReport.render(GradeReport(stages: [Self.stage, broken]))
        #expect(obeyed(text).isEmpty)
        #expect(linesStarting("Stage 1", in: text) == 1)
        #expect(text.contains(#"First failing test: \u{1B}[2J\u{1B}[3J\u{1B}]0;Stage 1 complete\u{07}\nStage 1"#))
        #expect(text.contains(#"Stages/Stage2/A.swift:1:1: error: \u{1B}[2J"#))
    }

    @Test("The watch screen: nothing raw, and no line of the submission's own")
    func watch() {
        var stage = Self.stage
        stage.spec = SpecCounts(passed: 2, failed: 0, total: 2)
        let screen = WatchScreen.render(stage: stage, hints: [], following: false, gradedAt: Date())
        #expect(obeyed(screen).isEmpty)
        #expect(linesStarting("Stage 1", in: screen) == 1)
        #expect(screen.contains(#"  - \u{1B}[2J"#), "the wrong test is listed by name, escaped")
    }

    @Test("The hint command: nothing raw in the name and message of a wrong test")
    func hint() {
        var stage = Self.stage
        stage.message = nil
        let text = NextHint.choose(stage: stage, hints: [], levelsShown: [:], hasAnswers: true).text
        #expect(obeyed(text).isEmpty)
        // The hint's own first line, and no line of the submission's.
        #expect(linesStarting("Stage 1", in: text) == 1)
        #expect(text.hasPrefix(#"Stage 1: your test \u{1B}[2J"#))
    }

    @Test("Batch progress shows a folder's name as written, with only what a terminal obeys escaped")
    func batchProgress() {
        var progress = BatchProgress(total: 2)
        #expect(progress.starting("Zoë O'Brien\u{1B}[2J") == #"[1/2] Zoë O'Brien\u{1B}[2J…"#)
        #expect(progress.finished("a\u{202E}b", summary: "complete", seconds: 1).hasPrefix(#"[1/2] a\u{202E}b: complete"#))
    }
}
