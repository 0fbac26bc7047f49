import ParallaxEngine

/// What each channel is, for people: its unit, what it does, and what it becomes in UIKit
/// (`UIView.apply(_:)`, through `LayerUpdate`), SwiftUI (`.viewState(_:)`) and CSS (`export
/// --format css`). The JSON Schema's descriptions and the channel table of docs/PRESETS.md are
/// written from it (a test checks the document shows the table ``markdownTable`` makes).
package struct ChannelGuide: Sendable {
    /// The unit values are in.
    package let unit: String
    /// What the channel does.
    let meaning: String
    /// What `UIView.apply(_:)` sets.
    let uiKit: String
    /// What `.viewState(_:)` sets in SwiftUI, or "—".
    let swiftUI: String
    /// The CSS property `export --format css` writes, or "—".
    let css: String

    /// The guide to `channel`.
    package static func of(_ channel: Channel) -> ChannelGuide {
        switch channel {
        case .alpha:
            ChannelGuide(unit: "0…1", meaning: "opacity", uiKit: "`alpha` (layer `opacity`)", swiftUI: "`opacity`", css: "`opacity`")
        case .translationX, .translationY, .translationZ:
            ChannelGuide(
                unit: "points",
                meaning:
                    "moves the view along \(axis(of: channel)) (\(channel == .translationZ ? "towards the viewer" : "after the scale"))",
                uiKit: "`transform`", swiftUI: "the transform", css: channel == .translationZ ? "`transform`" : "`translate`")
        case .scale: ChannelGuide(unit: "factor", meaning: "uniform scale", uiKit: "`transform`", swiftUI: "the transform", css: "`scale`")
        case .scaleX, .scaleY:
            ChannelGuide(
                unit: "factor", meaning: "scale along \(axis(of: channel)), times `scale`", uiKit: "`transform`", swiftUI: "the transform",
                css: "`scale`")
        case .rotation, .rotationZ:
            ChannelGuide(
                unit: "degrees", meaning: "turns the view in its plane (the two add up)", uiKit: "`transform`", swiftUI: "the transform",
                css: "`rotate`")
        case .rotationX, .rotationY:
            ChannelGuide(
                unit: "degrees", meaning: "turns the view about \(axis(of: channel)) in 3D (give it a `perspective`)", uiKit: "`transform`",
                swiftUI: "the transform", css: "`transform`")
        case .perspective:
            ChannelGuide(
                unit: "points", meaning: "eye distance for 3D turns (`m34 = −1/perspective`)", uiKit: "`transform`",
                swiftUI: "the transform", css: "`transform: perspective()`")
        case .x, .y:
            ChannelGuide(
                unit: "points", meaning: "the frame's \(channel == .x ? "left" : "top") edge", uiKit: "`frame.origin` (as `position`)",
                swiftUI: "—", css: channel == .x ? "`left`" : "`top`")
        case .width, .height:
            ChannelGuide(
                unit: "points", meaning: "the frame's \(channel.rawValue)", uiKit: "`frame.size` (as `bounds.size` and `position`)",
                swiftUI: "`frame(\(channel.rawValue):)`", css: "`\(channel.rawValue)`")
        case .centerX, .centerY:
            ChannelGuide(
                unit: "points", meaning: "the view's centre along \(axis(of: channel))", uiKit: "`center` (layer `position`)", swiftUI: "—",
                css: channel == .centerX ? "`left`" : "`top`")
        case .boundsWidth, .boundsHeight:
            ChannelGuide(
                unit: "points", meaning: "the bounds' \(side(of: channel)), about the centre", uiKit: "`bounds.size.\(side(of: channel))`",
                swiftUI: "`frame(\(side(of: channel)):)`", css: "`\(side(of: channel))`")
        case .cornerRadius:
            ChannelGuide(
                unit: "points", meaning: "rounded corners", uiKit: "`layer.cornerRadius`", swiftUI: "the background's and border's shape",
                css: "`border-radius`")
        case .borderWidth:
            ChannelGuide(
                unit: "points", meaning: "border line width", uiKit: "`layer.borderWidth`", swiftUI: "`strokeBorder`", css: "`border-width`"
            )
        case .borderColor:
            ChannelGuide(
                unit: "colour", meaning: "border colour", uiKit: "`layer.borderColor`", swiftUI: "`strokeBorder`", css: "`border-color`")
        case .backgroundColor:
            ChannelGuide(
                unit: "colour", meaning: "background colour", uiKit: "`backgroundColor`", swiftUI: "`background`", css: "`background-color`"
            )
        case .shadowColor:
            ChannelGuide(
                unit: "colour", meaning: "shadow colour", uiKit: "`layer.shadowColor`", swiftUI: "`shadow(color:)`", css: "`box-shadow`")
        case .shadowOpacity:
            ChannelGuide(
                unit: "0…1", meaning: "shadow opacity (0 by default: no shadow)", uiKit: "`layer.shadowOpacity`",
                swiftUI: "`shadow(color:)`'s alpha", css: "`box-shadow`")
        case .shadowRadius:
            ChannelGuide(
                unit: "points", meaning: "shadow blur radius", uiKit: "`layer.shadowRadius`", swiftUI: "`shadow(radius:)`",
                css: "`box-shadow` (blur 2 × radius)")
        case .shadowOffsetX, .shadowOffsetY:
            ChannelGuide(
                unit: "points", meaning: "shadow offset along \(axis(of: channel))", uiKit: "`layer.shadowOffset`",
                swiftUI: "`shadow(\(channel == .shadowOffsetX ? "x" : "y"):)`", css: "`box-shadow`")
        case .contentsRectX, .contentsRectY, .contentsRectWidth, .contentsRectHeight:
            ChannelGuide(
                unit: "0…1 of the image", meaning: "the part of the layer's image shown", uiKit: "`layer.contentsRect`", swiftUI: "—",
                css: "—")
        case .zPosition:
            ChannelGuide(unit: "points", meaning: "stacking order", uiKit: "`layer.zPosition`", swiftUI: "`zIndex`", css: "—")
        case .clipsToBounds:
            ChannelGuide(
                unit: "0 or 1", meaning: "clips its content when ≥ 0.5", uiKit: "`clipsToBounds`", swiftUI: "`clipShape`",
                css: "`overflow: hidden`")
        }
    }

    /// What a channel with no `rest` entry rests at, in words.
    static func identityText(of channel: Channel) -> String {
        channel.identity.map { $0 == 0 ? "0" : "1" } ?? "none"
    }

    /// One line describing `channel`, for the schema: "alpha: opacity (0…1, identity 1)".
    static func line(for channel: Channel) -> String {
        let guide = of(channel)
        let identity = channel.identity == nil ? "" : ", identity \(identityText(of: channel))"
        return "\(channel.rawValue): \(guide.meaning) (\(guide.unit)\(identity))"
    }

    /// The channel table of docs/PRESETS.md.
    static var markdownTable: String {
        var lines = [
            "| channel | unit | identity | what it does | UIKit | SwiftUI | CSS |",
            "|---|---|---|---|---|---|---|",
        ]
        for channel in Channel.allCases {
            let guide = of(channel)
            lines.append(
                "| `\(channel.rawValue)` | \(guide.unit) | \(identityText(of: channel)) | \(guide.meaning) | \(guide.uiKit) | \(guide.swiftUI) | \(guide.css) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    private static func side(of channel: Channel) -> String {
        channel == .boundsWidth ? "width" : "height"
    }

    private static func axis(of channel: Channel) -> String {
        switch channel {
        case .translationX, .scaleX, .rotationX, .centerX, .shadowOffsetX: "x"
        case .translationY, .scaleY, .rotationY, .centerY, .shadowOffsetY: "y"
        default: "z"
        }
    }
}
