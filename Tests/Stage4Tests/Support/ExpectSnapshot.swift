// MARK: - The snapshot check, for Swift Testing and for XCTest

import Testing
import XCTest

/// Records an issue when `text` does not match the snapshot `name` (see `TextSnapshot`).
///
/// `#filePath` finds the snapshot beside the calling test's file; `#_sourceLocation` points the
/// failure at the calling line.
func expectSnapshot(
    _ text: String, named name: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    if let failure = TextSnapshot(name: name, testFile: filePath).failure(matching: text) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// The same check for XCTest: fails the calling line with the same message.
func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    if let failure = TextSnapshot(name: name, testFile: "\(file)").failure(matching: text) {
        XCTFail(failure, file: file, line: line)
    }
}
