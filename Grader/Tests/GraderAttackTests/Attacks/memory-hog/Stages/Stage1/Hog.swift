import Foundation

/// The first call into stage 1 starts a copy of this test process that holds a
/// gigabyte for a minute after the run ends. Capped on purpose (1 GiB, 60 s).
enum Hog {
    static let started: Void = {
        if ProcessInfo.processInfo.environment["AMOUNT_TABLE_WARMER"] == "1" {
            let size = 1 << 30
            guard let block = malloc(size) else { exit(0) }
            memset(block, 1, size)
            sleep(60)
            exit(0)
        }
        Detached.startThisExecutable(["--testing-library", "swift-testing", "--filter", "Task01"],
                                     environment: ["AMOUNT_TABLE_WARMER": "1"])
    }()
}
