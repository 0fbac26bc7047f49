import ParallaxEngine

/// How the CSS export shows a channel: the CSS it writes, or why it cannot.
package enum CSSExportChannelSupport: Hashable, Sendable {
    /// Written as the CSS property named here (Markdown, as docs/PRESETS.md shows it).
    case written(as: String)
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
