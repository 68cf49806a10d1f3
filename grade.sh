#!/usr/bin/env bash
# Grades this copy of the Swift Unit Testing Kata (or another one, with --submission DIR).
#
#   ./grade.sh            the stage you are on ./grade.sh 2 3      only stages 2 and 3
#   ./grade.sh all        every stage          ./grade.sh hint 2 3 a hint for stage 2's task 3
#   ./grade.sh --json     report as JSON       ./grade.sh --help   every option
#   ./grade.sh verify     the maintainers' check
#   ./grade.sh clean      remove the grader's workspaces
#
# Portable on purpose (bash 3.2 as on macOS, no GNU-only flags): it builds the grader in
# Grader/ when its sources are newer than the binary, then hands over to it.
set -eu

# Reached through a link to this script (~/bin/kata-grade), the kata is where the script is.
script="$0"
while [ -L "$script" ]; do
    target=$(readlink "$script")
    case "$target" in
        /*) script="$target" ;;
        *) script="$(dirname "$script")/$target" ;;
    esac
done
here=$(cd "$(dirname "$script")" && pwd -P)
grader_dir="$here/Grader"
# grade.sh's own build of the grader, apart from the one `swift test` makes for its tests (below).
scratch="$grader_dir/.build/grade-sh"
binary="$scratch/debug/grader"
# The first program of every sandboxed test run on Linux: a product of its own, built beside the grader.
starter="$scratch/debug/kata-sandbox-start"

needs_build=0
if [ ! -x "$binary" ] || [ ! -x "$starter" ]; then
    needs_build=1
elif [ -n "$(find "$grader_dir/Sources" "$grader_dir/Package.swift" -newer "$binary" -print 2>/dev/null | head -n 1)" ]; then
    needs_build=1
fi

if [ "$needs_build" -eq 1 ]; then
    # The build comes before the grader can say anything of its own: say why the wait.
    quiet=0
    for argument in "$@"; do
        if [ "$argument" = "--quiet" ]; then quiet=1; fi
    done
    if [ "$quiet" -eq 0 ]; then
        echo "grade.sh: building the grader (on the first run, and after it changes: about half a minute)…" >&2
    fi
    # SwiftPM leaves lock files in the temporary folder: give it one inside the build folder.
    # Swift's tools stop on a temporary folder whose path is not ASCII (a checkout under
    # "Übungen"): then one of our own in /tmp, removed after the build.
    build_tmp="$grader_dir/.build/tmp"
    own_tmp=""
    if printf '%s' "$build_tmp" | LC_ALL=C grep -q '[^ -~]'; then
        own_tmp=$(mktemp -d /tmp/kata-grader-build.XXXXXX)
        build_tmp="$own_tmp"
    fi
    mkdir -p "$build_tmp"
    log="$build_tmp/kata-grader-build.$$.log"
    # Both programs in one build, without debug info (a fifth less time, nobody debugs the
    # grader from here) and without the index store that SwiftPM writes for editors (another
    # fifth). The grader's own tests need that store (on Linux it is how XCTest's tests are
    # found), so this build has a folder of its own and never makes theirs start again.
    build_grader() {
        TMPDIR="$build_tmp" swift build --package-path "$grader_dir" --scratch-path "$scratch" \
            --disable-index-store -Xswiftc -gnone >"$log" 2>&1
    }
    # A checkout moved or renamed since its last build: the compiler's module cache holds the old
    # folder's path and refuses to be used, so it goes, and the build runs again.
    built=1
    build_grader || built=0
    if [ "$built" -eq 0 ] && grep -q "was compiled with module cache path" "$log"; then
        rm -rf "$scratch"/*/debug/ModuleCache
        built=1
        build_grader || built=0
    fi
    if [ "$built" -eq 0 ]; then
        cat "$log" >&2
        rm -f "$log"
        if [ -n "$own_tmp" ]; then rm -rf "$own_tmp"; fi
        echo "grade.sh: the grader does not build (see above)" >&2
        exit 2
    fi
    rm -f "$log"
    if [ -n "$own_tmp" ]; then rm -rf "$own_tmp"; fi
    # SwiftPM may leave the binary untouched when nothing it links changed: mark it fresh.
    touch "$binary"
fi

exec "$binary" --kata-root "$here" "$@"
