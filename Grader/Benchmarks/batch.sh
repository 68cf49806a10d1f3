#!/usr/bin/env bash
# Measures grading a class of 30 (make-class.sh) with --batch, and prints medians (bash 3.2).
#
#   Grader/Benchmarks/batch.sh [RUNS]        (default: 3 runs)
#
# With KEEP_GRADEBOOK=FILE, the last run's gradebook is copied to FILE, to compare two ways of
# grading the same class (KATA_GRADER_SPEC_ONCE=no: stage 4's spec twins compiled for every
# student, as before 2026-11-30's fourth session).
#
# Works in a copy of the repository without build folders. The first run starts from no
# workspace at all (its first submission builds everything); every run starts with an empty
# result cache, as an instructor's first grade of a class does, and grades the whole class with
# the cache on: each submission is built and run in the workspace its predecessor left, and a
# stage byte for byte one graded earlier in the run (an untouched starter) comes from the cache.
# Prints each run's total, then the median total, the median time of a submission by kind, and
# where the last run's time went (each kind of work's steps, summed over the class).
set -eu

runs=${1:-3}
here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-batch-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"

copy="$work/copy"
copy_repository "$here" "$copy"
"$here/Grader/Benchmarks/make-class.sh" "$work/class" >/dev/null
echo "Building the grader in the copy…" >&2
"$copy/grade.sh" --help >/dev/null

: >"$work/totals"
i=1
while [ "$i" -le "$runs" ]; do
    rm -rf "$copy/Grader/.build/workspaces/batch/cache"
    start=$(now)
    # The copy has no git history to check the kata against: --allow-modified-kata.
    "$copy/grade.sh" --batch "$work/class" --out "$work/out" --allow-modified-kata 2>"$work/progress.$i" || true
    end=$(now)
    total=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
    echo "run $i: $total s" >&2
    echo "$total" >>"$work/totals"
    i=$((i + 1))
done

# A finished submission's line ends "(12.3 s); about …" or "(12.3 s)": its seconds, by kind.
seconds_of() {
    cat "$work"/progress.* | awk -v from="$1" -v to="$2" '
        /^\[[0-9]+\/[0-9]+\] student-[0-9]+: / {
            n = substr($2, 9, 2) + 0
            if (n >= from && n <= to && match($0, /\(([0-9.]+) s\)/)) print substr($0, RSTART + 1, RLENGTH - 4)
        }' | median
}
echo "class of 30, median of $runs runs: $(median <"$work/totals") s in all"
echo "  a submission, median: finished $(seconds_of 1 9) s · half-done $(seconds_of 10 17) s ·" \
    "just started $(seconds_of 18 21) s · not compiling $(seconds_of 22 25) s · hanging $(seconds_of 26 27) s ·" \
    "crashing $(seconds_of 28 29) s"
echo "  (the first run's first submission builds both workspaces from nothing)"
# The batch's last lines: each kind of work's steps, summed over the class (StepProfile).
echo "  where the last run's time went:"
sed -n '/^Where the time went/,$p' "$work/progress.$runs" | sed 's/^/  /'
echo "  gradebook of the last run: $(head -n 1 "$work/out/gradebook.csv" | cut -c1-60)… $(($(wc -l <"$work/out/gradebook.csv") - 1)) rows"
if [ -n "${KEEP_GRADEBOOK:-}" ]; then cp "$work/out/gradebook.csv" "$KEEP_GRADEBOOK"; fi
