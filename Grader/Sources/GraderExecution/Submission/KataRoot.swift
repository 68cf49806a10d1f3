import Foundation

// MARK: - The kata the grader belongs to

/// The checkout `grade.sh` stands in: the source of everything pristine.
///
/// It provides the spec tests, the reference solutions, the planted bugs and the resources a
/// stage declares. A submission provides only stage sources and learner tests.
package struct KataRoot: Sendable {
    package var url: URL

    package init(url: URL) {
        self.url = url.resolvingSymlinksInPath().standardizedFileURL
    }

    /// The stages this kata has: those with a spec test folder, in order.
    package var stages: [Int] {
        (1...9).filter { isFolder(Self.specTests($0)) }
    }

    // The folders of a copy of the workbook, spelled once; `WorkspaceLayout` spells a workspace's.
    /// The starter code the learner edits: `Stages/StageN`.
    package static func starters(_ stage: Int) -> String { "Stages/Stage\(stage)" }
    /// The learner's own tests: `Tests/StageNTests`.
    package static func learnerTests(_ stage: Int) -> String { "Tests/Stage\(stage)Tests" }
    /// The kata's spec tests: `Tests/StageNSpec`.
    package static func specTests(_ stage: Int) -> String { "Tests/Stage\(stage)Spec" }

    package func specTests(_ stage: Int) -> String { Self.specTests(stage) }
    package func solution(_ stage: Int) -> String { "Solutions/Stage\(stage)" }
    func modelTests(_ stage: Int) -> String { "Solutions/Stage\(stage)Tests" }
    package func bugCatalog(_ stage: Int) -> URL {
        url.appendingPathComponent("Solutions/PlantedBugs/Stage\(stage).json")
    }

    /// Whether this is the full kata, with its reference solutions, model tests and planted
    /// bugs; a student copy (`student-copy`) has none.
    package var hasReference: Bool {
        isFolder("Solutions")
    }

    /// The resource files a stage's library declares, such as `Resources/ProductData.json`:
    /// the files under the reference's `Resources` folder, or in a student copy the starter's
    /// (`verify` proves that the two ship the same).
    package func resources(_ stage: Int) -> [String] {
        let owner = hasReference ? solution(stage) : Self.starters(stage)
        let folder = url.appendingPathComponent(owner).appendingPathComponent("Resources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "Resources/\($0)" }
    }

    /// Where the grader keeps its workspaces: inside its own build folder.
    package var workspaces: URL {
        url.appendingPathComponent("Grader/.build/workspaces")
    }

    /// Where the workspaces' builds keep the compiler's module cache, shared by every workspace
    /// of this checkout: the modules of Foundation, Dispatch and Swift Testing built once from
    /// their interfaces, not again in each workspace (about 6 s of a first build's 10 s).
    ///
    /// Named after the checkout's own path, because the compiler writes that path into each
    /// module and refuses a cache that has moved: a moved or renamed checkout starts a cache
    /// of its own, and `./grade.sh clean` removes the others.
    package var moduleCache: URL {
        moduleCaches.appendingPathComponent(String(SHA256.hex(url.path).prefix(12)))
    }

    /// The folder of module caches, one per path the checkout has had.
    var moduleCaches: URL {
        url.appendingPathComponent("Grader/.build/module-caches")
    }

    func isFolder(_ relative: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
