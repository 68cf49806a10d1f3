// MARK: - Check: the output the workbook quotes is what swift test prints

/// The `<!-- output: starters -->` blocks of the workbook quote `swift test` on the starters
/// line for line.
///
/// On a busy machine `swift test` can leave out a run of lines of its output (seen on Linux
/// with Swift 6.3.1, written straight to a file), so a quoted line counts when any of up to
/// three runs printed it: the first is the one `StarterTestRunFailsFast` judged.
struct QuotedOutputIsPrinted: VerifyCheck {
    let name = "The output the workbook quotes from swift test on the starters is what it prints"

    func run(_ context: VerifyContext) -> [String] {
        var printed = context.starterTestRun.output
        var problems = OutputBlockCheck.problems(in: context.workbook, startersOutput: printed)
        for _ in 1..<3 where !problems.isEmpty {
            printed += "\n" + context.runStarterTests().output
            problems = OutputBlockCheck.problems(in: context.workbook, startersOutput: printed)
        }
        return problems
    }
}
