/// The sizes a preset's expressions may read, in points: what turns a stored preset into
/// concrete numbers for one row, header or view.
public struct PresetContext: Hashable, Sendable {
    /// The names keyframe expressions may use, in the order ``values`` lists them.
    public static let names = ["rowHeight", "imageHeight", "imageWidth", "viewportWidth", "viewportHeight", "headerHeight"]

    /// The row's height.
    public var rowHeight: Double
    /// The row's image height: its pixel height divided by its scale.
    public var imageHeight: Double
    /// The row's image width: its pixel width divided by its scale.
    public var imageWidth: Double
    /// The viewport's width.
    public var viewportWidth: Double
    /// The viewport's height.
    public var viewportHeight: Double
    /// The header's height.
    public var headerHeight: Double

    /// Creates a context. The defaults describe a 390×844 pt viewport, 100 pt rows with images
    /// twice the row height (the cell-background guideline) and a 180 pt header.
    public init(
        rowHeight: Double = 100, imageHeight: Double? = nil, imageWidth: Double = 390,
        viewportWidth: Double = 390, viewportHeight: Double = 844, headerHeight: Double = 180
    ) {
        self.rowHeight = rowHeight
        self.imageHeight = imageHeight ?? 2 * rowHeight
        self.imageWidth = imageWidth
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.headerHeight = headerHeight
    }

    /// The context as the name → value map expressions are evaluated against.
    public var values: [String: Double] {
        [
            "rowHeight": rowHeight, "imageHeight": imageHeight, "imageWidth": imageWidth,
            "viewportWidth": viewportWidth, "viewportHeight": viewportHeight, "headerHeight": headerHeight,
        ]
    }
}
