import ParallaxEngine

extension PresetDefinition {
    /// One animated channel of one target layer: keyframes over progress 0…1.
    package struct Track: Codable, Hashable, Sendable {
        /// The target layer's slug, e.g. `card`, `background`.
        package var target: String
        /// The channel name, e.g. `alpha`, `translationY`, `backgroundColor`.
        package var property: String
        /// The keyframes, `at` non-decreasing (checked by the catalog, not the store).
        package var keyframes: [Keyframe]
        /// An optional progress sub-range (Parade's `.range`).
        package var range: ProgressRange?
        /// What happens outside the first/last keyframe; nil means the default, clamp.
        package var extrapolate: Extrapolation?
        /// The interpolation space of a colour channel; nil means the default, OKLab.
        package var colorSpace: ColorSpace?

        /// Creates a track.
        package init(
            target: String, property: String, keyframes: [Keyframe], range: ProgressRange? = nil,
            extrapolate: Extrapolation? = nil, colorSpace: ColorSpace? = nil
        ) {
            self.target = target
            self.property = property
            self.keyframes = keyframes
            self.range = range
            self.extrapolate = extrapolate
            self.colorSpace = colorSpace
        }

        private enum CodingKeys: String, CodingKey {
            case target, property, keyframes, range, extrapolate, colorSpace
        }

        /// Decodes the JSON form; keyframe strings of a colour channel are colours.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            target = try container.decode(String.self, forKey: .target)
            property = try container.decode(String.self, forKey: .property)
            let property = property
            keyframes = try container.decode([Keyframe].self, forKey: .keyframes).map { keyframe in
                Keyframe(at: keyframe.at, value: keyframe.value.forChannel(property), easing: keyframe.easing)
            }
            range = try container.decodeIfPresent(ProgressRange.self, forKey: .range)
            extrapolate = try container.decodeIfPresent(Extrapolation.self, forKey: .extrapolate)
            colorSpace = try container.decodeIfPresent(ColorSpace.self, forKey: .colorSpace)
        }
    }
}
