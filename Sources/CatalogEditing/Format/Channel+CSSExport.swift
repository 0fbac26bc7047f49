import ParallaxEngine

/// How the CSS export shows a channel: the CSS it writes, or why it cannot.
package enum CSSExportChannelSupport: Hashable, Sendable {
    /// Written as the CSS property named here (Markdown, as docs/PRESETS.md shows it), by a
    /// rule of the CSS export's own that composes it with other channels.
    case written(as: String)
    /// Written as the CSS property of this name alone, the value in the channel's unit: a
    /// length in `px` for points, a colour for a colour, a plain number otherwise; the CSS
    /// export and the player's `property` writer need no rule of their own for it.
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
