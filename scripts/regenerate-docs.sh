#!/usr/bin/env bash
# Writes what docs/ shows from the tool's own tables: the JSON Schemas (docs/schema/*.json) and
# the channel table of docs/PRESETS.md (between its channel-table comments). Run it after
# changing a channel, the format or a bound; the tests say which file is stale.
#   scripts/regenerate-docs.sh [TOOL]   (TOOL: a built preset-manager; default: swift run)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -ge 1 ]]; then tool=("$1"); else swift build --product preset-manager >&2; tool=("$(swift build --show-bin-path)/preset-manager"); fi
"${tool[@]}" schema preset > docs/schema/preset.schema.json
"${tool[@]}" schema catalog > docs/schema/catalog.schema.json
table=$(mktemp)
trap 'rm -f "$table"' EXIT
"${tool[@]}" schema --channel-table > "$table"
python3 - "$table" <<'PY'
import sys
start = "<!-- the channel table:"
end = "<!-- end of the channel table -->"
path = "docs/PRESETS.md"
lines = open(path, encoding="utf-8").read().split("\n")
first = next(i for i, line in enumerate(lines) if line.startswith(start))
last = lines.index(end)
table = open(sys.argv[1], encoding="utf-8").read().rstrip("\n").split("\n")
open(path, "w", encoding="utf-8").write("\n".join(lines[: first + 1] + table + lines[last:]))
PY
echo "regenerated docs/schema/*.schema.json and docs/PRESETS.md's channel table" >&2
