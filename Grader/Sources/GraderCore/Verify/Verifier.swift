import Foundation

// MARK: - verify: the maintainers' check

/// Proves the kata's properties, prints a checklist, and returns 1 if anything fails.
public struct Verifier {
    let kata: KataRoot
    let arguments: Arguments

    public init(kata: KataRoot, arguments: Arguments) {
        self.kata = kata
        self.arguments = arguments
    }

    public func run() -> Int32 {
        print("TODO verify")
        return 1
    }
}
