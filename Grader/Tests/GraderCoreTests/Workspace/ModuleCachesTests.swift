import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// The workspaces of a checkout share one compiler module cache, named after the checkout's
/// path: a moved checkout starts its own, and `clean` removes the ones a move left behind.
@Suite("The workspaces share a module cache")
struct ModuleCachesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grader-module-caches-\(UUID().uuidString)")

    @Test("Every workspace build of a grade names the checkout's module cache to the compiler")
    func buildsShareTheCache() {
        let kata = KataRoot(url: folder)
        let context = GradingContext.live(kata: kata, options: GradeOptions(), budget: GradingBudget(seconds: 60), events: UnwatchedGrading())
        let builders = ["spec", "own", "learner"].map { name in
            context.makeBuilder(WorkspaceBuildPlan(folder: folder.appendingPathComponent(name), writeManifest: { _ in }, stageOf: { _ in nil }))
        }
        for builder in builders {
            let arguments = (builder as? WorkspaceBuilder)?.buildArguments.joined(separator: " ") ?? ""
            #expect(arguments.contains("-Xswiftc -module-cache-path -Xswiftc \(kata.moduleCache.path) "), "\(arguments)")
        }
        #expect(kata.moduleCache.deletingLastPathComponent().path == kata.moduleCaches.path)
    }

    @Test("A checkout at another path has a cache of its own")
    func cacheNamedAfterThePath() {
        let here = KataRoot(url: folder.appendingPathComponent("kata"))
        let moved = KataRoot(url: folder.appendingPathComponent("kata-moved"))
        #expect(here.moduleCache.lastPathComponent != moved.moduleCache.lastPathComponent)
        #expect(here.moduleCache == KataRoot(url: folder.appendingPathComponent("kata")).moduleCache)
    }

    @Test("clean removes the caches of the checkout's earlier paths and keeps the one a grade may be using")
    func staleCachesGo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let kata = KataRoot(url: folder)
        let stale = kata.moduleCaches.appendingPathComponent("0123456789ab")
        for cache in [kata.moduleCache, stale] {
            try FileManager.default.createDirectory(at: cache.appendingPathComponent("340L1R51HVG9U"), withIntermediateDirectories: true)
            try Data("module".utf8).write(to: cache.appendingPathComponent("340L1R51HVG9U/SwiftShims.pcm"))
        }
        #expect(ModuleCaches.remove(of: kata, keepingCurrent: true).map(\.path) == [stale.path])
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: kata.moduleCache.appendingPathComponent("340L1R51HVG9U/SwiftShims.pcm").path))
    }

    @Test("With no grade running, clean removes the current cache too, even one broken into a plain file")
    func brokenCacheGoes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let kata = KataRoot(url: folder)
        try FileManager.default.createDirectory(at: kata.moduleCaches, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: kata.moduleCache)
        #expect(ModuleCaches.remove(of: kata, keepingCurrent: false).map(\.path) == [kata.moduleCache.path])
        #expect(!FileManager.default.fileExists(atPath: kata.moduleCache.path))
    }
}
