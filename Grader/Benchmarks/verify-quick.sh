#!/usr/bin/env bash
# Measures `./grade.sh verify --quick`, the instructors' check before a session: on a fresh copy
# of the repository (no build folders), grader build included; then again on the same copy
# with --no-cache (warm builds, every test run again: verify after a change); then once more as
# it is (every stage's result from the cache). Prints the three durations, and fails if verify
# fails or leaves anything in the temporary folder (bash 3.2; nothing GNU-only).
#
#   Grader/Benchmarks/verify-quick.sh
set -eu

here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"

# verify checks the kata as committed: the copy is a git repository with one commit.
copy="$work/copy"
copy_repository "$here" "$copy"
git -C "$copy" init --quiet
git -C "$copy" add -A
git -C "$copy" -c user.name=bench -c user.email=bench@localhost commit --quiet -m copy

# verify's own temporary folder: it must be empty afterwards.
temporary="$work/tmp"
mkdir -p "$temporary"

# run NAME [OPTION]: one verify --quick, timed.
run() {
    start=$(now)
    if ! TMPDIR="$temporary" "$copy/grade.sh" verify --quick ${2:+"$2"} >"$work/$1.log" 2>&1; then
        cat "$work/$1.log" >&2
        echo "verify-quick.sh: verify --quick failed ($1)" >&2
        exit 1
    fi
    end=$(now)
    echo "verify --quick, $1: $(elapsed "$start" "$end") s"
}
run "fresh copy, grader build included"
run "warm builds, no cached results" --no-cache
run "cached"

left=$(ls -A "$temporary")
if [ -n "$left" ]; then
    echo "verify-quick.sh: verify left files in the temporary folder: $left" >&2
    exit 1
fi
echo "nothing left in the temporary folder"
