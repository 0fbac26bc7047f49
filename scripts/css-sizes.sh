#!/usr/bin/env bash
# The size of every seed preset's exported CSS (`export NAME --format css`, the preview's default
# layout; `--reachable-only` for a preset that also moves in overscroll), before and after gzip,
# as the Markdown table BENCHMARKS.md records. Uses the debug build's preset-manager
# (`swift build` first) on a scratch seed catalog.
#
#   scripts/css-sizes.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tool="$(swift build --show-bin-path)/preset-manager"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export PRESET_CATALOG="$scratch/catalog.sqlite"
"$tool" init >/dev/null 2>&1
echo "| Preset | CSS bytes | gzip -9 bytes |"
echo "| --- | ---: | ---: |"
"$tool" presets list --format json | python3 -c 'import json, sys; [print(p["name"]) for p in json.load(sys.stdin)]' |
    while read -r name; do
        if ! "$tool" export "$name" --format css --out "$scratch/$name.css" 2>/dev/null; then
            "$tool" export "$name" --format css --reachable-only --out "$scratch/$name.css"
            name="$name (reachable only)"
        fi
        file="$scratch/${name%% *}.css"
        echo "| $name | $(wc -c <"$file") | $(gzip -9c "$file" | wc -c) |"
    done
