import ParallaxEngine

extension Channel {
    /// The unit symbol a plot and the studio's form show for the channel: "pt" for lengths and
    /// positions, "°" for angles, "×" for scale factors, "" for fractions and colour components
    /// (0…1) and for `clipsToBounds` (0 or 1).
    package var unitSymbol: String {
        switch descriptor.unit {
        case .degrees: "°"
        case .points: "pt"
        case .factor: "×"
        case .fraction, .unitCoordinates, .color, .flag: ""
        }
    }
}
