#!/usr/bin/env bash
# Measures the grader's speed and prints medians (bash 3.2; nothing GNU-only).
#
#   Grader/Benchmarks/bench.sh [RUNS]        (default: 5 runs; the fresh-clone case runs twice)
#   BENCH_ONLY=side-by-side bench.sh [RUNS]  only case 4 (a grade beside bare swift test), as when
#                                            a change's cost is measured before and after
#
# 1. re-grade with nothing changed;
# 2. re-grade of stage 1 after a one-line edit of its code (a changed value, `false` ↔ `true`),
#    in the sandbox and with --no-sandbox (in a copy of the repository, never the repository);
# 3. re-grade of stage 1 after a one-line edit of a learner test (a changed value in a use-case
#    table that stays right), planted bugs included, in the sandbox and with --no-sandbox;
# 4. stage 4, where a learner spends most of their time: a re-grade after a one-line code edit
#    beside bare `swift test --filter Stage4Spec` after the same kind of edit, and after a
#    one-line learner-test edit (every planted bug hunted) beside bare `swift test --filter
#    Stage4Tests`, alternating, in the sandbox; and the same two pairs for stage 1, so that its
#    figures too can be read against what the machine does bare; each grade's time to its first
#    verdict (the line a plain grade prints before the hunt ends) beside its whole time; and
#    the learner-test edit again halfway through stage 4, with the tests of one task only;
# 5. what the planted bugs of every stage add to a warm full grade (no cache, with and without bugs);
# 6. first grade of a fresh clone, grader build included (slow: fewer runs).
set -eu

runs=${1:-5}
here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"

# A clone without build folders: what a learner gets.
clone() { copy_repository "$here" "$1"; }

copy="$work/copy"
clone "$copy"
echo "Warming up a copy of the repository…" >&2
"$copy/grade.sh" --quiet >/dev/null 2>&1 || true

# measure FILE PREPARE [GRADE ARGUMENTS…]: grades the copy $runs times, calling PREPARE with the
# run's number before each, and writes one duration a line to FILE.
measure() {
    out=$1; prepare=$2; shift 2
    : >"$out"
    i=0
    while [ "$i" -lt "$runs" ]; do
        "$prepare" "$i"
        start=$(now); "$copy/grade.sh" "$@" --quiet >/dev/null 2>&1 || true; end=$(now)
        elapsed "$start" "$end" >>"$out"; echo >>"$out"
        i=$((i + 1))
    done
}
# replace FILE OLD NEW: swaps one exact line for another (portable: no sed -i).
replace() {
    awk -v old="$2" -v new="$3" '{ if ($0 == old) print new; else print }' "$1" >"$1.bench" && mv "$1.bench" "$1"
}
# set_line FILE PREFIX NEW: replaces the one line that starts with PREFIX.
set_line() {
    awk -v prefix="$2" -v new="$3" '{ if (index($0, prefix) == 1) print new; else print }' "$1" >"$1.bench" && mv "$1.bench" "$1"
}
change_nothing() { :; }
# Every run changes a value, so neither the cache nor the compiler can skip the work.
edit_stage() {
    if [ $(($1 % 2)) -eq 0 ]; then replace "$copy/Stages/Stage1/IsEven.swift" "    false" "    true"
    else replace "$copy/Stages/Stage1/IsEven.swift" "    true" "    false"; fi
}
edit_learner_test() {
    if [ $(($1 % 2)) -eq 0 ]; then replace "$learner_test" '        (10, "Rp 10"),' '        (20, "Rp 20"),'
    else replace "$learner_test" '        (20, "Rp 20"),' '        (10, "Rp 10"),'; fi
}

only_side_by_side() { [ "${BENCH_ONLY:-}" = "side-by-side" ]; }
if ! only_side_by_side; then
    measure "$work/unchanged" change_nothing
    "$copy/grade.sh" 1 --quiet >/dev/null 2>&1 || true
    measure "$work/edited" edit_stage 1
    measure "$work/edited-unsandboxed" edit_stage 1 --no-sandbox
fi

# The model tests stand in for a learner's finished tests, so every planted bug has a test run.
for n in 1 2 3 4; do
    rm -rf "$copy/Tests/Stage${n}Tests"
    cp -R "$copy/Solutions/Stage${n}Tests" "$copy/Tests/Stage${n}Tests"
done
"$copy/grade.sh" --quiet >/dev/null 2>&1 || true
learner_test="$copy/Tests/Stage1Tests/NumberFormatterTests.swift"
if ! only_side_by_side; then
    measure "$work/tests-edited" edit_learner_test 1
    measure "$work/tests-edited-unsandboxed" edit_learner_test 1 --no-sandbox
fi

# Stage 4: each run edits, grades, edits again and runs the bare command, so both see the same
# kind of edit on the same warm build. The bare command's failures (starter code) do not matter.
stage4_code="$copy/Stages/Stage4/GameListItemViewModel.swift"
stage4_test="$copy/Tests/Stage4Tests/GameListItemViewModelTests.swift"
# Each edit writes a value of its own (the run's number): the grade and the bare command
# alternate, so a value that came back would let the grader's cache skip the work.
edit_stage4_code() {
    set_line "$stage4_code" '        subtitle = "' "        subtitle = \"run $1\""
}
edit_stage4_test() {
    set_line "$stage4_test" '        #expect(item.title ' "        #expect(item.title != \"Mario $1\")"
}
# Stage 1 the same way, each edit a value of its own: the formatter's starter answer, which stays
# wrong, and a row of a learner test's table, which stays right.
stage1_code="$copy/Stages/Stage1/NumberFormatter.swift"
edit_stage1_code() {
    set_line "$stage1_code" '    "' "    \"run $1\""
}
# The row of -7 becomes -7_100, -7_101… (Swift's digit separator), formatted "Rp -7.100"…
edit_stage1_test() {
    set_line "$learner_test" '        (-7' "        (-7_$((100 + $1)), \"Rp -7.$((100 + $1))\"),"
}
# side_by_side STAGE EDIT FILTER GRADE-FILE BARE-FILE VERDICT: $runs pairs of (edit, grade the
# stage) and (edit, bare swift test --filter FILTER). The grade's log is read as it comes: the
# moment its first line holding VERDICT appears (the first verdict, such as "· spec tests:") goes
# to GRADE-FILE.first.
side_by_side() {
    : >"$4"; : >"$5"; : >"$4.first"
    (cd "$copy" && swift build --build-tests >/dev/null 2>&1) || true
    i=0
    while [ "$i" -lt "$runs" ]; do
        "$2" $((2 * i))
        rm -f "$work/first-seen"
        start=$(now)
        "$copy/grade.sh" "$1" 2>&1 >/dev/null | while IFS= read -r line; do
            case $line in *"$6"*) [ -f "$work/first-seen" ] || now >"$work/first-seen" ;; esac
        done
        end=$(now)
        elapsed "$start" "$end" >>"$4"; echo >>"$4"
        if [ -f "$work/first-seen" ]; then elapsed "$start" "$(cat "$work/first-seen")" >>"$4.first"; echo >>"$4.first"; fi
        "$2" $((2 * i + 1))
        start=$(now); (cd "$copy" && swift test --filter "$3" >/dev/null 2>&1) || true; end=$(now)
        elapsed "$start" "$end" >>"$5"; echo >>"$5"
        i=$((i + 1))
    done
}
"$copy/grade.sh" 4 --quiet >/dev/null 2>&1 || true
# The first verdict a code edit brings is the spec tests'; a learner-test edit's, their run on
# the learner's own code (the spec tests' comes from the cache at once).
side_by_side 4 edit_stage4_code Stage4Spec "$work/stage4-code" "$work/stage4-code-bare" "· spec tests:"
side_by_side 4 edit_stage4_test Stage4Tests "$work/stage4-tests" "$work/stage4-tests-bare" "· your tests:"
side_by_side 1 edit_stage1_code Stage1Spec "$work/stage1-code" "$work/stage1-code-bare" "· spec tests:"
side_by_side 1 edit_stage1_test Stage1Tests "$work/stage1-tests" "$work/stage1-tests-bare" "· your tests:"
# Stage 4 halfway: the tests of one task (task 9, loading over HTTP) and the doubles, as a learner
# writing that task has them. Their edit changes the text of a body that stays malformed.
for file in "$copy"/Tests/Stage4Tests/*.swift; do
    case $file in */HTTPDataServiceTests.swift) ;; *) rm -f "$file" ;; esac
done
stage4_task_test="$copy/Tests/Stage4Tests/HTTPDataServiceTests.swift"
edit_stage4_task_test() {
    set_line "$stage4_task_test" '          arguments: ["<html>' \
        "          arguments: [\"<html>Down for maintenance $1</html>\", #\"{\"games\": [{\"title\": \"Celeste\"}]}\"#])"
}
"$copy/grade.sh" 4 --quiet >/dev/null 2>&1 || true
side_by_side 4 edit_stage4_task_test Stage4Tests "$work/stage4-task" "$work/stage4-task-bare" "· your tests:"
rm -rf "$copy/Tests/Stage4Tests"
cp -R "$copy/Solutions/Stage4Tests" "$copy/Tests/Stage4Tests"

# first FILE: the median time to the first verdict, or "none" when no run printed one.
first() { if grep -q . "$1.first"; then echo "$(grep . "$1.first" | median) s"; else echo "none"; fi; }
echo "median re-grade of stage 1 beside bare swift test, one-line code edit: $(grep . "$work/stage1-code" | median) s (first verdict $(first "$work/stage1-code")), against $(grep . "$work/stage1-code-bare" | median) s for bare swift test --filter Stage1Spec  ($runs runs each)"
echo "median re-grade of stage 1 beside bare swift test, one-line learner-test edit: $(grep . "$work/stage1-tests" | median) s (first verdict $(first "$work/stage1-tests")), against $(grep . "$work/stage1-tests-bare" | median) s for bare swift test --filter Stage1Tests  ($runs runs each)"
echo "median re-grade of stage 4, one-line code edit: $(grep . "$work/stage4-code" | median) s (first verdict $(first "$work/stage4-code")), against $(grep . "$work/stage4-code-bare" | median) s for bare swift test --filter Stage4Spec  ($runs runs each)"
echo "median re-grade of stage 4, one-line learner-test edit (every planted bug): $(grep . "$work/stage4-tests" | median) s (first verdict $(first "$work/stage4-tests")), against $(grep . "$work/stage4-tests-bare" | median) s for bare swift test --filter Stage4Tests  ($runs runs each)"
echo "median re-grade of stage 4 halfway (the tests of task 9 only), one-line learner-test edit: $(grep . "$work/stage4-task" | median) s (first verdict $(first "$work/stage4-task")), against $(grep . "$work/stage4-task-bare" | median) s for bare swift test --filter Stage4Tests  ($runs runs each)"
if only_side_by_side; then exit 0; fi

measure "$work/with-bugs" change_nothing --no-cache
measure "$work/without-bugs" change_nothing --no-cache --no-bugs

: >"$work/fresh"
fresh_runs=$(( runs < 2 ? runs : 2 ))
i=0
while [ "$i" -lt "$fresh_runs" ]; do
    rm -rf "$work/fresh-clone"
    clone "$work/fresh-clone"
    start=$(now); "$work/fresh-clone/grade.sh" --quiet >/dev/null 2>&1 || true; end=$(now)
    elapsed "$start" "$end" >>"$work/fresh"; echo >>"$work/fresh"
    i=$((i + 1))
done

echo "median re-grade, nothing changed:          $(grep . "$work/unchanged" | median) s  ($runs runs)"
echo "median re-grade of stage 1, one-line code edit: $(grep . "$work/edited" | median) s sandboxed, $(grep . "$work/edited-unsandboxed" | median) s with --no-sandbox  ($runs runs each)"
with_bugs=$(grep . "$work/with-bugs" | median)
without_bugs=$(grep . "$work/without-bugs" | median)
echo "median re-grade of stage 1, one-line learner-test edit (bugs included): $(grep . "$work/tests-edited" | median) s sandboxed, $(grep . "$work/tests-edited-unsandboxed" | median) s with --no-sandbox  ($runs runs each)"
echo "median warm full grade without cache: $with_bugs s with planted bugs, $without_bugs s without: the bugs add $(elapsed "$without_bugs" "$with_bugs") s  ($runs runs each)"
echo "median first grade of a fresh clone:       $(grep . "$work/fresh" | median) s  ($fresh_runs runs)"
