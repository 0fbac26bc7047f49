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

    /// The guide to `channel`: its unit from the engine's table (``ParallaxEngine/Channel/descriptor``),
    /// the rest from the tools' (``facts(of:)``).
    package static func of(_ channel: Channel) -> ChannelGuide {
        let facts = facts(of: channel)
        let css: String
        switch facts.css {
        case .written(as: let property): css = property
        case .property(let name): css = "`\(name)`"
        case .refused: css = "—"
        }
        return ChannelGuide(
            unit: unitText(channel.descriptor.unit), meaning: facts.meaning, uiKit: facts.uiKit, swiftUI: facts.swiftUI, css: css)
    }

    /// A unit in words.
    static func unitText(_ unit: ChannelUnit) -> String {
        switch unit {
        case .points: "points"
        case .degrees: "degrees"
        case .factor: "factor"
        case .fraction: "0…1"
        case .unitCoordinates: "0…1 of the image"
        case .color: "colour"
        case .flag: "0 or 1"
        }
    }

    /// Everything the tools say or do with one channel beyond the engine's table
    /// (``ParallaxEngine/Channel/descriptor``): what it does, what UIKit and SwiftUI set for it,
    /// what the CSS export writes and which of the player's style writers shows it.
    struct Facts {
        /// What the channel does.
        let meaning: String
        /// What `UIView.apply(_:)` sets.
        let uiKit: String
        /// What `.viewState(_:)` sets in SwiftUI, or "—".
        let swiftUI: String
        /// What the CSS export writes, or why it cannot.
        let css: CSSExportChannelSupport
        /// The player's style writer.
        let player: PlayerStyle
    }

    /// The tools' table of channels: one row per channel, so adding a channel the compiler
    /// names this switch and every tool's fact about the channel is written here once.
    static func facts(of channel: Channel) -> Facts {
        switch channel {
        case .alpha:
            Facts(
                meaning: "opacity", uiKit: "`alpha` (layer `opacity`)", swiftUI: "`opacity`", css: .written(as: "`opacity`"),
                player: .opacity)
        case .translationX, .translationY, .translationZ:
            Facts(
                meaning:
                    "moves the view along \(axis(of: channel)) (\(channel == .translationZ ? "towards the viewer" : "after the scale"))",
                uiKit: "`transform`", swiftUI: "the transform",
                css: .written(as: channel == .translationZ ? "`transform`" : "`translate`"), player: .transform)
        case .scale:
            Facts(
                meaning: "uniform scale", uiKit: "`transform`", swiftUI: "the transform", css: .written(as: "`scale`"), player: .transform)
        case .scaleX, .scaleY:
            Facts(
                meaning: "scale along \(axis(of: channel)), times `scale`", uiKit: "`transform`", swiftUI: "the transform",
                css: .written(as: "`scale`"), player: .transform)
        case .rotation, .rotationZ:
            Facts(
                meaning: "turns the view in its plane (the two add up)", uiKit: "`transform`", swiftUI: "the transform",
                css: .written(as: "`rotate`"), player: .transform)
        case .rotationX, .rotationY:
            Facts(
                meaning: "turns the view about \(axis(of: channel)) in 3D (give it a `perspective`)", uiKit: "`transform`",
                swiftUI: "the transform", css: .written(as: "`transform`"), player: .transform)
        case .perspective:
            Facts(
                meaning: "eye distance for 3D turns (`m34 = −1/perspective`)", uiKit: "`transform`",
                swiftUI: "the transform", css: .written(as: "`transform: perspective()`"), player: .transform)
        case .x, .y:
            Facts(
                meaning: "the frame's \(channel == .x ? "left" : "top") edge", uiKit: "`frame.origin` (as `position`)",
                swiftUI: "—", css: .written(as: channel == .x ? "`left`" : "`top`"), player: .frame)
        case .width, .height:
            Facts(
                meaning: "the frame's \(channel.rawValue)", uiKit: "`frame.size` (as `bounds.size` and `position`)",
                swiftUI: "`frame(\(channel.rawValue):)`", css: .written(as: "`\(channel.rawValue)`"), player: .frame)
        case .centerX, .centerY:
            Facts(
                meaning: "the view's centre along \(axis(of: channel))", uiKit: "`center` (layer `position`)", swiftUI: "—",
                css: .written(as: channel == .centerX ? "`left`" : "`top`"), player: .frame)
        case .boundsWidth, .boundsHeight:
            Facts(
                meaning: "the bounds' \(side(of: channel)), about the centre", uiKit: "`bounds.size.\(side(of: channel))`",
                swiftUI: "`frame(\(side(of: channel)):)`", css: .written(as: "`\(side(of: channel))`"), player: .frame)
        case .cornerRadius:
            Facts(
                meaning: "rounded corners", uiKit: "`layer.cornerRadius`", swiftUI: "the background's and border's shape",
                css: .property("border-radius"), player: .property)
        case .borderWidth:
            Facts(
                meaning: "border line width", uiKit: "`layer.borderWidth`", swiftUI: "`strokeBorder`",
                css: .written(as: "`border-width`"), player: .border)
        case .borderColor:
            Facts(
                meaning: "border colour", uiKit: "`layer.borderColor`", swiftUI: "`strokeBorder`",
                css: .written(as: "`border-color`"), player: .border)
        case .backgroundColor:
            Facts(
                meaning: "background colour", uiKit: "`backgroundColor`", swiftUI: "`background`",
                css: .written(as: "`background-color`"), player: .background)
        case .shadowColor:
            Facts(
                meaning: "shadow colour", uiKit: "`layer.shadowColor`", swiftUI: "`shadow(color:)`",
                css: .written(as: "`box-shadow`"), player: .shadow)
        case .shadowOpacity:
            Facts(
                meaning: "shadow opacity (0 by default: no shadow)", uiKit: "`layer.shadowOpacity`",
                swiftUI: "`shadow(color:)`'s alpha", css: .written(as: "`box-shadow`"), player: .shadow)
        case .shadowRadius:
            Facts(
                meaning: "shadow blur radius", uiKit: "`layer.shadowRadius`", swiftUI: "`shadow(radius:)`",
                css: .written(as: "`box-shadow` (blur 2 × radius)"), player: .shadow)
        case .shadowOffsetX, .shadowOffsetY:
            Facts(
                meaning: "shadow offset along \(axis(of: channel))", uiKit: "`layer.shadowOffset`",
                swiftUI: "`shadow(\(channel == .shadowOffsetX ? "x" : "y"):)`", css: .written(as: "`box-shadow`"), player: .shadow)
        case .contentsRectX, .contentsRectY, .contentsRectWidth, .contentsRectHeight:
            Facts(
                meaning: "the part of the layer's image shown", uiKit: "`layer.contentsRect`", swiftUI: "—",
                css: .refused(because: "it crops a layer's image, an element has none"), player: .crop)
        case .zPosition:
            Facts(
                meaning: "stacking order", uiKit: "`layer.zPosition`", swiftUI: "`zIndex`",
                css: .refused(because: "z-index is a whole-number stacking order, not a depth"), player: .stacking)
        case .clipsToBounds:
            Facts(
                meaning: "clips its content when ≥ 0.5", uiKit: "`clipsToBounds`", swiftUI: "`clipShape`",
                css: .written(as: "`overflow: hidden`"), player: .overflow)
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

    /// The channel table of docs/PRESETS.md (`preset-manager schema --channel-table`).
    package static var markdownTable: String {
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

/// How the CSS export shows a channel: the CSS it writes, or why it cannot.
package enum CSSExportChannelSupport: Hashable, Sendable {
    /// Written as the CSS property named here (Markdown, as docs/PRESETS.md shows it), by a
    /// rule of the CSS export's own that composes it with other channels.
    case written(as: String)
    /// Written as the CSS property of this name alone, for a number channel: its value a length
    /// in `px` for points, a plain number otherwise; the CSS export and the player's `property`
    /// writer need no rule of their own for it. (A colour channel has its own rule: CSS mixes
    /// colours in a space the channel chooses.)
    case property(String)
    /// Refused: CSS has nothing that does what the channel does, for the reason given.
    case refused(because: String)
}

extension Channel {
    /// What `export --format css` makes of the channel (the CSS export's `TargetProperties` writes
    /// it; the format's guide shows it), from the tools' table (``ChannelGuide/facts(of:)``).
    package var cssExportSupport: CSSExportChannelSupport {
        ChannelGuide.facts(of: self).css
    }

    /// The player's style writer for the channel, from the tools' table (``ChannelGuide/facts(of:)``).
    package var playerStyle: PlayerStyle {
        ChannelGuide.facts(of: self).player
    }
}

/// Which of the player's style writers (`writers` in preview-page.js) shows a channel on a page
/// element, imitating what UIKit does with it.
package enum PlayerStyle: String, CaseIterable, Sendable {
    /// `opacity`.
    case opacity
    /// `transform`, composed in the engine's order.
    case transform
    /// `left`, `top`, `width`, `height` from the frame, centre and bounds.
    case frame
    /// `border-width`, `border-color`.
    case border
    /// `background-color`, with text that stays readable on it.
    case background
    /// The CSS property the channel's ``CSSExportChannelSupport/property(_:)`` names, in the
    /// channel's unit (the table's `css`), as the CSS export writes it.
    case property
    /// `box-shadow`.
    case shadow
    /// `overflow`.
    case overflow
    /// `z-index`, the depth rounded to a stacking order (the page has no 3D context per item).
    case stacking
    /// The size and place of the layer's image in its box (`contentsRect`).
    case crop
}
