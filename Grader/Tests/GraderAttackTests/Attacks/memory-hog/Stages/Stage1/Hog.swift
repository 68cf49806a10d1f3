import Foundation

/// The first call into stage 1 starts a copy of this test process that holds a
/// gigabyte for a minute after the run ends. Capped on purpose (1 GiB, 60 s).
enum Hog {
    static let started: Void = {
        if ProcessInfo.processInfo.environment["AMOUNT_TABLE_WARMER"] == "1" {
            // An array, not malloc: the stage's code is memory-safe Swift (a pointer does not compile).
            var block = [UInt8](repeating: 1, count: 1 << 30)
            block[block.count - 1] = 2
            sleep(60)
            exit(block[0] == 1 ? 0 : 1)
        }
        Detached.startThisExecutable(["--testing-library", "swift-testing", "--filter", "Task01"],
                                     environment: ["AMOUNT_TABLE_WARMER": "1"])
    }()
}
