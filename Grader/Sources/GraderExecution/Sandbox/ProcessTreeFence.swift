// MARK: - Builds whose whole process tree ends with them

/// Wraps a build in a PID namespace of its own (bubblewrap, everything else shared), so that
/// killing it at its time limit kills every compiler it started, even those in other process
/// groups. Builds compile the submission but run none of its code, so they need no more.
enum ProcessTreeFence {
    static func wrap(_ request: ProcessRequest, in sandbox: Sandbox) -> ProcessRequest {
        guard case .bubblewrap(let bwrap) = sandbox.kind else { return request }
        var wrapped = request
        wrapped.executable = bwrap
        wrapped.arguments = [
            "--bind", "/", "/", "--dev-bind", "/dev", "/dev", "--proc", "/proc",
            "--unshare-pid", "--die-with-parent", "--",
            request.executable,
        ] + request.arguments
        return wrapped
    }
}
