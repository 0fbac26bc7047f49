import ParallaxEngine

extension Channel {
    /// The unit symbol a plot shows for the channel: "pt" for lengths and positions, "°" for
    /// angles, "" for ratios and colour components (0…1) and for `clipsToBounds` (0 or 1).
    package var unitSymbol: String {
        switch descriptor.unit {
        case .degrees: "°"
        case .points: "pt"
        case .factor, .fraction, .unitCoordinates, .color, .flag: ""
        }
    }
}
