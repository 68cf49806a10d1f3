#!/usr/bin/env bash
# Measures `./grade.sh verify --quick`, the instructors' check before a session, as an
# instructor meets it: on a fresh copy of the repository (no build folders), grader build
# included, then once more on the same copy (warm). Prints both durations, and fails if verify
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

for run in cold warm; do
    start=$(now)
    if ! TMPDIR="$temporary" "$copy/grade.sh" verify --quick >"$work/$run.log" 2>&1; then
        cat "$work/$run.log" >&2
        echo "verify-quick.sh: verify --quick failed ($run)" >&2
        exit 1
    fi
    end=$(now)
    echo "verify --quick, $run: $(elapsed "$start" "$end") s"
done

left=$(ls -A "$temporary")
if [ -n "$left" ]; then
    echo "verify-quick.sh: verify left files in the temporary folder: $left" >&2
    exit 1
fi
echo "nothing left in the temporary folder"
