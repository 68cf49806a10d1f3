import Foundation
import SwiftSource

// MARK: - The test libraries stay out of a stage's code

/// A stage's code is the app's code: it never imports a test library. Imported there, Swift
/// Testing or XCTest would put test-library code inside the module the spec tests check,
/// where it could answer for them (a trait, a known issue, a type the tests' checks describe).
/// No task needs it, so a stage's file that imports one is not graded, with the reason; a
/// learner who put a test file in the wrong folder reads where it belongs.
enum StageImports {
    static let testLibraries: Set<String> = ["Testing", "XCTest"]

    /// The first import of a test library among a stage's sources, read with the tokenizer;
    /// `nil` when none. The compiler's parser reads them too (`StageMaterial.readByTheCompiler`).
    static func problem(in sources: [String: Data], folder: String, testsFolder: String) -> String? {
        for path in sources.keys.sorted() where path.hasSuffix(".swift") {
            let tokens = SwiftTokenizer.tokens(of: String(decoding: sources[path]!, as: UTF8.self))
            for (index, token) in tokens.enumerated().dropLast()
            where token.isWord("import") && testLibraries.contains(tokens[index + 1].text) {
                return message(path: folder + "/" + path, module: tokens[index + 1].text, line: token.line, testsFolder: testsFolder)
            }
        }
        return nil
    }

    static func message(path: String, module: String, line: Int, testsFolder: String) -> String {
        "\(path), line \(line), imports \(module): a stage's code is the app's, and never imports a test library; "
            + "tests belong in \(testsFolder)"
    }
}
