#!/usr/bin/env bash
# Measures the least work any grader must do for the made-up class of 30 (make-class.sh): what
# bare SwiftPM compiles for each student, `swift build --build-tests` of the kata's package with
# the student's code and tests and the kata's own spec tests, nothing else (bash 3.2; nothing
# GNU-only).
#
#   Grader/Benchmarks/floor.sh [RUNS] [--own-only | --spec-once]   (default: 1 run)
#
# --own-only leaves the spec tests out (the floor as measured before 2026-11-29's sixth session):
# only the students' own code and tests.
# --spec-once measures a design, not bare SwiftPM (issue 42): each student's stage libraries
# compiled with library evolution (`-enable-library-evolution`), their own tests and stages 1
# to 3's spec tests, and stage 4's spec tests compiled once for the class, against the
# reference's Stage4 compiled the same way. A spec test binary built so runs against any Stage4
# with the workbook's public declarations, whatever its layout (`spec-once.sh` shows it); the
# one-time build is printed apart and counted in the total.
#
# One build folder for the whole class, with a manifest of four stage libraries, the kata's four
# spec test targets (as the kata ships them, never a student's copy) and the learner's four test
# targets, warmed by a finished submission first
# as the batch's workspace is; then each student's Stages and own Tests/StageNTests are synced
# into it in turn (only files whose bytes differ are written, as the grader's workspaces are)
# and built with `swift build --build-tests` (no debug info, as the grader builds), so only what
# changed since the student before is compiled: with the spec tests, each student's code change
# makes them compile again, as any grader that checks the code with them must. No twin, planted
# bug, test run or sandbox: a batch grade does all of this and more, so it cannot take less.
# Prints each run's wall time and its CPU time (user and system, of every compiler it started),
# both of the builds alone (not of the syncing between them), then the medians; on 2 cores a
# grader can at best spread that CPU time over both.
set -eu

runs=${1:-1}
with_spec=1
case "${2:-}" in
    --own-only) with_spec=0 ;;
    --spec-once) with_spec=2 ;;
esac
here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-floor-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"

"$here/Grader/Benchmarks/make-class.sh" "$work/class" >/dev/null
package="$work/package"
mkdir -p "$package"

cat >"$package/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ClassFloor",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "Stage1", path: "Stages/Stage1"),
        .target(name: "Stage2", path: "Stages/Stage2"),
        .target(name: "Stage3", path: "Stages/Stage3", resources: [.copy("Resources/ProductData.json")]),
        .target(name: "Stage4", path: "Stages/Stage4"),
        SPEC_TARGETS
        .testTarget(name: "Stage1Tests", dependencies: ["Stage1"], path: "Tests/Stage1Tests"),
        .testTarget(name: "Stage2Tests", dependencies: ["Stage2"], path: "Tests/Stage2Tests"),
        .testTarget(name: "Stage3Tests", dependencies: ["Stage3"], path: "Tests/Stage3Tests"),
        .testTarget(name: "Stage4Tests", dependencies: ["Stage4"], path: "Tests/Stage4Tests",
                    exclude: ["__Snapshots__"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
spec_targets=""
# The stages whose spec tests each student's build compiles: all four, or with --spec-once the
# first three (below).
per_student="1 2 3 4"
if [ "$with_spec" -eq 2 ]; then
    per_student="1 2 3"
    # The stage libraries with library evolution, so that code compiled against one stage's
    # public declarations runs against another's with other stored properties and helpers.
    awk '/\.target\(name: "Stage/ { sub(/\),$/, ", swiftSettings: [.unsafeFlags([\"-enable-library-evolution\"])]),") } { print }' \
        "$package/Package.swift" >"$work/manifest"
    mv "$work/manifest" "$package/Package.swift"
    # Stage 4's spec tests once, in a package of their own, against the reference built the
    # same way: they use its public declarations alone (`import Stage4`), which a client reaches
    # through the library's own code. Stages 1 to 3's use `@testable import`, and a client lays
    # out the internal types it reaches so itself: they stay per student, as bare SwiftPM has
    # them. The copy imports Stage4 testable (`stage4_with_spec`).
    once="$work/spec-once"
    stage4_with_spec "$here" "$once"
    cat >"$once/Package.swift" <<'ONCE'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SpecOnce",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "Stage4", path: "Stages/Stage4", swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]),
        .testTarget(name: "Stage4Spec", dependencies: ["Stage4"], path: "Tests/Stage4Spec"),
    ],
    swiftLanguageModes: [.v6]
)
ONCE
    start=$(now)
    swift build --build-tests --package-path "$once" -Xswiftc -gnone >"$work/spec-once.log" 2>&1 || { tail -20 "$work/spec-once.log" >&2; exit 1; }
    spec_once=$(elapsed "$start" "$(now)")
    echo "stage 4's spec tests compiled once for the class, against the reference: $spec_once s" >&2
fi
if [ "$with_spec" -ge 1 ]; then
    mkdir -p "$package/Tests"
    for n in $per_student; do
        cp -R "$here/Tests/Stage${n}Spec" "$package/Tests/Stage${n}Spec"
        spec_targets="$spec_targets.testTarget(name: \"Stage${n}Spec\", dependencies: [\"Stage${n}\"], path: \"Tests/Stage${n}Spec\"), "
    done
fi
awk -v targets="$spec_targets" '{ sub(/SPEC_TARGETS/, targets); print }' "$package/Package.swift" >"$work/manifest"
mv "$work/manifest" "$package/Package.swift"

# sync_folder FROM TO: makes folder TO hold FROM's files, writing only those whose bytes differ, so
# that SwiftPM, which goes by file dates, compiles only what changed.
sync_folder() {
    mkdir -p "$2"
    (cd "$1" && find . -type f) | while IFS= read -r file; do
        if ! cmp -s "$1/$file" "$2/$file"; then
            mkdir -p "$(dirname "$2/$file")"
            cp "$1/$file" "$2/$file"
        fi
    done
    (cd "$2" && find . -type f) | while IFS= read -r file; do
        if [ ! -f "$1/$file" ]; then rm "$2/$file"; fi
    done
}
# put STUDENT: the student's Stages and own tests in the build folder.
put() {
    sync_folder "$1/Stages" "$package/Stages"
    for n in 1 2 3 4; do sync_folder "$1/Tests/Stage${n}Tests" "$package/Tests/Stage${n}Tests"; done
}
# build: builds the package as the grader's workspaces are built; a student's compile error is fine.
build() {
    swift build --build-tests --package-path "$package" -Xswiftc -gnone >/dev/null 2>&1 || true
}
# cpu_seconds: the user and system time of this shell's finished children so far (`times` run
# in this shell, not in a command substitution, whose children are its own).
cpu_seconds() {
    times >"$work/times"
    awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); printf "%.2f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$work/times"
}

echo "Warming the build folder with a finished submission…" >&2
put "$work/class/student-01"
build

: >"$work/walls"; : >"$work/cpus"
i=1
while [ "$i" -le "$runs" ]; do
    : >"$work/build-walls"; : >"$work/build-cpus"
    for student in "$work"/class/*; do
        # The empty submission has nothing to compile.
        if [ ! -d "$student/Stages" ]; then continue; fi
        put "$student"
        start=$(now); cpu_seconds >"$work/cpu-before"
        build
        cpu_seconds >"$work/cpu-after"; end=$(now)
        elapsed "$start" "$end" >>"$work/build-walls"; echo >>"$work/build-walls"
        elapsed "$(cat "$work/cpu-before")" "$(cat "$work/cpu-after")" >>"$work/build-cpus"; echo >>"$work/build-cpus"
    done
    wall=$(awk '{ sum += $1 } END { printf "%.1f", sum }' "$work/build-walls")
    cpu=$(awk '{ sum += $1 } END { printf "%.1f", sum }' "$work/build-cpus")
    echo "run $i: $wall s wall, $cpu s CPU" >&2
    echo "$wall" >>"$work/walls"; echo "$cpu" >>"$work/cpus"
    i=$((i + 1))
done
case "$with_spec" in
    1) what="code, own tests and the kata's spec tests" ;;
    2) what="code (library evolution), own tests and stages 1 to 3's spec tests, stage 4's spec tests compiled once ($spec_once s, counted)" ;;
    *) what="own code and tests" ;;
esac
wall=$(median <"$work/walls")
if [ "$with_spec" -eq 2 ]; then wall=$(awk -v a="$wall" -v b="$spec_once" 'BEGIN { printf "%.1f", a + b }'); fi
echo "the class's $what compiled, median of $runs: $wall s wall, $(median <"$work/cpus") s CPU"
