/// The named fields of ``ViewState`` for the channels there were when apps first used it: each
/// reads and writes ``ViewState/subscript(channel:)`` (or ``ViewState/subscript(color:)``), so
/// existing code keeps compiling and a channel added later needs no field of its own here.
extension ViewState {
    /// Opacity (`alpha`).
    public var alpha: Double? {
        get { self[channel: .alpha] }
        set { self[channel: .alpha] = newValue }
    }

    /// Frame origin x (`x`).
    public var x: Double? {
        get { self[channel: .x] }
        set { self[channel: .x] = newValue }
    }

    /// Frame origin y.
    public var y: Double? {
        get { self[channel: .y] }
        set { self[channel: .y] = newValue }
    }

    /// Frame width.
    public var width: Double? {
        get { self[channel: .width] }
        set { self[channel: .width] = newValue }
    }

    /// Frame height.
    public var height: Double? {
        get { self[channel: .height] }
        set { self[channel: .height] = newValue }
    }

    /// Centre x (`centerX`).
    public var centerX: Double? {
        get { self[channel: .centerX] }
        set { self[channel: .centerX] = newValue }
    }

    /// Centre y (`centerY`).
    public var centerY: Double? {
        get { self[channel: .centerY] }
        set { self[channel: .centerY] = newValue }
    }

    /// Bounds width (`boundsWidth`).
    public var boundsWidth: Double? {
        get { self[channel: .boundsWidth] }
        set { self[channel: .boundsWidth] = newValue }
    }

    /// Bounds height (`boundsHeight`).
    public var boundsHeight: Double? {
        get { self[channel: .boundsHeight] }
        set { self[channel: .boundsHeight] = newValue }
    }

    /// Layer corner radius.
    public var cornerRadius: Double? {
        get { self[channel: .cornerRadius] }
        set { self[channel: .cornerRadius] = newValue }
    }

    /// Layer border width.
    public var borderWidth: Double? {
        get { self[channel: .borderWidth] }
        set { self[channel: .borderWidth] = newValue }
    }

    /// Layer shadow opacity.
    public var shadowOpacity: Double? {
        get { self[channel: .shadowOpacity] }
        set { self[channel: .shadowOpacity] = newValue }
    }

    /// Layer shadow blur radius.
    public var shadowRadius: Double? {
        get { self[channel: .shadowRadius] }
        set { self[channel: .shadowRadius] = newValue }
    }

    /// Layer shadow offset x.
    public var shadowOffsetX: Double? {
        get { self[channel: .shadowOffsetX] }
        set { self[channel: .shadowOffsetX] = newValue }
    }

    /// Layer shadow offset y.
    public var shadowOffsetY: Double? {
        get { self[channel: .shadowOffsetY] }
        set { self[channel: .shadowOffsetY] = newValue }
    }

    /// Layer `contentsRect` origin x.
    public var contentsRectX: Double? {
        get { self[channel: .contentsRectX] }
        set { self[channel: .contentsRectX] = newValue }
    }

    /// Layer `contentsRect` origin y.
    public var contentsRectY: Double? {
        get { self[channel: .contentsRectY] }
        set { self[channel: .contentsRectY] = newValue }
    }

    /// Layer `contentsRect` width.
    public var contentsRectWidth: Double? {
        get { self[channel: .contentsRectWidth] }
        set { self[channel: .contentsRectWidth] = newValue }
    }

    /// Layer `contentsRect` height.
    public var contentsRectHeight: Double? {
        get { self[channel: .contentsRectHeight] }
        set { self[channel: .contentsRectHeight] = newValue }
    }

    /// Layer z position.
    public var zPosition: Double? {
        get { self[channel: .zPosition] }
        set { self[channel: .zPosition] = newValue }
    }

    /// Background colour.
    public var backgroundColor: RGBA? {
        get { self[color: .backgroundColor] }
        set { self[color: .backgroundColor] = newValue }
    }

    /// Layer border colour.
    public var borderColor: RGBA? {
        get { self[color: .borderColor] }
        set { self[color: .borderColor] = newValue }
    }

    /// Layer shadow colour.
    public var shadowColor: RGBA? {
        get { self[color: .shadowColor] }
        set { self[color: .shadowColor] = newValue }
    }

    /// Whether the layer clips its sublayers (the `clipsToBounds` value ≥ 0.5).
    public var clipsToBounds: Bool? {
        get { self[channel: .clipsToBounds].map { $0 >= 0.5 } }
        set { self[channel: .clipsToBounds] = newValue.map { $0 ? 1 : 0 } }
    }
}
