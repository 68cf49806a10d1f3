#!/usr/bin/env bash
# Measures ./grade.sh watch: from saving a file to the verdict on screen (bash 3.2, tmux).
#
#   Grader/Benchmarks/watch.sh [EDITS]        (default: 10 edits)
#
# Works in a copy of the repository without build folders. `./grade.sh watch 1` runs in a tmux
# terminal; after its first screen (the cold build, timed too), each edit writes a real change
# to Stages/Stage1/IsEven.swift, in turn the correct body (Task 1 turns ✔) and the starter's
# placeholder (it turns ✘ again), and times how long the screen takes to show it.
# Prints each edit and the median.
set -eu

edits=${1:-10}
here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-watch-bench.XXXXXX")
socket="kata-watch-bench-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"
command -v tmux >/dev/null || { echo "watch.sh needs tmux" >&2; exit 2; }

copy="$work/copy"
copy_repository "$here" "$copy"
"$copy/grade.sh" --help >/dev/null
file="$copy/Stages/Stage1/IsEven.swift"
cp "$file" "$work/starter.swift"
sed 's/^    false$/    number.isMultiple(of: 2)/' "$work/starter.swift" >"$work/solved.swift"
cmp -s "$work/starter.swift" "$work/solved.swift" && { echo "the starter's placeholder was not found" >&2; exit 1; }

# until TEXT: polls the screen every 50 ms until TEXT is on it (at most 10 minutes).
until_on_screen() {
    local polls=0
    while ! tmux -L "$socket" capture-pane -p -t bench | grep -q "$1"; do
        polls=$((polls + 1))
        [ "$polls" -lt 12000 ] || { echo "never saw: $1" >&2; exit 1; }
        sleep 0.05
    done
}

start=$(now)
tmux -L "$socket" new-session -d -s bench -x 120 -y 45 "cd '$copy' && ./grade.sh watch 1"
until_on_screen "✘ Task 1"
echo "first screen (cold build): $(elapsed "$start" "$(now)") s" >&2

i=1
while [ "$i" -le "$edits" ]; do
    if [ $((i % 2)) -eq 1 ]; then source="$work/solved.swift"; expected="✔ Task 1"; else source="$work/starter.swift"; expected="✘ Task 1"; fi
    start=$(now)
    cp "$source" "$file"
    until_on_screen "$expected"
    seconds=$(elapsed "$start" "$(now)")
    echo "edit $i ($expected): $seconds s" >&2
    echo "$seconds" >>"$work/edits"
    i=$((i + 1))
done
echo "median from save to verdict: $(median <"$work/edits") s over $edits edits"
