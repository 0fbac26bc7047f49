#!/usr/bin/env bash
# Compiles README.md's `swift` blocks that import nothing but ParallaxEngine, ParallaxUI, UIKit
# and SwiftUI (the row type and the UIKit and SwiftUI blocks) for iOS, as one target depending on
# ParallaxEngine and ParallaxUI only, so the view blocks see the row type the way an app that
# pastes them does; with the iOS script (build-for-ios.sh; it needs the iPhoneOS SDK snapshot, so
# CI does not run this):
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

# Block N (counting only the blocks compiled) becomes Sources/ReadmeBlocks/BlockN.swift.
mkdir -p "$scratch/Sources/ReadmeBlocks"
awk -v out="$scratch/Sources/ReadmeBlocks" '
    /^```swift$/ { inside = 1; text = ""; imports = 0; foreign = 0; next }
    /^```/ && inside {
        inside = 0
        if (imports > 0 && !foreign) {
            count++
            printf "%s", text > (out "/Block" count ".swift")
            close(out "/Block" count ".swift")
        }
        next
    }
    inside && /^import / {
        imports++
        if ($2 != "ParallaxEngine" && $2 != "ParallaxUI" && $2 != "UIKit" && $2 != "SwiftUI") foreign = 1
    }
    inside { text = text $0 "\n" }
    END { print count + 0 > (out "/../.readme-block-count") }
' "$page"
count=$(cat "$scratch/Sources/.readme-block-count")
[ "$count" -gt 0 ] || { echo "readme-ios-blocks: $page has no block importing only ParallaxEngine, ParallaxUI, UIKit or SwiftUI" >&2; exit 2; }
echo 'package.targets.append(.target(name: "ReadmeBlocks", dependencies: ["ParallaxEngine", "ParallaxUI"]))' >> "$scratch/Package.swift"
echo "readme-ios-blocks: $count block(s) of ${page#$root/} in target ReadmeBlocks" >&2
"$buildForIOS" "$scratch" ReadmeBlocks
