import Foundation
import GraderTestSupport
import Testing

// MARK: - What the workbook says about testing on Linux, checked on this toolchain

/// The workbook tells learners where `@MainActor` and which wait go in an XCTest on Linux
/// (`Exercises/Stage2.md`, *Write the same tests with XCTest*), and what a crash looks like
/// there (`Exercises/Stage1.md`, task 2). Each is a fact about swift-corelibs-xctest, Swift Testing or the Swift 6 compiler,
/// not about the kata: these tests build tiny packages to show it still holds.
#if os(Linux)
@Suite("Testing on Linux behaves as the workbook says")
struct XCTestOnLinuxTests {
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-xctest-claims-\(getuid())")

    /// A package whose one test target holds the source `test`; kept between runs, so builds stay warm.
    static func package(_ name: String, test: String) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests/ClaimTests"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Claim", targets: [.testTarget(name: "ClaimTests", path: "Tests/ClaimTests")],
                                  swiftLanguageModes: [.v6])

            """.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let source = folder.appendingPathComponent("Tests/ClaimTests/ClaimTests.swift")
        let text = test + "\n"
        if (try? String(contentsOf: source, encoding: .utf8)) != text {
            try Data(text.utf8).write(to: source)
        }
        return folder
    }

    /// Builds the package's tests and asks the bundle for its tests, as `swift test` does first.
    static func discover(_ folder: URL) throws -> ExternalTool.Result {
        let swift = try #require(ExternalTool.find("swift"))
        let build = try ExternalTool.run(swift, ["build", "--build-tests", "--package-path", folder.path])
        try #require(build.status == 0, "\(build.output)")
        let binPath = try ExternalTool.run(swift, ["build", "--show-bin-path", "--package-path", folder.path])
        let bundle = binPath.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/ClaimPackageTests.xctest"
        return try ExternalTool.run(bundle, ["--dump-tests-json"])
    }

    @Test("A synchronous test method on the main actor crashes test discovery")
    func synchronousMainActorMethod() throws {
        let folder = try Self.package("sync-main-actor", test: """
            import XCTest

            final class ClaimTests: XCTestCase {
                @MainActor
                func test_synchronous() {
                    XCTAssertTrue(true)
                }
            }
            """)
        let discovery = try Self.discover(folder)
        #expect(discovery.status == 128 + 6, "\(discovery.output)")
        #expect(discovery.output.contains("Could not cast value of type"), "\(discovery.output)")
    }

    @Test("An async test method on the main actor, or a main-actor class of async methods, is found and runs")
    func asyncMainActorMethods() throws {
        let folder = try Self.package("async-main-actor", test: """
            import XCTest

            final class MethodOnMainActorTests: XCTestCase {
                @MainActor
                func test_asynchronous() async {
                    XCTAssertTrue(true)
                }
            }

            @MainActor
            final class ClassOnMainActorTests: XCTestCase {
                func test_asynchronous() async {
                    XCTAssertTrue(true)
                }
            }
            """)
        let discovery = try Self.discover(folder)
        #expect(discovery.status == 0, "\(discovery.output)")
        #expect(discovery.output.contains("MethodOnMainActorTests") && discovery.output.contains("ClassOnMainActorTests"))
    }

    @Test("waitForExpectations(timeout:) does not compile in a test method off the main actor, in Swift 6")
    func waitForExpectationsOffTheMainActor() throws {
        let folder = try Self.package("wait-for-expectations", test: """
            import XCTest

            final class ClaimTests: XCTestCase {
                func test_asynchronous() async {
                    let delivered = expectation(description: "delivered")
                    Task { delivered.fulfill() }
                    waitForExpectations(timeout: 1)
                }
            }
            """)
        let swiftc = try #require(ExternalTool.find("swiftc"))
        let check = try ExternalTool.run(swiftc, ["-typecheck", "-swift-version", "6",
                                                  folder.appendingPathComponent("Tests/ClaimTests/ClaimTests.swift").path])
        #expect(check.status != 0)
        #expect(check.output.contains("main actor-isolated instance method 'waitForExpectations"), "\(check.output)")
    }

    @Test("An overflow in a test crashes the whole run, and the report says Illegal instruction")
    func overflowCrashReport() throws {
        let folder = try Self.package("overflow", test: """
            import Testing

            @Test func absoluteValueOfTheSmallestInt() {
                let smallest = Int.min + Int.random(in: 0...0)
                #expect(abs(smallest) > 0)
            }
            """)
        let swift = try #require(ExternalTool.find("swift"))
        let run = try ExternalTool.run(swift, ["test", "--package-path", folder.path])
        #expect(run.status != 0)
        #expect(run.output.contains("Program crashed: Illegal instruction"), "\(run.output)")
        #expect(!run.output.contains("Test run with 1 test"), "a crash leaves no summary of the run")
    }
}
#endif
