// swift-tools-version: 6.0
//
// The kata's grader: builds each submission in workspaces of its own, runs the pristine spec
// tests against the learner's code and the learner's tests against the reference with planted
// bugs switched on, and reports per stage. `./grade.sh` at the repository root builds and runs it.

import PackageDescription

let package = Package(
    name: "Grader",
    // macOS 13, as the kata's own package: the grader reads text with Swift's `Regex`.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "grader", targets: ["Grader"]),
        .executable(name: "kata-sandbox-start", targets: ["SandboxStart"]),
    ],
    targets: [
        // Everything testable: submission reading, workspaces, process running, parsing, reports.
        .target(name: "GraderCore", dependencies: ["CPUAffinity"], path: "Sources/GraderCore"),

        // Pinning a test run to one CPU (Linux): C, because glibc's calls for it are GNU
        // extensions that Swift's Glibc module does not show.
        .target(name: "CPUAffinity", path: "Sources/CPUAffinity"),

        // The command line: parses arguments and hands over to GraderCore.
        .executableTarget(name: "Grader", dependencies: ["GraderCore"], path: "Sources/Grader"),

        // The first program of every test run under bubblewrap (Linux): limits the run's /tmp
        // in bytes and in files, forbids new namespaces, drops every capability, sets limits.
        // In C: it starts hundreds of times a grade, and must start in a millisecond.
        // SwiftPM links with swiftc, which names Swift's runtime too: `--as-needed` leaves out
        // what a C program does not use, so each run loads only the C library.
        .executableTarget(name: "SandboxStart", path: "Sources/SandboxStart",
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xlinker", "--as-needed", "-Xlinker", "--gc-sections"], .when(platforms: [.linux]))]),

        // Unit tests: no builds, no child processes beyond trivial ones.
        .testTarget(name: "GraderCoreTests", dependencies: ["GraderCore"], path: "Tests/GraderCoreTests"),

        // What the end-to-end and attack tests share: running the built `grader`, copying and
        // snapshotting submission folders.
        .target(name: "GraderTestSupport", path: "Tests/GraderTestSupport"),

        // Runs the built `grader` on tiny fixture katas and checks output and exit code.
        .testTarget(
            name: "GraderEndToEndTests",
            dependencies: ["Grader", "GraderCore", "GraderTestSupport"],
            path: "Tests/GraderEndToEndTests",
            exclude: ["Fixtures"]
        ),

        // The trust acceptance test: dishonest and broken submissions graded against a clone
        // of the real kata. Each attack must earn nothing, change nothing, leave nothing behind.
        .testTarget(
            name: "GraderAttackTests",
            dependencies: ["Grader", "GraderTestSupport"],
            path: "Tests/GraderAttackTests",
            exclude: ["Attacks"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
