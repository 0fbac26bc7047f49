extension PresetDefinition {
    /// One stop of a track: a value at a progress, with the easing of the segment that follows.
    package struct Keyframe: Codable, Hashable, Sendable {
        /// The progress of this stop, in 0…1.
        package var at: Double
        /// The value at this stop.
        package var value: Value
        /// The curve text of the segment from this stop to the next; nil means linear.
        package var easing: String?

        /// Creates a keyframe.
        package init(at: Double, value: Value, easing: String? = nil) {
            self.at = at
            self.value = value
            self.easing = easing
        }
    }
}
