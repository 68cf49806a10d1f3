#!/usr/bin/env bash
# Measures the mutation check of every stage (./grade.sh mutants), as verify runs it (bash 3.2).
#
#   Grader/Benchmarks/mutants.sh [RUNS]        (default: 3 runs of each case)
#
# Works in copies of the repository without build folders. Cases:
#   cold     a fresh copy: the grader built first, then the check from no workspace at all
#   warm     the check again, nothing changed
#   edited   after a real edit of stage 1's reference (a constant written another way, so the
#            mutants of that line change and the stage is built and run again)
# Prints each run and the median of each case.
set -eu

runs=${1:-3}
here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-mutants-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"
# timed CASE COPY: runs the check once in COPY and records its seconds under CASE.
timed() {
    start=$(now)
    "$2/grade.sh" mutants --quiet >"$work/last.txt" || { cat "$work/last.txt" >&2; echo "the check failed" >&2; exit 1; }
    end=$(now)
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
    echo "$1: $seconds s" >&2
    echo "$seconds" >>"$work/$1"
}

i=1
while [ "$i" -le "$runs" ]; do
    copy="$work/copy-$i"
    copy_repository "$here" "$copy"
    "$copy/grade.sh" --help >/dev/null
    timed cold "$copy"
    timed warm "$copy"
    file="$copy/Solutions/Stage1/NumberFormatter.swift"
    if [ $((i % 2)) -eq 1 ]; then old='remaining % 1000'; new='remaining % 1_000'; else old='remaining /= 1000'; new='remaining /= 1_000'; fi
    awk -v old="$old" -v new="$new" '{ i = index($0, old); if (i) $0 = substr($0, 1, i - 1) new substr($0, i + length(old)); print }' \
        "$file" >"$file.new" && mv "$file.new" "$file"
    timed edited "$copy"
    rm -rf "$copy"
    i=$((i + 1))
done
echo "mutation check of stages 1–4, median of $runs runs: cold $(median <"$work/cold") s · warm $(median <"$work/warm") s ·" \
    "after an edit of stage 1 $(median <"$work/edited") s"
tail -n 30 "$work/last.txt" | grep '^Stage'
