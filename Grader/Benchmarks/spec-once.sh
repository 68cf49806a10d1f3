#!/usr/bin/env bash
# Shows, on stage 4, the design `floor.sh --spec-once` measures (issue 42): the kata's spec tests
# compiled once, against the reference's Stage4 built with library evolution, then run against
# three Stage4 libraries each compiled alone:
#   - the reference's own (every spec test passes);
#   - a learner's with a layout of its own: stored properties the reference does not have,
#     before the ones it has, and a helper of its own (every spec test passes: the binary reads
#     the learner's types through their library, never by offsets of the reference's);
#   - one with a slip (a subtitle that reads "Released in year 2018": the tests of it fail);
#   - one whose `formattedAmount(cents:)` takes one more argument, with a default, so the
#     stage's own calls still compile: the binary stops as it loads, naming the function it
#     lacks, before any test runs.
# Prints the time of each build and each run's verdict (bash 3.2). Linux only: it names the
# libraries `.so` and finds them with LD_LIBRARY_PATH; on macOS, `swiftc` needs the path to
# Testing.framework, not written here.
#
#   Grader/Benchmarks/spec-once.sh
set -eu

here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-spec-once.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"

if [ "$(uname)" != "Linux" ]; then
    echo "spec-once.sh runs on Linux only" >&2
    exit 1
fi
flags=(-swift-version 6 -gnone -Onone)

# library FROM TO: Stage4 from the Swift files in FROM, with library evolution, as TO/libStage4.so.
library() {
    mkdir -p "$2"
    swiftc "${flags[@]}" -parse-as-library -emit-library -enable-library-evolution -enable-testing -module-name Stage4 \
        -emit-module -emit-module-path "$2/Stage4.swiftmodule" "$1"/*.swift -o "$2/libStage4.so" >"$work/log" 2>&1 \
        || { grep error "$work/log" >&2; exit 1; }
}
# edit FILE FIND REPLACE: FILE with FIND replaced, which must be there.
edit() {
    python3 - "$1" "$2" "$3" <<'EDIT'
import sys
path, find, replace = sys.argv[1:]
text = open(path).read()
if find not in text:
    sys.exit(f"{path} no longer has: {find}")
open(path, "w").write(text.replace(find, replace))
EDIT
}

# The learner's layout, and the slip.
cp -R "$here/Solutions/Stage4" "$work/learner"
edit "$work/learner/Game.swift" "    public let id: Int" "    private let shelf = 7
    var note = \"mine\"
    public let id: Int"
edit "$work/learner/GamesListViewModel.swift" "public final class GamesListViewModel {" "public final class GamesListViewModel {
    private var visits: [Int] = [1, 2, 3]"
printf '\nfunc learnersOwnHelper() -> Int { 42 }\n' >>"$work/learner/Game.swift"
cp -R "$here/Solutions/Stage4" "$work/slip"
# shellcheck disable=SC2016  # Swift's interpolation, written as it is
edit "$work/slip/GameListItemViewModel.swift" '"Released in \($0)"' '"Released in year \($0)"'
cp -R "$here/Solutions/Stage4" "$work/other-signature"
edit "$work/other-signature/FormattedAmount.swift" "formattedAmount(cents: Int) -> String" "formattedAmount(cents: Int, grouped: Bool = false) -> String"

# The spec tests, against the reference. A switch over a library-evolution enum elsewhere needs
# `@unknown default` unless the import is testable (Swift 6).
start=$(now)
library "$here/Solutions/Stage4" "$work/reference"
reference_time=$(elapsed "$start" "$(now)")
mkdir -p "$work/spec"
find "$here/Tests/Stage4Spec" -name '*.swift' | while IFS= read -r file; do
    sed 's/^import Stage4$/@testable import Stage4/' "$file" >"$work/spec/$(basename "$file")"
done
printf 'import Testing\nawait Testing.__swiftPMEntryPoint() as Never\n' >"$work/main.swift"
start=$(now)
swiftc "${flags[@]}" -I "$work/reference" -L "$work/reference" -lStage4 -module-name SpecOnce "$work/main.swift" "$work/spec"/*.swift \
    -o "$work/spec-tests" >"$work/log" 2>&1 || { grep error "$work/log" >&2; exit 1; }
spec_time=$(elapsed "$start" "$(now)")
start=$(now)
library "$work/learner" "$work/learner-library"
learner_time=$(elapsed "$start" "$(now)")
library "$work/slip" "$work/slip-library"
library "$work/other-signature" "$work/other-signature-library"
echo "reference's Stage4: $reference_time s; the spec tests, once: $spec_time s; a learner's Stage4: $learner_time s"

for library in reference learner-library slip-library other-signature-library; do
    # LD_BIND_NOW: a declaration the library lacks stops the run at its start, not in a test.
    verdict=$(env LD_LIBRARY_PATH="$work/$library" LD_BIND_NOW=1 "$work/spec-tests" --quiet 2>&1 \
        | grep -E "Test run with|symbol lookup error" | sed 's/.*symbol lookup error: [^:]*: /stopped at load: /' || true)
    echo "against $library: ${verdict:-no verdict}" | sed 's/\x1b\[[0-9;]*m//g'
done
