// MARK: - Test data

import Stage4

/// Two games with known ids, and one without a release year.
enum TestGames {
    static let zelda = Game(id: 10, title: "Zelda", releaseYear: 2017)
    static let celeste = Game(id: 20, title: "Celeste", releaseYear: 2018)
    static let goose = Game(id: 30, title: "Goose")

    static let list = [zelda, celeste, goose]
}
