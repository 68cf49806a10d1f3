import Foundation
import GraderExecution

// MARK: - Telling a twin's results under the spec tests' own names

extension SpecTwins {
    /// A twin test's result as the spec test's: its id, names, file and line, and its message,
    /// with every generated name turned back into the kata's.
    func publicResult(of result: TestResult) -> TestResult {
        var result = result
        var test = result.test
        test.id = publicTestID(test.id)
        test.name = publicText(test.name)
        test.suite = test.suite.map(publicText)
        if let file = test.file, let place = publicPlace(file: file, line: test.line ?? 0) {
            test.file = place.file
            test.line = test.line == nil ? nil : place.line
        }
        result.test = test
        result.message = result.message.map(publicText)
        return result
    }

    /// A compiler error in a twin file, as the same error in the spec file.
    func publicDiagnostic(_ diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
        var diagnostic = diagnostic
        if let place = publicPlace(file: diagnostic.file, line: diagnostic.line) {
            diagnostic.file = place.file
            diagnostic.line = place.line
        }
        diagnostic.message = publicText(diagnostic.message)
        return diagnostic
    }

    /// `…/Tests/Stage1Twin/Fk2x.swift`, line 14 → `…/Tests/Stage1Spec/Task01IsEvenSpec.swift`, line 12.
    /// A line the grader inserted (a canary's) keeps the nearest spec line above it.
    func publicPlace(file: String, line: Int) -> (file: String, line: Int)? {
        let url = URL(fileURLWithPath: file)
        guard let origin = origins[url.lastPathComponent] else { return nil }
        let folder = url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(publicModule)
        return (folder.appendingPathComponent(origin.path).path, Self.publicLine(line, in: origin))
    }

    static func publicLine(_ line: Int, in origin: Origin) -> Int {
        origin.lines.prefix(max(0, min(line, origin.lines.count))).compactMap { $0 }.last ?? 1
    }

    /// `Kq3.Kx1/kb7(number:)/Fk2x.swift:14:6` → `Stage1Spec.Task01IsEvenSpec/odd(number:)/Task01IsEvenSpec.swift:12:6`.
    func publicTestID(_ id: String) -> String {
        var parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let last = parts.last, let colon = last.range(of: ".swift:") {
            let fileName = String(last[..<colon.lowerBound]) + ".swift"
            let numbers = last[colon.upperBound...].split(separator: ":").compactMap { Int($0) }
            if let origin = origins[fileName], let line = numbers.first {
                // The file's name goes back with the other generated names, below.
                let column = numbers.dropFirst().first.map { ":\($0)" } ?? ""
                parts[parts.count - 1] = fileName + ":\(Self.publicLine(line, in: origin))" + column
            }
        }
        return publicText(parts.joined(separator: "/"))
    }

    /// Any text with the generated names (module, suite types, test functions, file names) put back.
    func publicText(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let match = rest.range(of: Self.generatedName, options: .regularExpression) {
            result += rest[..<match.lowerBound]
            result += publicNames[String(rest[match])] ?? String(rest[match])
            rest = rest[match.upperBound...]
        }
        return result + rest
    }

    /// Every generated name: `K`, `k` or `F` and base-36 digits, standing as a whole word.
    private static let generatedName = #"(?<![A-Za-z0-9_])[KkF][0-9a-z]+(?![A-Za-z0-9_])"#
}
