# What the benchmark scripts share (bash 3.2; nothing GNU-only). Sourced, never run.

# now: the time in seconds, with milliseconds where python3 is there.
now() { python3 -c 'import time; print("%.3f" % time.time())' 2>/dev/null || date +%s; }
# elapsed START END: seconds between two `now`s, two decimals.
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
# median: of the numbers on standard input, one a line.
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# copy_repository FROM TO: the repository's files without build folders or git history.
copy_repository() {
    mkdir -p "$2"
    (cd "$1" && tar cf - --exclude='./.build' --exclude='./.build-*' --exclude='./Grader/.build' \
        --exclude='./Grader/.build-*' --exclude='./.git' .) | (cd "$2" && tar xf -)
}
# stage4_with_spec KATA TO: the reference's Stage4 in TO/Stages and the kata's stage 4 spec tests in
# TO/Tests, each spec file importing Stage4 testable: against a stage built with library
# evolution, a switch over its enum needs `@unknown default` otherwise (Swift 6).
stage4_with_spec() {
    mkdir -p "$2/Stages" "$2/Tests"
    cp -R "$1/Solutions/Stage4" "$2/Stages/Stage4"
    cp -R "$1/Tests/Stage4Spec" "$2/Tests/Stage4Spec"
    find "$2/Tests/Stage4Spec" -name '*.swift' | while IFS= read -r file; do
        sed 's/^import Stage4$/@testable import Stage4/' "$file" >"$file.edited" && mv "$file.edited" "$file"
    done
}
