import Testing

// MARK: - Submissions shaped to fool the reading of files: links and odd names

extension AttackCatalogue {
    @Test("Stages and Tests as symbolic links to the kata's Solutions are not graded as the student's work")
    func linksToTheSolutions() throws {
        let solutions = AttackLab.kata.appendingPathComponent("Solutions").path
        try AttackRun.expectFutile(Attack(name: "links-to-the-solutions", stages: [1],
            links: ["Stages": solutions, "Tests": solutions]))
    }

    @Test("Stages and Tests as symbolic links to a classmate's folders are not graded as the student's work")
    func linksToAClassmate() throws {
        try AttackRun.expectFutile(Attack(name: "links-to-a-classmate", stages: [1], links: [
            "Stages": AttackLab.honest.appendingPathComponent("Stages").path,
            "Tests": AttackLab.honest.appendingPathComponent("Tests").path,
        ]))
    }

    @Test("A file name with a quote, a backslash and a newline in one stage breaks no other stage")
    func oddFileName() throws {
        try AttackRun.expectFutile(Attack(name: "odd-file-name", stages: [1, 2], honestStages: [1], literalFiles: [
            "Stages/Stage2/Amount \"Notes\\2024\n.swift": "/// Notes about amounts.\nenum AmountNotes {}\n",
        ], compiles: false))
    }
}
