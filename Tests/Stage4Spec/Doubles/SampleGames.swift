// MARK: - Games the spec tests load

import Stage4

/// A few games with known ids, titles and years.
enum SampleGames {
    static let celeste = Game(id: 2, title: "Celeste", releaseYear: 2018)
    static let hades = Game(id: 3, title: "Hades", releaseYear: 2020)
    static let goose = Game(id: 4, title: "Untitled Goose Game")

    static let all = [celeste, hades, goose]
}

/// A view model with the given doubles and a spy as its delegate.
///
/// Returns the spy too: the view model holds it weakly, so the caller must keep it.
@MainActor
func makeViewModel(
    service: any DataService = StubDataService.returning(SampleGames.all),
    query: any FavoritesQuery = FavoritesStub(),
    commands: any FavoritesCommands = FavoritesMock()
) -> (GamesListViewModel, DelegateSpy) {
    let viewModel = GamesListViewModel(dataService: service, favoritesQuery: query, favoritesCommands: commands)
    let spy = DelegateSpy()
    viewModel.delegate = spy
    return (viewModel, spy)
}
