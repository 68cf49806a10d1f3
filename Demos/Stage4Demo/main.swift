// MARK: - Stage 4 demo: the games list on a terminal
//
//     swift run Stage4Demo
//     printf '2\nr\nq\n' | swift run Stage4Demo

import Stage4

// Put the real pieces together here, and only here: tests put doubles in their place.
let viewModel = GamesListViewModel(
    dataService: SampleGamesService(),
    favorites: InMemoryFavoritesStore(favoriteIDs: [2])
)
// The view writes lines; here they go to the terminal, in a test to a list the test reads.
let view = GamesListTerminalView(viewModel: viewModel, write: { print($0) })

await viewModel.loadGames()
print(Command.help)

reading: while let line = readLine() {
    switch Command(line) {
    case .toggle(let rowNumber):
        view.toggleFavorite(rowNumber: rowNumber)
    case .reload:
        await viewModel.loadGames()
    case .quit:
        break reading
    case .unknown:
        print(Command.help)
    }
}
