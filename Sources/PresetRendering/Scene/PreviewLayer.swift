import ParallaxEngine

/// One animated layer, a preset's target (e.g. `background`, `image`, `title`), with the
/// values of its channels at every sampled offset and optional sublayers.
package struct PreviewLayer: Hashable, Sendable {
    /// What the layer draws.
    package enum Content: Hashable, Sendable {
        /// An image, filling the layer.
        case image(PreviewImage)
        /// A solid CSS colour, e.g. "#0969da".
        case color(String)
        /// A line of text.
        case text(String)
        /// A rounded white card with a soft shadow and a title.
        case card(String)
        /// Nothing of its own (a container).
        case empty
    }

    /// The preset's target name, e.g. "background"; the page marks the layer with `data-layer`.
    package var target: String
    /// The layer's frame before animation, in its parent's coordinates.
    package var frame: PreviewRect
    /// What it draws.
    package var content: Content
    /// The animated channels.
    package var tracks: [PreviewTrack]
    /// Layers inside this one, back to front.
    package var sublayers: [PreviewLayer]

    /// Creates a layer.
    package init(
        target: String, frame: PreviewRect, content: Content, tracks: [PreviewTrack] = [],
        sublayers: [PreviewLayer] = []
    ) {
        self.target = target
        self.frame = frame
        self.content = content
        self.tracks = tracks
        self.sublayers = sublayers
    }
}

/// One channel's values at every sampled offset of a scene: `values[i]` at `offsets[i]` for a
/// scalar channel; four consecutive values (red, green, blue, alpha) per offset for a colour.
package struct PreviewTrack: Hashable, Sendable {
    /// The animated channel.
    package var channel: Channel
    /// `offsets.count × channel.componentCount` values, frame after frame.
    package var values: [Double]

    /// Creates a track.
    package init(channel: Channel, values: [Double]) {
        self.channel = channel
        self.values = values
    }
}
