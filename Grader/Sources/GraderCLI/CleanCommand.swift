import Foundation
import GraderExecution

// MARK: - ./grade.sh clean

extension GraderCommand {
    /// `clean`: removes the grader's workspaces but those a grade holds (`WorkspaceEviction`),
    /// naming each one kept, and the module caches of the checkout's earlier paths, the current
    /// one too when no grade holds a workspace; exit code 0.
    static func clean(_ arguments: Arguments) -> Int32 {
        let kata = KataRoot(url: URL(fileURLWithPath: arguments.kataRoot ?? FileManager.default.currentDirectoryPath))
        let kept = WorkspaceEviction(folder: kata.workspaces, cap: 0).removeAll()
        ModuleCaches.remove(of: kata, keepingCurrent: !kept.isEmpty)
        for folder in kept {
            FileHandle.standardError.write(Data("Kept \(TerminalText.escaped(folder.lastPathComponent)): a grade is using it\n".utf8))
        }
        print("Removed the grader's workspaces\(kept.isEmpty ? "" : " but \(kept.count) in use") from \(kata.workspaces.path)")
        return 0
    }
}
