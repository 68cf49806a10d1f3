// MARK: - One row of the list

/// What one row of the games list shows.
public struct GameListItemViewModel: Equatable, Sendable {
    public let title: String
    /// "Released in 2017", or "Release year unknown".
    public let subtitle: String
    public let isFavorite: Bool

    public init(game: Game, isFavorite: Bool) {
        title = game.title
        // TODO: subtitle — "Released in <year>", or "Release year unknown" when the year is nil.
        subtitle = ""
        self.isFavorite = isFavorite
    }
}
