#!/usr/bin/env bash
# Heap allocations per operation for a benchmark workload, counted by valgrind's memcheck in a
# release build: `profile-workload NAME COUNT` runs twice, for a short and a long count; the
# difference of the two "total heap usage: N allocs" figures divided by the difference of the
# counts is the allocations of one operation (set-up cancels out). 0 means a frame allocates
# nothing.
#
#   scripts/allocations.sh scroll-effects        (workload names as in scripts/instructions.sh)
#
# Needs valgrind. Builds Benchmarks/'s profile-workload in release mode first.
set -euo pipefail

[ $# -ge 1 ] || { echo "usage: $0 WORKLOAD [SHORT LONG]" >&2; exit 64; }
name=$1
short=${2:-2000}
long=${3:-12000}
source "$(dirname "$0")/stripped-workload.sh"

allocs() {
    valgrind --tool=memcheck --leak-check=no "$binary" "$name" "$1" 2>&1 >/dev/null \
        | awk '/total heap usage:/ { gsub(",", "", $5); print $5 }'
}

first=$(allocs "$short")
second=$(allocs "$long")
awk -v a="$first" -v b="$second" -v n=$((long - short)) -v name="$name" \
    'BEGIN { printf "| %s | %d | %d | %.4f |\n", name, a, b, (b - a) / n }'
