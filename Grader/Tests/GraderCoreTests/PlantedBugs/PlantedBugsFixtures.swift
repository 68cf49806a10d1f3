import Foundation
@testable import GraderEngine

// MARK: - Fixtures shared by the planted-bug tests

/// A small reference stage and bugs for it, as strings, so tests need no repository.
enum PlantedBugsFixtures {
    static let isEven = """
        public func isEven(number: Int) -> Bool {
            number.isMultiple(of: 2)
        }

        public func parity(of number: Int) -> String {
            isEven(number: number) ? "Genap" : "Ganjil"
        }

        """

    static let formatter = """
        public func format(_ number: Int) -> String {
            var text = String(number)
            if number < 0 {
                text = "-" + text
            }
            return "Rp " + text
        }

        """

    static func bug(
        _ id: String, file: String = "IsEven.swift", wrap: PlantedBug.Wrap = .expression,
        find: [String] = ["number.isMultiple(of: 2)"], replace: [String] = ["number % 2 != 1"],
        hint: String = "What about odd numbers below zero?"
    ) -> PlantedBug {
        PlantedBug(id: id, hint: hint, file: file, wrap: wrap, find: find, replace: replace)
    }

    /// Five valid bugs over the two files.
    static let validBugs: [PlantedBug] = [
        bug("odd-check-wrong-for-negatives"),
        bug("currency-dropped", file: "Formatter.swift", find: ["\"Rp \" + text"], replace: ["text"]),
        bug("sign-doubled", file: "Formatter.swift", wrap: .statements,
            find: ["    if number < 0 {", "        text = \"-\" + text", "    }"], replace: ["    text = \"-\" + text"]),
        bug("number-ignored", file: "Formatter.swift", find: ["String(number)"], replace: ["\"0\""]),
        bug("parity-of-successor", find: ["isEven(number: number)"], replace: ["isEven(number: number + 1)"]),
    ]

    static let sources = ["IsEven.swift": isEven, "Formatter.swift": formatter]

    /// A fresh, empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("g2-planted-bugs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (relative path → text) under `folder`.
    static func write(_ files: [String: String], to folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
