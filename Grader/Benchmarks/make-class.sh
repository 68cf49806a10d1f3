#!/usr/bin/env bash
# Writes a made-up class of 30 submissions for the batch benchmark (bash 3.2; nothing GNU-only).
#
#   Grader/Benchmarks/make-class.sh DIR
#
# Every submission is different, as a real class is: each finished stage carries a value of its
# own (a private constant naming the student in every file), so no two builds are the same.
#   01–09 finished: every stage solved, the model tests as the student's tests
#   10–17 half-done: stages 1–2 finished, stage 3's code solved with the shipped example test,
#         stage 4 untouched
#   18–21 just started: stage 1's code solved and one test file of it, the rest untouched
#   22–25 not compiling: finished, but one stage (a different one each) has a type error
#   26–27 hanging: finished, but isEven loops forever
#   28–29 crashing: finished, but isEven crashes on negative numbers
#   30    empty: a folder with nothing of the kata in it
set -eu

out=${1:?usage: make-class.sh DIR}
here=$(cd "$(dirname "$0")/../.." && pwd -P)
mkdir -p "$out"

# replace FILE OLD NEW: swaps one exact line for another (portable: no sed -i).
replace() {
    awk -v old="$2" -v new="$3" '{ if ($0 == old) print new; else print }' "$1" >"$1.new" && mv "$1.new" "$1"
}
# tag FOLDER NAME: gives every Swift file in FOLDER a value of the student's own.
tag() {
    find "$1" -name '*.swift' | while IFS= read -r file; do
        printf '\nprivate let submittedBy = "%s"\n' "$2" >>"$file"
    done
}
starter() {
    mkdir -p "$1"
    (cd "$here" && tar cf - Package.swift Stages Tests) | (cd "$1" && tar xf -)
}
solve_code() {
    rm -rf "$1/Stages/Stage$2" && cp -R "$here/Solutions/Stage$2" "$1/Stages/Stage$2"
    tag "$1/Stages/Stage$2" "$3"
}
solve_tests() {
    rm -rf "$1/Tests/Stage$2Tests" && cp -R "$here/Solutions/Stage$2Tests" "$1/Tests/Stage$2Tests"
    tag "$1/Tests/Stage$2Tests" "$3"
}
finished() {
    starter "$1"
    for stage in 1 2 3 4; do solve_code "$1" "$stage" "$2"; solve_tests "$1" "$stage" "$2"; done
}
is_even="$(printf '    number.isMultiple(of: 2)')"

i=1
while [ "$i" -le 30 ]; do
    name=$(printf 'student-%02d' "$i")
    dir="$out/$name"
    rm -rf "$dir"
    if [ "$i" -le 9 ]; then
        finished "$dir" "$name"
    elif [ "$i" -le 17 ]; then
        starter "$dir"
        for stage in 1 2; do solve_code "$dir" "$stage" "$name"; solve_tests "$dir" "$stage" "$name"; done
        solve_code "$dir" 3 "$name"
    elif [ "$i" -le 21 ]; then
        starter "$dir"
        solve_code "$dir" 1 "$name"
        cp "$here/Solutions/Stage1Tests/IsEvenTests.swift" "$dir/Tests/Stage1Tests/"
        tag "$dir/Tests/Stage1Tests" "$name"
    elif [ "$i" -le 25 ]; then
        finished "$dir" "$name"
        stage=$((i - 21))
        file=$(find "$dir/Stages/Stage$stage" -name '*.swift' | sort | head -n 1)
        printf 'let notANumber: Int = "%s"\n' "$name" >>"$file"
    elif [ "$i" -le 27 ]; then
        finished "$dir" "$name"
        replace "$dir/Stages/Stage1/IsEven.swift" "$is_even" \
            "    var turns = 0; while turns >= 0 { turns = (turns + 1) % 1000 }; return number.isMultiple(of: 2)"
    elif [ "$i" -le 29 ]; then
        finished "$dir" "$name"
        replace "$dir/Stages/Stage1/IsEven.swift" "$is_even" \
            "    if number < 0 { fatalError(\"negative numbers are not supported\") }; return number.isMultiple(of: 2)"
    else
        mkdir -p "$dir"
        echo "I could not get it to work, sorry" >"$dir/NOTE.txt"
    fi
    i=$((i + 1))
done
echo "$out: $(ls "$out" | wc -l | tr -d ' ') submissions"
