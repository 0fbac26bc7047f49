import ParallaxEngine

/// How the CSS export shows a channel: the CSS it writes, or why it cannot.
package enum CSSExportChannelSupport: Hashable, Sendable {
    /// Written as the CSS property named here (Markdown, as docs/PRESETS.md shows it).
    case written(as: String)
    /// Refused: CSS has nothing that does what the channel does, for the reason given.
    case refused(because: String)
}

extension Channel {
    /// What `export --format css` makes of the channel (the CSS export's `TargetProperties` writes it; the format's guide shows it).
    package var cssExportSupport: CSSExportChannelSupport {
        switch self {
        case .alpha: .written(as: "`opacity`")
        case .translationX, .translationY: .written(as: "`translate`")
        case .translationZ, .rotationX, .rotationY: .written(as: "`transform`")
        case .scale, .scaleX, .scaleY: .written(as: "`scale`")
        case .rotation, .rotationZ: .written(as: "`rotate`")
        case .perspective: .written(as: "`transform: perspective()`")
        case .x, .centerX: .written(as: "`left`")
        case .y, .centerY: .written(as: "`top`")
        case .width, .boundsWidth: .written(as: "`width`")
        case .height, .boundsHeight: .written(as: "`height`")
        case .cornerRadius: .written(as: "`border-radius`")
        case .borderWidth: .written(as: "`border-width`")
        case .borderColor: .written(as: "`border-color`")
        case .backgroundColor: .written(as: "`background-color`")
        case .shadowColor, .shadowOpacity, .shadowOffsetX, .shadowOffsetY: .written(as: "`box-shadow`")
        case .shadowRadius: .written(as: "`box-shadow` (blur 2 × radius)")
        case .contentsRectX, .contentsRectY, .contentsRectWidth, .contentsRectHeight:
            .refused(because: "it crops a layer's image, an element has none")
        case .zPosition: .refused(because: "z-index is a whole-number stacking order, not a depth")
        case .clipsToBounds: .written(as: "`overflow: hidden`")
        }
    }
}
