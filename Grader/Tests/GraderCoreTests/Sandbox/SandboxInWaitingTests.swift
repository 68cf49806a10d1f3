import Foundation
@testable import GraderCLI
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("The sandbox found while a learner's grade gets ready")
struct SandboxInWaitingTests {
    /// A box a reader thread writes its answer into.
    private final class Answer: @unchecked Sendable {
        var reason: String?
    }

    @Test("A reader waits until the sandbox is found, then every reader gets the same one")
    func readersWaitForTheAnswer() {
        let gate = DispatchSemaphore(value: 0)
        let waiting = SandboxInWaiting {
            gate.wait()
            return Sandbox(kind: .none("found on the other thread"))
        }
        let answer = Answer()
        let read = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            answer.reason = waiting.sandbox.unavailableReason
            read.signal()
        }
        // The finder is held at the gate, so the reader cannot have an answer yet.
        #expect(read.wait(timeout: .now()) == .timedOut)
        gate.signal()
        read.wait()
        #expect(answer.reason == "found on the other thread")
        #expect(waiting.sandbox.unavailableReason == "found on the other thread")
    }

    @Test("Grade options resolve the sandbox being found, and a sandbox set later replaces it")
    func optionsReadThePendingSandbox() {
        var options = GradeOptions()
        options.sandbox = .beingFound(SandboxInWaiting { Sandbox(kind: .none("being found")) })
        #expect(options.sandbox.resolved.unavailableReason == "being found")
        options.sandbox = .known(Sandbox(kind: .none("--no-sandbox")))
        #expect(options.sandbox.resolved.unavailableReason == "--no-sandbox")
    }

    /// Whether `choice` is a sandbox still being found.
    private func isBeingFound(_ choice: SandboxChoice) -> Bool {
        if case .beingFound = choice { true } else { false }
    }

    @Test("A learner's own grade finds its sandbox while grading; a submission and a batch, which need one, find it first")
    func whoFindsItWhileGrading() throws {
        #expect(GraderCommand.gradesOwnCopyInSandbox(try Arguments.parse([])))
        #expect(GraderCommand.gradesOwnCopyInSandbox(try Arguments.parse(["4"])))
        #expect(!GraderCommand.gradesOwnCopyInSandbox(try Arguments.parse(["--submission", "/tmp/somewhere"])))
        #expect(!GraderCommand.gradesOwnCopyInSandbox(try Arguments.parse(["--batch", "/tmp/class", "--out", "/tmp/out"])))
        #expect(!GraderCommand.gradesOwnCopyInSandbox(try Arguments.parse(["--no-sandbox"])))

        let kata = KataRoot(url: WorkbookLinksCheckTests.kataRoot)
        let ownCopy = try GraderCommand.options(try Arguments.parse([]), kata: kata, findingSandboxWhileGrading: true)
        #expect(isBeingFound(ownCopy.sandbox))
        let found = try GraderCommand.options(try Arguments.parse(["--no-sandbox"]), kata: kata, findingSandboxWhileGrading: true)
        #expect(!isBeingFound(found.sandbox))
        #expect(found.sandbox.resolved.unavailableReason == "--no-sandbox")
    }
}
