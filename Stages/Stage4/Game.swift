// MARK: - Game

/// A video game in the catalogue. Nothing to do here.
public struct Game: Equatable, Sendable {
    public let id: Int
    public let title: String
    /// `nil` when the catalogue does not know the year.
    public let releaseYear: Int?

    public init(id: Int, title: String, releaseYear: Int? = nil) {
        self.id = id
        self.title = title
        self.releaseYear = releaseYear
    }
}
