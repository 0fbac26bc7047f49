#!/usr/bin/env bash
# mutants.sh [LIST]
#
# A mutation run of the engine's own tests: for each mutant in LIST (default
# scripts/mutants.txt), copies Sources/ParallaxEngine and Tests/ParallaxEngineTests into a package
# of their own (the engine and swift-numerics only, so a mutant rebuilds in seconds, not the
# whole project), applies the one edit, builds, runs the engine's tests and reports the mutant
# killed (a test failed or the build broke) or alive. Prints one line a mutant and a total.
#
# A mutant is one line of LIST: `FILE:LINE:FROM:TO` (FILE under Sources/ParallaxEngine, the
# first FROM on LINE becomes TO; `:` is not allowed inside FROM or TO). `#` starts a comment.
# Settings (environment): WORK (the package's folder, default /tmp/parallax-mutants; kept
# between runs so the dependencies build once).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LIST=${1:-$ROOT/scripts/mutants.txt}
WORK=${WORK:-/tmp/parallax-mutants}
mkdir -p "$WORK/Sources" "$WORK/Tests"
cat >"$WORK/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "EngineMutants",
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "ParallaxEngine", dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .testTarget(
            name: "ParallaxEngineTests",
            dependencies: ["ParallaxEngine", .product(name: "PropertyBased", package: "swift-property-based")]),
    ]
)
MANIFEST
fresh() {
    rm -rf "$WORK/Sources/ParallaxEngine" "$WORK/Tests/ParallaxEngineTests"
    cp -R "$ROOT/Sources/ParallaxEngine" "$WORK/Sources/ParallaxEngine"
    cp -R "$ROOT/Tests/ParallaxEngineTests" "$WORK/Tests/ParallaxEngineTests"
}
run() { (cd "$WORK" && swift build --build-tests -q >/dev/null 2>&1 && swift test --skip-build -q >/dev/null 2>&1); }

fresh
run || { echo "mutants: the unmutated engine's tests fail; nothing to measure" >&2; exit 2; }
killed=0 alive=0
while IFS= read -r line; do
    line=${line%%#*}
    [ -n "${line// /}" ] || continue
    IFS=: read -r file number from to <<<"$line"
    fresh
    target="$WORK/Sources/ParallaxEngine/$file"
    if ! sed -n "${number}p" "$target" | grep -qF -- "$from"; then
        echo "mutants: $file:$number has no '$from'" >&2
        exit 2
    fi
    FROM=$from TO=$to N=$number python3 - "$target" <<'EDIT'
import os, sys
path = sys.argv[1]
lines = open(path).read().split("\n")
n = int(os.environ["N"]) - 1
lines[n] = lines[n].replace(os.environ["FROM"], os.environ["TO"], 1)
open(path, "w").write("\n".join(lines))
EDIT
    if run; then
        alive=$((alive + 1)); echo "alive   $file:$number '$from' -> '$to'"
    else
        killed=$((killed + 1)); echo "killed  $file:$number '$from' -> '$to'"
    fi
done <"$LIST"
fresh
echo "$killed killed, $alive alive of $((killed + alive))"
