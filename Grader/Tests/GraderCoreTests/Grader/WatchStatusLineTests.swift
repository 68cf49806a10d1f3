@testable import GraderCLI
@testable import GraderReports
import Testing

@Suite("watch's status line fits the terminal's width")
struct WatchStatusLineTests {
    static let subject = "Grading stage 4 (you saved Stages/Stage4/GamesListViewModel.swift and Tests/Stage4Tests/GamesListViewModelTests.swift)"

    @Test("A line that fits is left whole; a pipe has no width")
    func fits() {
        #expect(WatchStatusLine.fitted(subject: "Grading stage 1", step: "Building", width: 80) == "Grading stage 1 · Building")
        #expect(WatchStatusLine.fitted(subject: Self.subject, step: nil, width: nil) == Self.subject + "…")
    }

    @Test("The middle of the subject gives way, never the step; every width from narrow to wide fits", arguments: [20, 40, 80, 132])
    func narrow(width: Int) {
        let step = "Hunting the planted bugs: 12 of 58 runs"
        let line = WatchStatusLine.fitted(subject: Self.subject, step: step, width: width)
        #expect(line.count <= width - 1, "\(line)")
        if width >= 80 {
            #expect(line.hasPrefix("Grading stage 4") && line.hasSuffix(" · " + step), "\(line)")
        }
    }
}
