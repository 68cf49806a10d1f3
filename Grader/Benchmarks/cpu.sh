#!/usr/bin/env bash
# Where a benchmark's CPU time goes, by kind of process: runs COMMAND with the kernel's process
# accounting on, then prints the CPU seconds (user and system) and the number of processes of
# each kind: the compiler, the build system and driver, links, test processes, the grader itself,
# symbol checks, sandboxes, the rest by name. Linux only, as root, with Debian's `acct` package
# (`apt-get install acct`) and python3.
#
#   Grader/Benchmarks/cpu.sh [--from NAME] COMMAND [ARGUMENTS…]
#
# With --from NAME, only processes that started once the first process called NAME had started
# count: `--from grader Grader/Benchmarks/batch.sh 1` leaves out the build of the grader that
# batch.sh makes first. The command's own output goes to standard error, the table to standard
# output. A process is counted when it ends, so the table is the whole run's.
set -eu

from=""
if [ "${1:-}" = "--from" ]; then
    from=$2
    shift 2
fi
[ "$#" -gt 0 ] || { echo "usage: cpu.sh [--from NAME] COMMAND [ARGUMENTS…]" >&2; exit 2; }
if ! command -v accton >/dev/null || ! command -v dump-acct >/dev/null; then
    echo "cpu.sh: needs the acct package (apt-get install acct) and root" >&2
    exit 2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/kata-cpu-bench.XXXXXX")
trap 'accton off >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

: >"$work/accounting"
accton "$work/accounting" >/dev/null
status=0
"$@" >&2 || status=$?
accton off >/dev/null
dump-acct "$work/accounting" >"$work/records"

python3 - "$work/records" "$from" <<'SUMMARY'
import collections, sys, time

records, first = sys.argv[1], sys.argv[2]
rows = []
for line in open(records, errors="replace"):
    fields = [field.strip() for field in line.split("|")]
    if len(fields) < 15:
        continue
    # dump-acct: name, version, user and system time in hundredths of a second, …, start time.
    started = time.mktime(time.strptime(fields[14], "%a %b %d %H:%M:%S %Y"))
    rows.append((fields[0], (float(fields[2]) + float(fields[3])) / 100, started))
if first:
    starts = [started for name, _, started in rows if name == first]
    if not starts:
        sys.exit(f"cpu.sh: no process called {first} ran")
    rows = [row for row in rows if row[2] >= min(starts)]

def kind(name):
    if name == "swift-frontend": return "the compiler (swift-frontend)"
    if name in ("swift-build", "swift-driver", "swift", "swiftc", "swift-package", "swift-test", "swift-help",
                "swift-symbolgra", "swift-autolink-"): return "the build system and driver"
    if name.startswith("ld") or name.startswith("clang"): return "links"
    if name.startswith("Kata") or name.endswith(".xctest") or name.endswith("-qos") or name.endswith("qos.overcommit"):
        return "test processes"
    if name == "grader": return "the grader itself"
    if name in ("llvm-nm", "llvm-objdump", "swift-demangle"): return "symbol checks"
    if name in ("bwrap", "kata-sandbox-st"): return "sandboxes"
    return "other: " + name

seconds, counts = collections.defaultdict(float), collections.Counter()
for name, cpu, _ in rows:
    seconds[kind(name)] += cpu
    counts[kind(name)] += 1
for name, cpu in sorted(seconds.items(), key=lambda item: -item[1]):
    if cpu >= 0.5:
        print(f"{name:40s} {cpu:8.1f} s CPU  {counts[name]:6d} processes")
print(f"{'all':40s} {sum(seconds.values()):8.1f} s CPU  {sum(counts.values()):6d} processes")
SUMMARY
exit "$status"
