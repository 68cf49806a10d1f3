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
        // The grader in layers, each a target that sees only the ones below it (SwiftPM refuses
        // a cycle, so the order is kept by the compiler, not by a rule in a document).
        //
        // 1. Swift text as the grader reads it: tokens, declarations, where a name is used.
        .target(name: "SwiftSource", path: "Sources/SwiftSource"),
        // 2. Running a learner's code safely: reading a submission, workspaces, builds, processes,
        //    the sandbox, test runs and their results.
        .target(name: "GraderExecution", dependencies: ["SwiftSource", "CPUAffinity"], path: "Sources/GraderExecution"),
        // 3. Grading one stage: planted bugs, trust checks, the pipeline of jobs, the report's model.
        .target(name: "GraderEngine", dependencies: ["GraderExecution"], path: "Sources/GraderEngine"),
        // 4. What people read: reports in every format, a class's gradebook and page, the
        //    learner's loop (hints, watch, reset).
        .target(name: "GraderReports", dependencies: ["GraderEngine"], path: "Sources/GraderReports"),
        // 4, beside the reports (neither needs the other, so the two compile at once): what
        //    maintainers and instructors run: verify, the docs checks, the student copy,
        //    autograder bundles.
        .target(name: "GraderMaintenance", dependencies: ["GraderEngine"], path: "Sources/GraderMaintenance"),
        // The commands, one type each, over the layers.
        .target(name: "GraderCLI", dependencies: ["GraderReports", "GraderMaintenance"], path: "Sources/GraderCLI"),

        // Pinning a test run to one CPU (Linux): C, because glibc's calls for it are GNU
        // extensions that Swift's Glibc module does not show.
        .target(name: "CPUAffinity", path: "Sources/CPUAffinity"),

        // The program: hands over to GraderCLI.
        .executableTarget(name: "Grader", dependencies: ["GraderCLI"], path: "Sources/Grader"),

        // The first program of every test run under bubblewrap (Linux): limits the run's /tmp
        // in bytes and in files, forbids new namespaces, drops every capability, sets limits.
        // In C: it starts hundreds of times a grade, and must start in a millisecond.
        // SwiftPM links with swiftc, which names Swift's runtime too: `--as-needed` leaves out
        // what a C program does not use, so each run loads only the C library.
        .executableTarget(name: "SandboxStart", path: "Sources/SandboxStart",
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xlinker", "--as-needed", "-Xlinker", "--gc-sections"], .when(platforms: [.linux]))]),

        // Unit tests: no builds, no child processes beyond trivial ones.
        .testTarget(name: "GraderCoreTests", dependencies: ["GraderCLI"], path: "Tests/GraderCoreTests"),

        // What the end-to-end and attack tests share: running the built `grader`, copying and
        // snapshotting submission folders.
        .target(name: "GraderTestSupport", path: "Tests/GraderTestSupport"),

        // Runs the built `grader` on tiny fixture katas and checks output and exit code.
        .testTarget(
            name: "GraderEndToEndTests",
            dependencies: ["Grader", "GraderCLI", "GraderTestSupport"],
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
