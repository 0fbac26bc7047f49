#!/usr/bin/env bash
# The merge goal's figure: `preset-manager git merge` (git's merge driver) on a 10,000-preset
# catalog that each side changed 100 presets of (ours their summaries, theirs a keyframe; half
# the presets changed by both, in different members, as MergeWorkload does), timed as a whole
# process with its peak memory (GNU time), RUNS times. Uses the release build of the tool given
# (default .build/release/preset-manager; `swift build -c release --product preset-manager`).
#
#   scripts/merge-benchmark.sh [TOOL] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
tool="$(realpath "${1:-.build/release/preset-manager}")"
runs="${2:-5}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
python3 - "$scratch" <<'PY'
import json, sys
folder = sys.argv[1]
def preset(index, summary=None, scale_start=None):
    tracks = []
    for track, prop in enumerate(["alpha", "translationY", "scale"]):
        keyframes = []
        for keyframe, easing in enumerate(["outCubic", "inOutSine", None]):
            value = (index % 1000) + track * 0.25 + keyframe * 0.125
            if prop == "scale" and keyframe == 0 and scale_start is not None:
                value = scale_start
            entry = {"at": keyframe / 2, "value": value}
            if easing:
                entry["easing"] = easing
            keyframes.append(entry)
        tracks.append({"target": "card", "property": prop, "keyframes": keyframes})
    return {"name": "import-%07d" % index, "kind": "custom", "summary": summary or "benchmark preset %d" % index,
            "axis": "vertical", "timeline": {"viewportCenter": {}}, "tracks": tracks}
def write(name, presets):
    with open(f"{folder}/{name}.json", "w") as file:
        json.dump({"format": "parallax-catalog", "version": 1, "presets": presets}, file)
write("base", [preset(i) for i in range(10_000)])
write("ours", [preset(i, summary="ours %d" % i) for i in range(100)])
write("theirs", [preset(i, scale_start=-1) for i in range(50, 150)])
PY
"$tool" init --empty --catalog "$scratch/base.sqlite" >/dev/null
"$tool" import "$scratch/base.json" --catalog "$scratch/base.sqlite" >/dev/null
for side in ours theirs; do
    cp "$scratch/base.sqlite" "$scratch/$side.sqlite"
    "$tool" import "$scratch/$side.json" --replace --catalog "$scratch/$side.sqlite" >/dev/null
done
echo "base $(du -k "$scratch/base.sqlite" | cut -f1) KB; each side 100 presets changed"
for run in $(seq "$runs"); do
    cp "$scratch/ours.sqlite" "$scratch/merged.sqlite"
    /usr/bin/time -f "run $run: %e s wall, %M KB peak resident" \
        "$tool" git merge "$scratch/base.sqlite" "$scratch/merged.sqlite" "$scratch/theirs.sqlite" catalog.sqlite
done
"$tool" presets show import-0000060 --catalog "$scratch/merged.sqlite" --format json |
    python3 -c 'import json, sys; d = json.load(sys.stdin); d = d.get("definition", d); print("merged import-0000060:", d["summary"], "/ scale starts at", d["tracks"][2]["keyframes"][0]["value"])'
