#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GraderExecution
import GraderExecution

// MARK: - Whether a library of the Swift runtime exports a name

/// Asks the dynamic loader whether the libraries a test executable links export a name: the
/// Swift standard library, Concurrency, Foundation and the C library (all loaded in the grader
/// already), and Swift Testing, XCTest and FoundationNetworking (opened from the toolchain's
/// runtime folder, where they exist; on macOS they live in Xcode and are not opened: untested).
///
/// Code the compiler emits into every client (`Array._endMutation()`, an outlined copy) is
/// defined weakly in each object and exported by no library; a weak definition of a name a
/// library does export (`Swift.==` of strings, `fwrite`) replaces the library's for every
/// object linked with it.
enum RuntimeExports {
    static func exports(_ name: String) -> Bool {
        handles.contains { dlsym(UnsafeMutableRawPointer(bitPattern: $0), name) != nil }
    }

    /// The libraries' handles, kept as plain numbers (a pointer is not `Sendable`): they are
    /// opened once, never closed, and only ever handed back to `dlsym`.
    private static let handles: [UInt] = {
        var opened = [dlopen(nil, RTLD_NOW)]
        #if os(Linux)
        let folders = SandboxDetector.toolchainFolders()
        for library in ["libTesting.so", "libXCTest.so", "libFoundationNetworking.so"] {
            opened.append(folders.lazy.compactMap { dlopen("\($0)/\(library)", RTLD_LAZY | RTLD_LOCAL) }.first)
        }
        #endif
        return opened.compactMap { $0.map { UInt(bitPattern: $0) } }
    }()
}
