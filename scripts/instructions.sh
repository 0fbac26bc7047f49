#!/usr/bin/env bash
# Instructions per operation for the benchmark workloads, counted by valgrind's callgrind in a
# release build. Each workload runs twice, for a short and a long count; the difference of the
# two totals divided by the difference of the counts is the cost of one operation, with the
# process's start-up and set-up cancelled out. Instruction counts are repeatable on a shared,
# noisy machine, where wall clock is not.
#
#   scripts/instructions.sh                 every workload, as a Markdown table
#   scripts/instructions.sh aeris formula   just those (the names are the table's first column)
#
# Needs valgrind (apt-get install valgrind). Builds Benchmarks/'s profile-workload in release
# mode first (several minutes the first time).
set -euo pipefail

source "$(dirname "$0")/stripped-workload.sh"

# name | short count | long count | per (operations in one count) | what one operation is
workloads=(
    "formula|20000|120000|1|Aeris row, hand-written closure of the docs/DESIGN.md formula (baseline)"
    "aeris|20000|120000|1|Aeris row, engine (animator built from the definition)"
    "aeris-library|20000|120000|1|Aeris row, engine (animator resolved through PresetLibrary)"
    "menu|20000|120000|1|one frame of the aeris-map-layers menu (9 visible rows)"
    "scroll-effects|20000|120000|1|one ScrollEffects frame (platform-neutral core), 20 visible bound Aeris cells"
    "scroll-effects-smooth|20000|120000|1|scroll-effects with smoothing spring(duration: 0.4, bounce: 0), frames at irregular times"
    "parade|20000|120000|1|parade-image-appear, every state (26 properties)"
    "menu20|20000|120000|1|one frame of 20 Aeris rows, stateless evaluate (baseline of menu20-smooth)"
    "menu20-smooth|20000|120000|1|one frame of 20 Aeris rows with smoothing spring(duration: 0.4, bounce: 0)"
    "parade-frame|20000|120000|1|parade-image-appear frame, stateless evaluate (baseline of parade-smooth)"
    "parade-smooth|20000|120000|1|parade-image-appear frame with smoothing spring(duration: 0.4, bounce: 0)"
    "transform|20000|120000|1|composed transform of one target (Animator.transform(of:in:))"
    "twelve|20000|120000|12|12-track animator, mixed curves, per track"
    "linear|20000|120000|12|12-track animator, linear segments, per track"
    "warm|20000|120000|1|resolve a preset, warm (cache hit)"
    "cold|200|1200|1|resolve a preset, cold (SQLite read, decode, compile)"
    "import-catalog|1000|6000|1|import, per preset: catalog service (preset-manager import's path)"
    "import-store|1000|6000|1|import, per preset: store alone"
    "import-raw|1000|6000|1|import, per preset: raw SQLite C API (baseline)"
)

# The instructions valgrind counts for `profile-workload NAME COUNT`.
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 >/dev/null \
        | awk '/Collected :/ { print $NF }'
}

selected=("$@")
declare -A perOperation
echo "| workload | instructions per operation | what | reproduce |"
echo "|---|---:|---|---|"
for row in "${workloads[@]}"; do
    IFS='|' read -r name short long per what <<<"$row"
    if ((${#selected[@]} > 0)) && [[ ! " ${selected[*]} " == *" $name "* ]]; then continue; fi
    first=$(count "$name" "$short")
    second=$(count "$name" "$long")
    value=$(awk -v a="$first" -v b="$second" -v n=$((long - short)) -v per="$per" 'BEGIN { printf "%.0f", (b - a) / n / per }')
    perOperation[$name]=$value
    echo "| $name | $value | $what | \`scripts/instructions.sh $name\` |"
done

# Ratios, each against a baseline counted in this same run.
ratio() {
    if [[ -n "${perOperation[$1]:-}" && -n "${perOperation[$2]:-}" ]]; then
        awk -v a="${perOperation[$1]}" -v b="${perOperation[$2]}" -v l="$1 / $2" 'BEGIN { printf "\n%s: %.2f×", l, a / b }'
    fi
}
ratio aeris formula
ratio menu20-smooth menu20
ratio scroll-effects-smooth scroll-effects
ratio parade-smooth parade-frame
ratio aeris-library formula
ratio import-catalog import-raw
ratio import-store import-raw
echo
