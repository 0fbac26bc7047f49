import ParallaxEngine

extension Channel {
    /// The unit symbol a plot shows for the channel: "pt" for lengths and positions, "°" for
    /// angles, "" for ratios and colour components (0…1) and for `clipsToBounds` (0 or 1).
    package var unitSymbol: String {
        switch self {
        case .rotation, .rotationX, .rotationY, .rotationZ:
            return "°"
        case .translationX, .translationY, .translationZ, .perspective, .x, .y, .width, .height, .centerX, .centerY,
            .boundsWidth, .boundsHeight, .cornerRadius, .borderWidth, .shadowRadius, .shadowOffsetX,
            .shadowOffsetY, .zPosition:
            return "pt"
        case .alpha, .scale, .scaleX, .scaleY, .borderColor, .backgroundColor, .shadowColor, .shadowOpacity,
            .contentsRectX, .contentsRectY, .contentsRectWidth, .contentsRectHeight, .clipsToBounds:
            return ""
        }
    }
}
