import Foundation
import GraderExecution

// MARK: - Gradescope's autograder zip

/// `autograder gradescope OUT.zip`: what Gradescope's autograder specification asks for, at
/// the zip's root: `setup.sh` (run once when Gradescope builds the image: Swift 6.3 on its
/// Ubuntu, bubblewrap, the grader built), `run_autograder` (run per submission: grades
/// `/autograder/submission` with the full kata and writes `/autograder/results/results.json`,
/// `GradescopeResults`), and the kata as committed under `kata/`, reference and planted bugs
/// included: the container is Gradescope's, and students never see it.
///
/// Where bubblewrap cannot make its namespaces in Gradescope's container, the fresh container
/// Gradescope starts for each submission is the sandbox; `run_autograder` says so in its output.
/// `KATA_AUTOGRADER_ROOT` stands for `/autograder`, so that the kata's tests can run the bundle
/// in a folder of their own.
package enum GradescopeBundle {
    package static func write(kata: KataRoot, to destination: URL) throws(UsageError) -> Int {
        let files = try StudentCopy(kata: kata).trackedFiles()
        var zip = ZipArchive()
        zip.add("setup.sh", Data(setup.utf8), executable: true)
        zip.add("run_autograder", Data(runAutograder.utf8), executable: true)
        for path in files.sorted() {
            let url = kata.url.appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            zip.add("kata/" + path, data, executable: FileManager.default.isExecutableFile(atPath: url.path))
        }
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try zip.data().write(to: destination, options: .atomic)
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("cannot write \(destination.path): \(error.localizedDescription)")
        }
        return files.count
    }

    static let setup = """
        #!/usr/bin/env bash
        # Gradescope runs this once, as root, when it builds the autograder's image: Swift 6.3 for
        # this Ubuntu from swift.org, the libraries it needs, bubblewrap for the grader's sandbox,
        # and the grader built, so that each submission starts grading at once.
        set -eu
        here=$(cd "$(dirname "$0")" && pwd)
        swift_version="6.3"
        # shellcheck source=/dev/null  # the system's own file: VERSION_ID, PRETTY_NAME
        . /etc/os-release
        case "$VERSION_ID" in
            22.04) gcc_version=11 ;;
            24.04) gcc_version=13 ;;
            *) echo "setup.sh: Swift $swift_version is installed for Ubuntu 22.04 or 24.04, not $PRETTY_NAME" >&2; exit 1 ;;
        esac
        platform="ubuntu$(echo "$VERSION_ID" | tr -d .)"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binutils bubblewrap ca-certificates curl git gnupg2 \\
            libc6-dev libcurl4-openssl-dev libedit2 "libgcc-$gcc_version-dev" libpython3-dev libsqlite3-0 \\
            "libstdc++-$gcc_version-dev" libxml2-dev libz3-dev pkg-config python3 tzdata unzip zlib1g-dev >/dev/null
        name="swift-$swift_version-RELEASE-ubuntu$VERSION_ID"
        curl -fsSL "https://download.swift.org/swift-$swift_version-release/$platform/swift-$swift_version-RELEASE/$name.tar.gz" \\
            -o /tmp/swift.tar.gz
        mkdir -p /opt/swift
        tar -xzf /tmp/swift.tar.gz -C /opt/swift --strip-components=1
        rm /tmp/swift.tar.gz
        export PATH="/opt/swift/usr/bin:$PATH"
        swift --version
        # The first ./grade.sh builds the grader; --help grades nothing.
        "$here/kata/grade.sh" --help >/dev/null

        """

    static let runAutograder = """
        #!/usr/bin/env bash
        # Gradescope runs this for each submission: it grades /autograder/submission with the kata
        # in /autograder/source/kata and writes /autograder/results/results.json.
        set -u
        root="${KATA_AUTOGRADER_ROOT:-/autograder}"
        kata="$root/source/kata"
        results="$root/results"
        export PATH="/opt/swift/usr/bin:$PATH"
        mkdir -p "$results"
        # A submission uploaded as one folder holding the workbook is graded from that folder.
        submission="$root/submission"
        if [ ! -d "$submission/Stages" ]; then
            for folder in "$submission"/*/; do
                if [ -d "$folder/Stages" ]; then submission="${folder%/}"; fi
            done
        fi
        sandbox=""
        if ! bwrap --unshare-all --die-with-parent --ro-bind / / true >/dev/null 2>&1; then
            echo "bubblewrap cannot make its namespaces in this container: the fresh container Gradescope starts for each submission is the sandbox."
            sandbox="--no-sandbox"
        fi
        # The kata is unpacked from a zip, not a git checkout: it is the kata as committed when
        # ./grade.sh autograder wrote the bundle, which --allow-modified-kata lets the grader take.
        # shellcheck disable=SC2086  # no option or one word
        "$kata/grade.sh" --submission "$submission" --quiet --allow-modified-kata $sandbox \\
            --gradescope "$results/results.json" > "$results/report.txt" 2> "$results/errors.txt"
        status=$?
        cat "$results/report.txt" "$results/errors.txt"
        if [ "$status" -gt 1 ] || [ ! -s "$results/results.json" ]; then
            # Nothing graded: the learner reads why, without the container's paths.
            reason=$(sed -e "s|$submission/||g" -e "s|$root/||g" -e 's/"/\\\\"/g' "$results/errors.txt" | head -n 3 | tr '\\n' ' ')
            printf '{"score": 0, "output": "Your submission could not be graded: %s", "tests": []}\\n' "$reason" > "$results/results.json"
        fi
        exit 0

        """
}
