// swift-tools-version: 6.0
//
// The learners' package: four stages, each with a library, the kata's spec tests and the
// learner's own tests, plus a terminal demo that binds the stage to a "view".
//
//     swift test --filter Stage1            run stage 1's tests
//     KATA_SOLUTIONS=1 swift test           the same against the reference solutions
//
// With KATA_SOLUTIONS=1, every stage library is built from `Solutions/StageN` instead of
// `Stages/StageN`, and the learner test targets from the model tests in
// `Solutions/StageNTests`. The grader in `Grader/` never runs this manifest: it builds each
// stage in a workspace of its own, with a manifest of its own.

import PackageDescription

let useSolutions = Context.environment["KATA_SOLUTIONS"] == "1"

/// Where the code of a stage comes from: the starter the learner edits, or the reference.
func stageSources(_ stage: Int) -> String {
    useSolutions ? "Solutions/Stage\(stage)" : "Stages/Stage\(stage)"
}

/// Where the learner's own tests of a stage come from: theirs, or the model tests.
func learnerTests(_ stage: Int) -> String {
    useSolutions ? "Solutions/Stage\(stage)Tests" : "Tests/Stage\(stage)Tests"
}

let package = Package(
    name: "SwiftUnitTestingKata",
    // macOS 13 for Swift Testing's `.timeLimit` trait, which stage 4's tests use.
    platforms: [.macOS(.v13)],
    targets: [
        // MARK: Stages — the code a learner edits
        .target(name: "Stage1", path: stageSources(1)),
        .target(name: "Stage2", path: stageSources(2)),
        .target(
            name: "Stage3",
            path: stageSources(3),
            resources: [.copy("Resources/ProductData.json")]
        ),
        .target(name: "Stage4", path: stageSources(4)),

        // MARK: Spec tests — the kata's tests; make them pass
        .testTarget(name: "Stage1Spec", dependencies: ["Stage1"], path: "Tests/Stage1Spec"),
        .testTarget(name: "Stage2Spec", dependencies: ["Stage2"], path: "Tests/Stage2Spec"),
        .testTarget(name: "Stage3Spec", dependencies: ["Stage3"], path: "Tests/Stage3Spec"),
        .testTarget(name: "Stage4Spec", dependencies: ["Stage4"], path: "Tests/Stage4Spec"),

        // MARK: Your tests — write your own here
        .testTarget(name: "Stage1Tests", dependencies: ["Stage1"], path: learnerTests(1)),
        .testTarget(name: "Stage2Tests", dependencies: ["Stage2"], path: learnerTests(2)),
        .testTarget(name: "Stage3Tests", dependencies: ["Stage3"], path: learnerTests(3)),
        .testTarget(
            name: "Stage4Tests",
            dependencies: ["Stage4"],
            path: learnerTests(4),
            // Screens the snapshot tests compare with, read and written beside the test files
            // (`#filePath`): plain files of the folder, not resources of the test bundle.
            exclude: ["__Snapshots__"],
            // Files the HTTP tests answer from: `Bundle.module.url(forResource:…, subdirectory: "Fixtures")`.
            resources: [.copy("Fixtures")]
        ),

        // MARK: Demos — each stage bound to a terminal "view": swift run Stage1Demo
        .executableTarget(name: "Stage1Demo", dependencies: ["Stage1"], path: "Demos/Stage1Demo"),
        .executableTarget(name: "Stage2Demo", dependencies: ["Stage2"], path: "Demos/Stage2Demo"),
        .executableTarget(name: "Stage3Demo", dependencies: ["Stage3"], path: "Demos/Stage3Demo"),
        .executableTarget(name: "Stage4Demo", dependencies: ["Stage4"], path: "Demos/Stage4Demo"),
    ],
    swiftLanguageModes: [.v6]
)
