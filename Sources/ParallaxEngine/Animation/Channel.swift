/// An animatable property of a target layer. Colours take 4 slots (red, green, blue, alpha in
/// gamma-encoded sRGB 0…1); every other channel takes 1. Angles are in degrees, lengths in
/// points, `clipsToBounds` is 0 or 1.
public enum Channel: String, CaseIterable, Hashable, Sendable {
    case alpha, translationX, translationY, scale, scaleX, scaleY, rotation
    case rotationX, rotationY, rotationZ, perspective
    case x, y, width, height, centerX, centerY, boundsWidth, boundsHeight
    case cornerRadius, borderWidth, borderColor, backgroundColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY
    case contentsRectX, contentsRectY, contentsRectWidth, contentsRectHeight
    case zPosition, clipsToBounds

    /// Whether the channel holds a colour.
    public var isColor: Bool {
        self == .borderColor || self == .backgroundColor || self == .shadowColor
    }

    /// How many values the channel writes: 4 for colours, otherwise 1.
    public var componentCount: Int { isColor ? 4 : 1 }
}
