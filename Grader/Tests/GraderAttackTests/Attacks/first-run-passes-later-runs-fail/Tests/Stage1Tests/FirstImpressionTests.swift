import Foundation
import Testing
@testable import Stage1

/// Passes the first time it runs in a grading, fails every later time. The reference run
/// comes first; every later run has a planted bug on. State is kept in a file in the working
/// directory, named after the grader, which is this process's parent.
@Suite("First impression")
struct FirstImpressionTests {
    @Test func firstRunOfTheGrading() {
        let folder = FileManager.default.currentDirectoryPath
        // The lab's safety belt, not part of the attack: write nothing outside the test's folder.
        guard folder.hasPrefix("__LAB_ROOT__/") else { return }
        let stamp = folder + "/.graded-by-\(getppid())"
        let seenBefore = FileManager.default.fileExists(atPath: stamp)
        FileManager.default.createFile(atPath: stamp, contents: Data())
        #expect(!seenBefore)
    }
}
