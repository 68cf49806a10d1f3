import Foundation

// MARK: - Bug catalog

/// The planted bugs of one stage, in the order of `Solutions/PlantedBugs/StageN.json`.
package struct BugCatalog: Sendable, Hashable {
    /// The stage the bugs belong to, 1 for `Stage1.json`.
    package var stage: Int
    /// The bugs, in catalog order: the order hints are reported in.
    package var bugs: [PlantedBug]

    /// Where the catalog of `stage` lives: `Solutions/PlantedBugs/StageN.json` under the repository root.
    ///
    ///     let catalog = try BugCatalog.load(from: BugCatalog.url(stage: 1, repositoryRoot: root), stage: 1)
    package static func url(stage: Int, repositoryRoot: URL) -> URL {
        repositoryRoot.appendingPathComponent("Solutions/PlantedBugs/Stage\(stage).json")
    }

    /// The shape of the JSON file: `{"bugs": [...]}`.
    private struct FileContents: Decodable {
        var bugs: [PlantedBug]
    }

    /// Decodes a catalog from the contents of a `StageN.json` file.
    ///
    /// - Throws: A `BugCatalogProblem` naming the stage and where the JSON went wrong.
    package static func decode(_ data: Data, stage: Int) throws(BugCatalogProblem) -> BugCatalog {
        do {
            let contents = try JSONDecoder().decode(FileContents.self, from: data)
            return BugCatalog(stage: stage, bugs: contents.bugs)
        } catch let error as DecodingError {
            throw BugCatalogProblem(stage: stage, bugID: nil, message: describe(error))
        } catch {
            throw BugCatalogProblem(stage: stage, bugID: nil, message: "the catalog is not valid JSON (\(error))")
        }
    }

    /// Reads and decodes the catalog file at `url`.
    ///
    /// - Throws: A `BugCatalogProblem` when the file cannot be read or decoded.
    package static func load(from url: URL, stage: Int) throws(BugCatalogProblem) -> BugCatalog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BugCatalogProblem(
                stage: stage, bugID: nil, message: "cannot read the catalog \(url.path): \(error.localizedDescription)")
        }
        return try decode(data, stage: stage)
    }

    /// Turns a decoding error into a sentence that names the place in the JSON, such as `bugs[2].wrap`.
    private static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "the top level" : place(context.codingPath)
            return "the catalog is missing \"\(key.stringValue)\" at \(parent)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "the catalog has a value of the wrong type at \(place(context.codingPath))"
        case .dataCorrupted(let context):
            if context.codingPath.last?.stringValue == "wrap" {
                return "the catalog has an unknown wrap at \(place(context.codingPath)); "
                    + "use \"expression\" or \"statements\""
            }
            if context.codingPath.isEmpty {
                return "the catalog is not valid JSON"
            }
            return "the catalog has an invalid value at \(place(context.codingPath))"
        @unknown default:
            return "the catalog cannot be decoded (\(error))"
        }
    }
}
