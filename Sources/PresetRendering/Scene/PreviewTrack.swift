import ParallaxEngine

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
