#!/usr/bin/env bash
# Issue 42's next step, measured with SwiftPM alone: stage 4's spec tests compiled once for a
# class, with no compiler driven by hand (bash 3.2; Linux only, as `spec-once.sh`).
#
#   Grader/Benchmarks/spec-once-swiftpm.sh
#
# Two packages, each built for the made-up class's students one after another in one warm
# folder (`make-class.sh`; every student's Stage4 as they hand it in), each build followed by a
# run of the spec tests:
#   - bare: the kata's manifest for stage 4, the spec tests depending on Stage4, so that every
#     student's Stage4 compiles them again;
#   - spec once: Stage4 a dynamic library built with library evolution, and the spec tests with
#     no dependency on it: they read the reference's module (`-I`, built once here) and link
#     `libStage4` by name, so SwiftPM compiles them once; the test binary then loads each
#     student's library, found next to it.
# Prints each package's time for the class (builds and runs), how many student builds compiled
# the spec tests again, and every student whose verdict differs between the two (none is
# expected: a student's library that lacks a declaration the spec tests use would stop the
# spec-once binary as it loads).
set -eu

here=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-spec-once-swiftpm.XXXXXX")
trap 'rm -rf "$work"' EXIT

. "$here/Grader/Benchmarks/common.sh"

if [ "$(uname)" != "Linux" ]; then
    echo "spec-once-swiftpm.sh runs on Linux only" >&2
    exit 1
fi

"$here/Grader/Benchmarks/make-class.sh" "$work/class" >/dev/null

# The reference's Stage4 with library evolution: the module the spec-once package compiles against.
mkdir -p "$work/reference"
swiftc -swift-version 6 -gnone -Onone -parse-as-library -emit-library -enable-library-evolution -enable-testing \
    -module-name Stage4 -emit-module -emit-module-path "$work/reference/Stage4.swiftmodule" \
    "$here"/Solutions/Stage4/*.swift -o "$work/reference/libStage4.so" >"$work/reference.log" 2>&1 \
    || { grep error "$work/reference.log" >&2; exit 1; }

# package FOLDER MANIFEST: a package with the kata's stage 4 spec tests and the reference's
# Stage4 (replaced by each student's), under MANIFEST; the spec files import Stage4 testable in
# both (`stage4_with_spec`).
package() {
    stage4_with_spec "$here" "$1"
    printf '%s\n' "$2" >"$1/Package.swift"
}
package "$work/bare" '// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bare",
    targets: [
        .target(name: "Stage4", path: "Stages/Stage4"),
        .testTarget(name: "Stage4Spec", dependencies: ["Stage4"], path: "Tests/Stage4Spec"),
    ],
    swiftLanguageModes: [.v6]
)'
package "$work/once" "// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: \"Once\",
    products: [.library(name: \"Stage4\", type: .dynamic, targets: [\"Stage4\"])],
    targets: [
        .target(name: \"Stage4\", path: \"Stages/Stage4\",
                swiftSettings: [.unsafeFlags([\"-enable-library-evolution\", \"-enable-testing\"])]),
        .testTarget(name: \"Stage4Spec\", path: \"Tests/Stage4Spec\",
                    swiftSettings: [.unsafeFlags([\"-I\", \"$work/reference\"])],
                    linkerSettings: [.unsafeFlags([\"-L\", \"$work/reference\", \"-lStage4\"])]),
    ],
    swiftLanguageModes: [.v6]
)"

# grade PACKAGE STUDENT: the student's Stage4 in PACKAGE, built and its spec tests run; appends
# the seconds to PACKAGE.times, the verdict to PACKAGE.verdicts, and whether the spec tests
# were compiled to PACKAGE.compiled.
grade() {
    rm -rf "$work/$1/Stages/Stage4"
    cp -R "$work/class/$2/Stages/Stage4" "$work/$1/Stages/Stage4"
    start=$(now)
    if swift build --build-tests --package-path "$work/$1" -Xswiftc -gnone >"$work/$1.log" 2>&1; then
        # LD_BIND_NOW: a declaration a student's library lacks stops the run as it starts.
        verdict=$( (cd "$work/$1" && LD_BIND_NOW=1 swift test --skip-build --filter Stage4Spec 2>&1) \
            | grep -E "Test run with|symbol lookup error" | sed 's/\x1b\[[0-9;]*m//g; s/ after [0-9.]* seconds//' | tail -1)
    else
        verdict="does not compile"
    fi
    elapsed "$start" "$(now)" >>"$work/$1.times"; echo >>"$work/$1.times"
    echo "$2: ${verdict:-no verdict}" >>"$work/$1.verdicts"
    if grep -q "Compiling Stage4Spec" "$work/$1.log"; then echo "$2" >>"$work/$1.compiled"; fi
}

# Warm both folders with the reference, then the class, each student in both packages in turn.
for kind in bare once; do
    swift build --build-tests --package-path "$work/$kind" -Xswiftc -gnone >"$work/$kind.log" 2>&1 \
        || { tail -20 "$work/$kind.log" >&2; exit 1; }
    : >"$work/$kind.times"; : >"$work/$kind.verdicts"; : >"$work/$kind.compiled"
done
for folder in "$work"/class/*; do
    student=$(basename "$folder")
    [ -d "$folder/Stages/Stage4" ] || continue
    grade bare "$student"
    grade once "$student"
done

total() { awk '{ s += $1 } END { printf "%.1f", s }' "$1"; }
students=$(grep -c . "$work/bare.times")
echo "stage 4's spec tests for $students students, one after another: bare $(total "$work/bare.times") s" \
    "(median $(grep . "$work/bare.times" | median) s a student, spec tests compiled $(grep -c . "$work/bare.compiled") times);" \
    "spec once $(total "$work/once.times") s (median $(grep . "$work/once.times" | median) s, compiled $(grep -c . "$work/once.compiled") times)"
if diff "$work/bare.verdicts" "$work/once.verdicts" >"$work/verdicts.diff"; then
    echo "every student's verdict is the same in both"
else
    echo "verdicts that differ (bare <, spec once >):"
    grep '^[<>]' "$work/verdicts.diff"
fi
