/// One animated channel of one target layer: keyframes over progress 0…1.
public struct TrackDefinition: Codable, Hashable, Sendable {
    /// The target layer's slug, e.g. `card`, `background`.
    public var target: String
    /// The channel name, e.g. `alpha`, `translationY`, `backgroundColor`.
    public var property: String
    /// The keyframes, `at` non-decreasing (checked by the catalog, not the store).
    public var keyframes: [KeyframeDefinition]
    /// An optional progress sub-range (Parade's `.range`).
    public var range: ProgressRange?
    /// What happens outside the first/last keyframe; nil means the default, clamp.
    public var extrapolate: TrackExtrapolation?
    /// The interpolation space of a colour channel; nil means the default, OKLab.
    public var colorSpace: TrackColorSpace?

    /// Creates a track.
    public init(
        target: String, property: String, keyframes: [KeyframeDefinition], range: ProgressRange? = nil,
        extrapolate: TrackExtrapolation? = nil, colorSpace: TrackColorSpace? = nil
    ) {
        self.target = target
        self.property = property
        self.keyframes = keyframes
        self.range = range
        self.extrapolate = extrapolate
        self.colorSpace = colorSpace
    }
}

/// A track's behaviour outside its first and last keyframes.
public enum TrackExtrapolation: String, Codable, Hashable, Sendable, CaseIterable {
    /// Hold the end values.
    case clamp
    /// Continue the end segments.
    case extend
}

/// The space a colour track interpolates in.
public enum TrackColorSpace: String, Codable, Hashable, Sendable, CaseIterable {
    /// OKLab (the default).
    case oklab
    /// Linear-light sRGB.
    case linearSRGB = "linear-srgb"
    /// Gamma-encoded sRGB channels, as asked.
    case srgb
}
