import Foundation
import GraderExecution

// MARK: - A test target as written into a workspace

extension WorkspaceManifest.TestTarget {
    /// The target of tests already written to `path` in the workspace `folder`: its `Fixtures`
    /// folder copied as a resource when it has files, its `__Snapshots__` folders (at any depth,
    /// issue 24) left out of the build and read at run time.
    static func written(in folder: URL, name: String, dependency: String, path: String, memorySafe: Bool) -> Self {
        let files = (try? FileListing.regularFiles(in: folder.appendingPathComponent(path))) ?? []
        let hasFixtures = files.contains { $0.hasPrefix(StageMaterial.testFixtures + "/") }
        let snapshots = Array(Set(files.compactMap(StageMaterial.snapshotFolder(of:)))).sorted()
        return Self(name: name, dependency: dependency, path: path,
                    resources: hasFixtures ? [StageMaterial.testFixtures] : [], snapshots: snapshots, memorySafe: memorySafe)
    }
}
