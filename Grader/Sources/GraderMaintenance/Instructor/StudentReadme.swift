// MARK: - The README of a student copy

/// The `README.md` a student copy gets instead of the kata's, which names what the copy leaves
/// out (`verify`, the reference solutions, the instructors' and maintainers' guides): how to start, the
/// learner's commands, and what happens when the instructor grades. Nothing for instructors.
enum StudentReadme {
    static func text(stages: [Int]) -> String {
        """
        # Swift Unit Testing Kata

        A workbook that teaches you to unit test Swift code in \(stages.count) stages, and grades your work:
        the code you write, and the tests you write. This is your copy: work in it, commit, and
        push.

        ## Start

        You need Swift 6 (Xcode 16 or later on a Mac, or a Swift 6 toolchain on Linux). Nothing
        else: the package has no dependencies. Build everything once, then open the workbook,
        [`Exercises.md`](Exercises.md), and start with stage 1:

        ```sh
        swift build --build-tests
        ./grade.sh 1
        ```

        On Linux, `./grade.sh` runs your code in a [bubblewrap](https://github.com/containers/bubblewrap)
        sandbox when it is installed (`sudo apt-get install bubblewrap`); without it, it says so
        and grades anyway. macOS has its sandbox built in.

        ## Your commands

        ```sh
        ./grade.sh               # grade the stage you are on: the spec tests, task by task
        ./grade.sh 2             # grade stage 2 only (./grade.sh all: every stage)
        ./grade.sh watch         # grade again on every save, with the first failing test and a hint
        ./grade.sh hint 2 3      # the next hint for stage 2's task 3 (without 3: what is most urgent)
        ./grade.sh reset 2       # put stage 2's starter code back (your files are kept in a backup)
        swift test --filter Stage1   # run stage 1's tests yourself
        swift run Stage1Demo         # try stage 1 in the terminal
        ```

        Each stage has two parts. **Make it pass:** change the code in `Stages/StageN/` until the
        spec tests in `Tests/StageNSpec/` pass; do not edit the spec tests, `./grade.sh` notices.
        **Write your own tests** in `Tests/StageNTests/`: good tests catch bugs, and that is
        what they are graded on.


        """ + grading
    }

    /// What happens when the instructor grades, and where things are.
    static let grading = """
    ## Hand in your work

    This folder is a git repository with one commit: the workbook as handed out. Commit as you
    go, and push to the repository your instructor asked for (on GitHub, a new private
    repository of your own, or one made from the class's template):

    ```sh
    git remote add origin https://github.com/YOUR-NAME/YOUR-REPOSITORY.git
    git push -u origin main
    ```

    Your instructor collects the class from a roster, a line per student naming each
    repository (`owner/repository`), or through the class's platform (Gradescope, Classroom
    50): each push or upload is graded there as `./grade.sh` grades it here.

    ## When your instructor grades

    Your own tests are graded when your instructor grades the class: they run against a
    reference solution, where they must pass, and against bugs planted in it, one at a time,
    where a good suite fails. Your report then names each bug your tests missed by a question
    about behaviour, never by its fix. This copy has no reference and no planted bugs, so
    here `./grade.sh` says so and counts those points as not earned yet: the maximum it shows
    is the one your instructor's gradebook uses.

    Your instructor grades your code and your tests from `Stages/` and `Tests/StageNTests/`
    only, each test in a sandbox, with the kata's own spec tests: what you change elsewhere
    is not graded.

    ## Layout

    ```
    Exercises.md         the workbook: set-up, how to work, the stages
    Exercises/StageN.md  each stage's text, opening with a list of its tasks
    Stages/StageN/       your code
    Tests/StageNSpec/    the kata's spec tests: make them pass
    Tests/StageNTests/   your own tests
    Hints/StageN.md      three levels of hint per task (./grade.sh hint)
    Demos/StageNDemo/    each stage bound to a terminal "view"
    points.json          what each stage's spec tests and planted bugs are worth
    grade.sh, Grader/    the grader
    ```

    """
}
