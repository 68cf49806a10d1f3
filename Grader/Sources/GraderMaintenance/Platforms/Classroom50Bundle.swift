import Foundation
import GraderEngine
import GraderExecution

// MARK: - Classroom 50's autograder for one assignment

/// `autograder classroom50 OUT`: the folder to put at `CLASSROOM/autograders/ASSIGNMENT/` in
/// the classroom's repository: `autograder.py`, which Classroom 50's runner starts in the
/// student's checkout and which writes the `result.json` its Advanced Autograding page
/// specifies (`classroom50/result/v1`); `kata/`, the student copy it grades with (no reference:
/// the runner works in the student's own GitHub Actions, where the student could read what it
/// holds); and `runtime.json`, the assignment's runtime block (Swift's official image).
///
/// There the grade is the spec tests', stage by stage (`Classroom50Result`), with no sandbox
/// but the job's container; the planted bugs and the mark that counts come from the
/// instructor's own grading with the full kata.
package enum Classroom50Bundle {
    package static func write(kata: KataRoot, to destination: URL, points: PointsTable) throws(UsageError) -> Int {
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: destination.path), !existing.isEmpty {
            throw UsageError("\(destination.path) is not empty: give a new folder for the autograder")
        }
        let count = try StudentCopy(kata: kata).write(to: destination.appendingPathComponent("kata"), points: points, asRepository: false)
        let runtime = "{\n  \"runtime\": {\n    \"container\": { \"image\": \"\(WorkflowRules.swiftImage)\" }\n  }\n}\n"
        do {
            try Data(autograder.utf8).write(to: destination.appendingPathComponent("autograder.py"))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: destination.appendingPathComponent("autograder.py").path)
            try Data(runtime.utf8).write(to: destination.appendingPathComponent("runtime.json"))
        } catch {
            throw UsageError("cannot write the autograder into \(destination.path): \(error.localizedDescription)")
        }
        return count + 2
    }

    static let autograder = """
        #!/usr/bin/env python3
        \"\"\"Classroom 50's autograder for the Swift Unit Testing Kata, written by
        `./grade.sh autograder classroom50`.

        The runner starts it in the student's checkout. It grades the checkout with the student
        copy in kata/ beside it (spec tests, stage by stage, in whole points), and writes
        result.json as classroom50/result/v1 asks: exit 0 once it is written, whatever the
        grade; another code when grading itself failed.
        \"\"\"

        import datetime
        import json
        import os
        import pathlib
        import subprocess
        import sys
        import tempfile

        bundle = pathlib.Path(os.environ.get("CLASSROOM50_BUNDLE_DIR") or pathlib.Path(__file__).resolve().parent)
        checkout = pathlib.Path.cwd()
        with tempfile.TemporaryDirectory() as scratch:
            graded = pathlib.Path(scratch) / "tests.json"
            # The job's container is the only sandbox: an unprivileged container makes no namespaces.
            run = subprocess.run(
                ["bash", str(bundle / "kata" / "grade.sh"), "--submission", str(checkout), "--no-bugs",
                 "--no-sandbox", "--allow-modified-kata", "--quiet", "--classroom50", str(graded)],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            print(run.stdout)
            if run.returncode > 1 or not graded.exists():
                sys.exit(run.returncode or 2)
            tests = json.loads(graded.read_text())

        environment = os.environ.get
        commit = environment("COMMIT_URL", "") or "-"
        result = {
            "schema": "classroom50/result/v1",
            "classroom": environment("CLASSROOM", "") or "-",
            "assignment": environment("ASSIGNMENT", "") or "-",
            "assignment_type": environment("ASSIGNMENT_TYPE", "") or "individual",
            "owner": environment("OWNER", "") or environment("USERNAME", "") or "-",
            "submission": environment("SUBMISSION_TAG", "") or "submit/unknown",
            "commit": commit,
            "release": environment("RELEASE_URL", "") or commit,
            "review": environment("REVIEW_URL", "") or commit,
            "datetime": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "score": tests["score"],
            "max-score": tests["max-score"],
            "tests": tests["tests"],
        }
        pathlib.Path("result.json").write_text(json.dumps(result, indent=2) + "\\n")
        summary = f"Swift Unit Testing Kata: {result['score']} of {result['max-score']} spec points"
        lines = [f"### {summary}", ""] + [f"- {test['test-name']}: {test['score']} of {test['max-score']}" for test in result["tests"]]
        pathlib.Path("release-body.md").write_text("\\n".join(lines) + "\\n")
        output = environment("GITHUB_OUTPUT")
        if output:
            with open(output, "a") as handle:
                status = "success" if result["score"] == result["max-score"] else "failure"
                handle.write(f"status={status}\\nsummary={summary}\\n")

        """
}
