#!/usr/bin/env bash
# Measures what a submission whose learner tests all hang costs against its --budget (bash 3.2).
#
#   Grader/Benchmarks/budget.sh [BUDGET]        (default: 45 s)
#
# Works in a copy of the repository without build folders. The submission is the starters with
# the attack catalogue's dozen hanging tests (`hangs-in-every-test`) in Tests/Stage1Tests. A
# first grade of the starters warms the workspaces, so that the figure is the hunt's, not a
# cold build's; then stage 1 is graded with --budget and timed. Prints the wall-clock seconds
# and the grader's own account (the report's `budget`).
set -eu

budget=${1:-45}
here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-budget-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"

copy="$work/copy"
copy_repository "$here" "$copy"
submission="$work/submission"
mkdir -p "$submission"
cp -R "$copy/Stages" "$copy/Tests" "$submission/"
echo "Building the grader in the copy and warming the workspaces…" >&2
# The copy has no git history to check the kata against: --allow-modified-kata.
"$copy/grade.sh" 1 --submission "$submission" --allow-modified-kata --quiet >/dev/null 2>&1 || true
cp "$here/Grader/Tests/GraderAttackTests/Attacks/hangs-in-every-test/Tests/Stage1Tests/HangingTests.swift" \
    "$submission/Tests/Stage1Tests/"

start=$(now)
"$copy/grade.sh" 1 --submission "$submission" --allow-modified-kata --quiet --json --no-cache --budget "$budget" \
    >"$work/report.json" 2>/dev/null || true
end=$(now)
account=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("budget"))' "$work/report.json" 2>/dev/null || echo "?")
echo "a dozen hanging learner tests, --budget $budget: $(elapsed "$start" "$end") s wall-clock; the report's budget: $account"
