# Sourced by scripts/instructions.sh and scripts/allocations.sh: builds Benchmarks/'s
# profile-workload in release mode (several minutes the first time) and sets `binary` to a copy
# of it without debug information, removed when the sourcing script exits. valgrind 3.19 cannot
# read the DWARF 5 debug information Swift 6 writes; the symbol table stays, so
# callgrind_annotate still names functions.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root/Benchmarks"
swift build -c release --product profile-workload >&2
built="$(swift build -c release --show-bin-path)/profile-workload"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
binary="$scratch/profile-workload"
cp "$built" "$binary"
strip --strip-debug "$binary"
