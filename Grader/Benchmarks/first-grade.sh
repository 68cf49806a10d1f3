#!/usr/bin/env bash
# A learner's first hour starts here: from a fresh clone to the first report, side by side with
# bare `swift test --filter Stage1` from a fresh clone of the same commit (bash 3.2; nothing
# GNU-only).
#
#   Grader/Benchmarks/first-grade.sh [PAIRS]   (default: 1 pair; each pair clones twice)
#
# The grade is `./grade.sh --json --quiet` in the clone, as a learner's first grade: the grader's
# own build included, then stage 1 alone (the first stage not complete), planted bugs hunted.
# The grader's own build is timed on its own (`./grade.sh --help` builds it, then prints), the
# grade after it: the first report is the sum, and the build alone is a floor that any grader
# built from source on the learner's machine pays before it grades anything.
# The bare run is what the workbook's Part A starts with. The two alternate, grade first, so a
# machine that grows busier or quieter during the run weighs on both alike. The figure to read
# is the ratio of the medians (issue 41 asks for at most 1.2).
set -eu

pairs=${1:-1}
here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-first-grade.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"

commit=$(git -C "$here" rev-parse HEAD)
if [ -n "$(git -C "$here" status --porcelain)" ]; then
    echo "first-grade.sh: this checkout has changes; both clones are of the commit $commit, without them" >&2
fi

# fresh_clone TO: a clone of the commit, with no build folder of any kind.
fresh_clone() {
    rm -rf "$1"
    git clone --quiet --no-hardlinks "$here" "$1"
    git -C "$1" checkout --quiet "$commit"
}

# A figure counts only for a real grade: each stage graded, its spec tests run, its own
# workspaces built (a grader whose builds failed answered sooner, and once looked 1.18 × bare).
cat >"$work/check.py" <<'CHECK'
import json, sys
report = json.load(open(sys.argv[1]))
stages = report["stages"]
assert stages and all(s["status"] in ("incomplete", "complete") and s["spec"]["total"] > 0 for s in stages), "a stage was not graded"
assert "build failed" not in json.dumps(report), "a build failed"
print(", ".join("%d (spec tests %d/%d)" % (s["stage"], s["spec"]["passed"], s["spec"]["total"]) for s in stages))
CHECK

: >"$work/grade"
: >"$work/grader-build"
: >"$work/bare"
i=0
while [ "$i" -lt "$pairs" ]; do
    i=$((i + 1))
    fresh_clone "$work/grade-clone"
    start=$(now)
    (cd "$work/grade-clone" && ./grade.sh --help >/dev/null 2>"$work/grade.err") || true
    built=$(now)
    (cd "$work/grade-clone" && ./grade.sh --json --quiet >"$work/report.json" 2>"$work/grade.err") || true
    end=$(now)
    if ! graded=$(python3 "$work/check.py" "$work/report.json"); then
        echo "first-grade.sh: the first grade is not a grade of the starters; see $work/report.json" >&2
        trap - EXIT
        exit 1
    fi
    grade_seconds=$(elapsed "$start" "$end")
    echo "$grade_seconds" >>"$work/grade"
    build_seconds=$(elapsed "$start" "$built")
    echo "$build_seconds" >>"$work/grader-build"

    fresh_clone "$work/bare-clone"
    start=$(now)
    (cd "$work/bare-clone" && swift test --filter Stage1 >"$work/bare.out" 2>&1) || true
    end=$(now)
    bare_seconds=$(elapsed "$start" "$end")
    echo "$bare_seconds" >>"$work/bare"
    echo "pair $i: first report $grade_seconds s (the grader's own build $build_seconds s; stages graded: $graded), bare swift test --filter Stage1 $bare_seconds s" >&2
done

grade_median=$(median <"$work/grade")
build_median=$(median <"$work/grader-build")
bare_median=$(median <"$work/bare")
echo "commit $commit, $(uname -s), $(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu) cores, load $(uptime | sed 's/.*load averages*: //')"
echo "median fresh clone to first report:        $grade_median s ($pairs pair(s))"
echo "  of which the grader's own build:          $build_median s ($(awk -v a="$build_median" -v b="$bare_median" 'BEGIN { printf "%.2f", a / b }') × bare, before any grading)"
echo "median fresh clone, swift test --filter Stage1: $bare_median s"
echo "ratio: $(awk -v a="$grade_median" -v b="$bare_median" 'BEGIN { printf "%.2f", a / b }') (issue 41: at most 1.2)"
