// MARK: - The manifest the grader writes for a workspace

/// A generated `Package.swift`: stage libraries and the test targets that depend on them.
///
/// The grader never runs a submission's manifest; it writes this one, naming exactly the
/// folders it copied. The learner's code and tests are memory-safe Swift
/// (`memorySafetySettings`): they cannot read memory through a pointer, so a test cannot read
/// the code it runs. The kata's own code is not held to it: the reference with the planted-bug
/// switch the grader writes into it, and the spec tests, whose stage 4 URL stub keeps its
/// answers in `nonisolated(unsafe)` statics (an access to one is an unsafe construct).
package struct WorkspaceManifest: Sendable, Equatable {
    package struct Library: Sendable, Equatable {
        package var name: String
        package var path: String
        package var resources: [String] = []
        package var excludes: [String] = []
        /// False for the kata's reference with its planted-bug switch: the grader's own code.
        package var memorySafe = true
        /// Other libraries of the workspace it needs: the oracle, for the oracle's world.
        package var dependencies: [String] = []
        /// Built with library evolution, as a shared library of its own (`lib<name>.so`), for
        /// a test target compiled against another library of the same name and interface
        /// (`TestTarget.compiledAgainst`): the test binary loads this one.
        package var sharedWithEvolution = false

        package init(name: String, path: String, resources: [String] = [], excludes: [String] = [], memorySafe: Bool = true,
                     dependencies: [String] = [], sharedWithEvolution: Bool = false) {
            (self.name, self.path, self.resources, self.excludes, self.memorySafe) = (name, path, resources, excludes, memorySafe)
            (self.dependencies, self.sharedWithEvolution) = (dependencies, sharedWithEvolution)
        }
    }

    package struct TestTarget: Sendable, Equatable {
        package var name: String
        package var dependency: String
        package var path: String
        /// Folders of the target copied as they are, such as `Fixtures`.
        package var resources: [String] = []
        /// The target's `__Snapshots__` folders, relative to it (`__Snapshots__`,
        /// `Screens/__Snapshots__` for snapshot tests in a subfolder): excluded from the build,
        /// and read by the tests at run time (`StageMaterial.testSnapshots`).
        package var snapshots: [String] = []
        /// False for the kata's own spec tests (their twins): the kata's code, not the learner's.
        package var memorySafe = true
        /// Libraries it needs besides `dependency`: the spec twins' oracle (`FreshInputs`).
        package var otherDependencies: [String] = []
        /// `dependency` built elsewhere, once (`SpecOnceReference`): the folder of its module
        /// and its shared library. The target then does not depend on the workspace's library
        /// of that name, so a change there never compiles it again; the test binary loads the
        /// workspace's library (`Library.sharedWithEvolution`) at run time, found beside it.
        package var compiledAgainst: PrebuiltLibrary?

        package init(name: String, dependency: String, path: String, resources: [String] = [], snapshots: [String] = [],
                     memorySafe: Bool = true, otherDependencies: [String] = [], compiledAgainst: PrebuiltLibrary? = nil) {
            (self.name, self.dependency, self.path, self.resources) = (name, dependency, path, resources)
            (self.snapshots, self.memorySafe, self.otherDependencies) = (snapshots, memorySafe, otherDependencies)
            self.compiledAgainst = compiledAgainst
        }
    }

    /// A library built outside the workspace: its module's folder (`-I`) and the shared library
    /// a test target links (by path: never the workspace's library of the same name, which
    /// may not be built yet when the test binary is linked).
    package struct PrebuiltLibrary: Sendable, Equatable, Codable {
        package var modules: String
        package var sharedLibrary: String

        package init(modules: String, sharedLibrary: String) {
            (self.modules, self.sharedLibrary) = (modules, sharedLibrary)
        }
    }

    package var packageName: String
    package var libraries: [Library]
    package var tests: [TestTarget]

    package init(packageName: String, libraries: [Library], tests: [TestTarget]) {
        (self.packageName, self.libraries, self.tests) = (packageName, libraries, tests)
    }

    /// The test executable SwiftPM builds: `<Package>PackageTests.xctest`.
    package var testProductName: String { "\(packageName)PackageTests" }

    /// The snapshot folders of the test targets, relative to the package: what a test run
    /// must be able to read where the tests were compiled.
    package var snapshotFolders: [String] {
        tests.flatMap { test in test.snapshots.map { test.path + "/" + $0 } }
    }

    package var text: String {
        var lines = [
            // 6.2: the first to offer strict memory safety and its warnings as errors.
            "// swift-tools-version: 6.2",
            "// Generated by the kata's grader on every run; never edit it, never copy it.",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \(Self.quoted(packageName)),",
            // Swift Testing's `.timeLimit` trait, used by stage 4's tests, needs macOS 13.
            "    platforms: [.macOS(.v13)],",
        ]
        let shared = libraries.filter(\.sharedWithEvolution).map { library in
            ".library(name: \(Self.quoted(library.name)), type: .dynamic, targets: [\(Self.quoted(library.name))])"
        }
        if !shared.isEmpty {
            lines.append("    products: [\(shared.joined(separator: ", "))],")
        }
        lines.append("    targets: [")
        for library in libraries {
            var arguments = ["name: \(Self.quoted(library.name))"]
            if !library.dependencies.isEmpty {
                arguments.append("dependencies: [\(library.dependencies.map(Self.quoted).joined(separator: ", "))]")
            }
            arguments.append("path: \(Self.quoted(library.path))")
            if !library.excludes.isEmpty {
                arguments.append("exclude: [\(library.excludes.map(Self.quoted).joined(separator: ", "))]")
            }
            if !library.resources.isEmpty {
                arguments.append("resources: [\(library.resources.map { ".copy(\(Self.quoted($0)))" }.joined(separator: ", "))]")
            }
            let settings = (library.memorySafe ? Self.memorySafetySettings : [])
                + (library.sharedWithEvolution ? [Self.unsafeFlags(["-enable-library-evolution"])] : [])
            if !settings.isEmpty { arguments.append("swiftSettings: [\(settings.joined(separator: ", "))]") }
            lines.append("        .target(\(arguments.joined(separator: ", "))),")
        }
        for test in tests {
            let named = (test.compiledAgainst == nil ? [test.dependency] : []) + test.otherDependencies
            let dependencies = named.map(Self.quoted).joined(separator: ", ")
            var arguments = ["name: \(Self.quoted(test.name))", "dependencies: [\(dependencies)]", "path: \(Self.quoted(test.path))"]
            if !test.snapshots.isEmpty {
                arguments.append("exclude: [\(test.snapshots.map(Self.quoted).joined(separator: ", "))]")
            }
            if !test.resources.isEmpty {
                arguments.append("resources: [\(test.resources.map { ".copy(\(Self.quoted($0)))" }.joined(separator: ", "))]")
            }
            var settings = test.memorySafe ? Self.memorySafetySettings : []
            if let prebuilt = test.compiledAgainst {
                settings.append(Self.unsafeFlags(["-I", prebuilt.modules]))
            }
            if !settings.isEmpty { arguments.append("swiftSettings: [\(settings.joined(separator: ", "))]") }
            if let prebuilt = test.compiledAgainst {
                arguments.append("linkerSettings: [\(Self.unsafeFlags([prebuilt.sharedLibrary]))]")
            }
            lines.append("        .testTarget(\(arguments.joined(separator: ", "))),")
        }
        lines += ["    ],", "    swiftLanguageModes: [.v6]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// Strict memory safety, its warnings made errors: a pointer read, `unsafeBitCast`,
    /// `withUnsafeBytes` and every other use of an unsafe construct does not compile unless
    /// marked `unsafe`, a word the source check refuses (`ForbiddenAttributes`).
    /// `nonisolated(unsafe)` and `@unchecked Sendable` are about data races and stay allowed.
    static let memorySafetySettings = [".strictMemorySafety()", #".treatWarning("StrictMemorySafety", as: .error)"#]

    /// `.unsafeFlags([…])`, each flag quoted.
    static func unsafeFlags(_ flags: [String]) -> String {
        ".unsafeFlags([\(flags.map(quoted).joined(separator: ", "))])"
    }

    /// `text` as a Swift string literal: a backslash, a quote and every control character or
    /// line break escaped, so no name can end the literal or split the manifest's line.
    static func quoted(_ text: String) -> String {
        let escaped = ScalarRewrite.rewrite(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case _ where [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory):
                "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: nil
            }
        }
        return "\"\(escaped)\""
    }
}
