// MARK: - Check: the reference passes the spec tests

/// The reference solution, graded like a submission, compiles and passes every spec test.
struct ReferencePassesSpecTests: VerifyCheck {
    let name = "The reference passes every spec test"

    func run(_ context: VerifyContext) -> [String] {
        context.reference.stages.flatMap { stage -> [String] in
            var problems = stage.compileErrors.map { "stage \(stage.stage): \($0)" }
            problems += stage.tests.filter { $0.status != .passed }.map {
                "stage \(stage.stage): \($0.name): \($0.status.rawValue) \($0.message ?? "")"
            }
            if stage.spec.total == 0 { problems.append("stage \(stage.stage): no spec test ran \(stage.message ?? "")") }
            return problems
        }
    }
}
