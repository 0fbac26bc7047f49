#!/usr/bin/env bash
# Compiles every `swift` block of README.md that imports UIKit or SwiftUI for iOS, each block as
# a target of its own depending on ParallaxEngine and ParallaxUI only, with the iOS script
# (build-for-ios.sh; it needs the iPhoneOS SDK snapshot, so CI does not run this):
#
#   scripts/readme-ios-blocks.sh                 README.md's blocks
#   scripts/readme-ios-blocks.sh docs/APP.md     another page's
#
# Settings (environment): BUILD_FOR_IOS (default ../shared/ios/build-for-ios.sh beside the
# project), SDK_MIRROR (default ../.mirror/theos+sdks/repo beside the project), WORK (default
# .build/ios-readme). Exit status: the iOS script's (0 when no block has an error).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
page="$root/${1:-README.md}"
[ -f "$page" ] || { echo "readme-ios-blocks: no such page: $page" >&2; exit 2; }
buildForIOS=${BUILD_FOR_IOS:-$root/../shared/ios/build-for-ios.sh}
export SDK_MIRROR=${SDK_MIRROR:-$root/../.mirror/theos+sdks/repo}
export WORK=${WORK:-$root/.build/ios-readme}

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tar -C "$root" --exclude=./.build --exclude=./.git -cf - . | tar -C "$scratch" -xf -

# Block N (counting only the blocks that import UIKit or SwiftUI) becomes Sources/ReadmeBlockN.
awk -v out="$scratch/Sources" '
    /^```swift$/ { inside = 1; text = ""; next }
    /^```/ && inside {
        inside = 0
        if (text ~ /\nimport (UIKit|SwiftUI)\n/ || text ~ /^import (UIKit|SwiftUI)\n/) {
            count++
            dir = out "/ReadmeBlock" count
            system("mkdir -p \"" dir "\"")
            printf "%s", text > (dir "/Block.swift")
            close(dir "/Block.swift")
        }
        next
    }
    inside { text = text $0 "\n" }
    END { print count + 0 > (out "/.readme-block-count") }
' "$page"
count=$(cat "$scratch/Sources/.readme-block-count")
[ "$count" -gt 0 ] || { echo "readme-ios-blocks: $page has no block importing UIKit or SwiftUI" >&2; exit 2; }
targets=()
for n in $(seq 1 "$count"); do
    echo "package.targets.append(.target(name: \"ReadmeBlock$n\", dependencies: [\"ParallaxEngine\", \"ParallaxUI\"]))" \
        >> "$scratch/Package.swift"
    targets+=("ReadmeBlock$n")
done
echo "readme-ios-blocks: $count block(s) of ${page#$root/}: ${targets[*]}" >&2
"$buildForIOS" "$scratch" "${targets[@]}"
