import Foundation
import GraderExecution

// MARK: - Switchable reference writer

/// Writes the switchable copy of a stage's reference: the reference with every planted bug
/// wrapped in a run-time switch, and each file that has one ending with the private switch
/// (`PlantedBugSwitch.source`).
///
/// The grader builds that copy once and turns one bug on per test run with the run's token
/// (`KATA_RUN`). The reference folder is only read, never written.
enum SwitchableReferenceWriter {
    /// Why the copy cannot be written, besides a bad catalog or a file system error.
    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The two folders are the same, or one holds the other, so writing could touch the reference.
        case foldersOverlap(reference: String, destination: String)

        /// The failure as one sentence.
        package var description: String {
            switch self {
            case .foldersOverlap(let reference, let destination):
                return "the switchable copy \(destination) must be outside the reference \(reference), and the other way round"
            }
        }
    }

    /// Writes the switchable copy of the reference folder into `destination`.
    ///
    /// Only files whose content changed are written, so an incremental build stays warm;
    /// files of the destination that the copy no longer has are removed, and so are folders
    /// left empty. Non-Swift files, such as `Resources/ProductData.json`, are copied byte for byte.
    /// Hidden files of the reference (names starting with ".") are left out.
    ///
    /// With `memo`, a file outside `destination`, the copy's files are kept there for the next
    /// write of the same reference, catalog and key (`WorkspaceMemo`): placing the bugs reads
    /// every file that has one, about 0.1 s of a re-grade that changed nothing (stage 4).
    ///
    /// - Throws: `BugCatalogProblems` when a bug cannot be placed, `Failure`, or a file system error.
    package static func write(catalog: BugCatalog, from reference: URL, to destination: URL,
                             key: PlantedBugSwitch.Key, memo: URL? = nil) throws {
        let referencePath = reference.standardizedFileURL.resolvingSymlinksInPath().path
        let destinationPath = destination.standardizedFileURL.resolvingSymlinksInPath().path
        if contains(referencePath, destinationPath) || contains(destinationPath, referencePath) {
            throw Failure.foldersOverlap(reference: referencePath, destination: destinationPath)
        }
        var referenceFiles: [String: Data] = [:]
        for path in try FileListing.regularFiles(in: reference, includingHidden: false) {
            referenceFiles[path] = try Data(contentsOf: reference.appendingPathComponent(path))
        }
        let make = { try switchableFiles(catalog: catalog, referenceFiles: referenceFiles, key: key) }
        guard let memo else { return try WorkspaceFiles.sync(destination, to: make()) }
        var inputs = referenceFiles
        inputs["planted bugs"] = try JSONEncoder.readable.encode(catalog.bugs)
        let memoKey = ResultCache.key(parts: [GraderVersion.fingerprint, "switchable", "\(catalog.stage)", key.text],
                                      files: inputs)
        try WorkspaceFiles.sync(destination, to: WorkspaceMemo.value(in: memo, key: memoKey, make: make))
    }

    /// The files of the switchable copy, by path, given those of the reference: pure, no disk.
    ///
    /// - Throws: `BugCatalogProblems` when a bug cannot be placed.
    static func switchableFiles(catalog: BugCatalog, referenceFiles: [String: Data],
                                key: PlantedBugSwitch.Key) throws -> [String: Data] {
        var sources: [String: String] = [:]
        for path in Set(catalog.bugs.map(\.file)) {
            if let data = referenceFiles[path] { sources[path] = String(decoding: data, as: UTF8.self) }
        }
        let problems = BugCatalogValidator.problems(in: catalog, sources: sources, minimumBugCount: 0)
        if !problems.isEmpty { throw BugCatalogProblems(problems) }

        var files = referenceFiles
        let bugsByFile = Dictionary(grouping: catalog.bugs, by: \.file)
        for (path, bugs) in bugsByFile {
            guard let source = sources[path] else { continue }
            do {
                let switchable = try PlantedBugWrapper.switchableSource(source, stage: catalog.stage, bugs: bugs)
                let switchSource = PlantedBugSwitch.source(bugIDs: catalog.bugs.map(\.id), key: key, noting: bugs.map(\.id))
                files[path] = Data((switchable + switchSource).utf8)
            } catch {
                throw BugCatalogProblems([error])
            }
        }
        return files
    }

    /// Whether the folder at `outer` is `inner` or holds it.
    private static func contains(_ outer: String, _ inner: String) -> Bool {
        inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }
}
