// MARK: - What the person typed

/// One line of input, understood.
enum Command: Equatable {
    /// Toggle the favourite of the row with this number, as printed (the first row is 1).
    case toggle(Int)
    case reload
    case quit
    case unknown

    static let help = "Type a row number to toggle its favourite, r to reload, q to quit."

    init(_ line: String) {
        let word = line.filter { !$0.isWhitespace }.lowercased()
        switch word {
        case "r": self = .reload
        case "q": self = .quit
        default: self = Int(word).map(Command.toggle) ?? .unknown
        }
    }
}
