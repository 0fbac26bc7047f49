/// An animatable property of a target layer. Colours take 4 slots (red, green, blue, alpha in
/// gamma-encoded sRGB 0…1); every other channel takes 1. Angles are in degrees, lengths in
/// points. Transforms are animated by components (translation, scale, rotation), never by
/// matrix entries. Each channel's unit, group and identity are in one table, ``descriptor``.
public enum Channel: String, CaseIterable, Hashable, Sendable {
    /// Opacity, 0…1.
    case alpha
    /// Horizontal translation of the transform.
    case translationX
    /// Vertical translation of the transform.
    case translationY
    /// Depth translation of the 3D transform (towards the viewer when positive).
    case translationZ
    /// Uniform scale of the transform.
    case scale
    /// Horizontal scale of the transform.
    case scaleX
    /// Vertical scale of the transform.
    case scaleY
    /// 2D rotation, degrees.
    case rotation
    /// 3D rotation about the x axis, degrees.
    case rotationX
    /// 3D rotation about the y axis, degrees.
    case rotationY
    /// 3D rotation about the z axis, degrees.
    case rotationZ
    /// Perspective distance for 3D transforms (the `m34 = −1/perspective` eye distance).
    case perspective
    /// Frame origin x.
    case x
    /// Frame origin y.
    case y
    /// Frame width.
    case width
    /// Frame height.
    case height
    /// Centre x.
    case centerX
    /// Centre y.
    case centerY
    /// Bounds width.
    case boundsWidth
    /// Bounds height.
    case boundsHeight
    /// Layer corner radius.
    case cornerRadius
    /// Layer border width.
    case borderWidth
    /// Layer border colour (4 slots).
    case borderColor
    /// Background colour (4 slots).
    case backgroundColor
    /// Layer shadow colour (4 slots).
    case shadowColor
    /// Layer shadow opacity, 0…1.
    case shadowOpacity
    /// Layer shadow blur radius.
    case shadowRadius
    /// Layer shadow offset x.
    case shadowOffsetX
    /// Layer shadow offset y.
    case shadowOffsetY
    /// Layer `contentsRect` origin x (unit coordinates).
    case contentsRectX
    /// Layer `contentsRect` origin y (unit coordinates).
    case contentsRectY
    /// Layer `contentsRect` width (unit coordinates).
    case contentsRectWidth
    /// Layer `contentsRect` height (unit coordinates).
    case contentsRectHeight
    /// Layer z position.
    case zPosition
    /// Whether the layer clips its sublayers: 0 or 1 (apply as `value >= 0.5`).
    case clipsToBounds

    /// Whether the channel holds a colour (its ``descriptor``'s kind is `.color`).
    public var isColor: Bool { descriptor.kind == .color }

    /// How many values the channel writes: 4 for colours, otherwise 1.
    public var componentCount: Int { descriptor.componentCount }

    /// The value that leaves a view as it is, where there is one: 1 for `alpha`, `scale`,
    /// `scaleX` and `scaleY`; 0 for translations, rotations and `zPosition`. Parade states rest
    /// at it unless told otherwise; other channels (sizes, positions, colours…) have none.
    public var identity: Double? { descriptor.identity }
}
