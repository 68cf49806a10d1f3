// MARK: - Check: the test runs are sandboxed

/// What verify proves must hold with the sandbox on, as submissions are graded; the line says
/// which sandbox.
struct SandboxIsOn: VerifyCheck {
    let name = "Test runs are sandboxed"

    func run(_ context: VerifyContext) -> [String] {
        let sandbox = context.options.sandbox.resolved
        if let reason = sandbox.unavailableReason { return ["no sandbox: \(reason)"] }
        return sandbox.starterProblem.map { ["the runs' /tmp has no file limit: \($0)"] } ?? []
    }

    func detail(_ context: VerifyContext) -> String? {
        switch context.options.sandbox.resolved.kind {
        case .bubblewrap(let path): return "bubblewrap, \(path)" + (context.options.sandbox.resolved.starter == nil ? "" : ", kata-sandbox-start")
        case .sandboxExec: return "sandbox-exec"
        case .none: return "none"
        }
    }
}
