/// The sizes and values a preset's expressions may read, in points: what turns a stored preset
/// into concrete numbers for one row, header or view.
///
/// Six names are built in (``BuiltInSize``, listed as ``builtInNames``); any other name an expression reads is a variable
/// the app supplies in ``variables`` (e.g. `"cardInset": 12`). Resolving a preset that reads a
/// variable the context does not set fails with an error naming it.
public struct PresetContext: Hashable, Sendable {
    /// The built-in names (``BuiltInSize``), in its order.
    public static let builtInNames = BuiltInSize.allCases.map(\.rawValue)

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
    /// The app's own values, by the name expressions read them by. A name must not be one of
    /// ``builtInNames`` (set that property instead), and a value must be finite.
    public var variables: [String: Double]

    /// Creates a context. The defaults describe a 390×844 pt viewport, 100 pt rows with images
    /// twice the row height (the cell-background guideline) and a 180 pt header.
    public init(
        rowHeight: Double = 100, imageHeight: Double? = nil, imageWidth: Double = 390,
        viewportWidth: Double = 390, viewportHeight: Double = 844, headerHeight: Double = 180,
        variables: [String: Double] = [:]
    ) {
        self.rowHeight = rowHeight
        self.imageHeight = imageHeight ?? 2 * rowHeight
        self.imageWidth = imageWidth
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.headerHeight = headerHeight
        self.variables = variables
    }

    /// The context of a menu row: the item's row height and its image's size in points (an
    /// item without an image gets the defaults: twice the row height, the viewport's width).
    public init(
        item: MenuItem, viewportWidth: Double = 390, viewportHeight: Double = 844, headerHeight: Double = 180,
        variables: [String: Double] = [:]
    ) {
        self.init(
            rowHeight: item.rowHeight, imageHeight: item.image?.pointHeight, imageWidth: item.image?.pointWidth ?? viewportWidth,
            viewportWidth: viewportWidth, viewportHeight: viewportHeight, headerHeight: headerHeight, variables: variables)
    }

    /// The context as the name → value map expressions are evaluated against: the built-in
    /// names and the variables.
    public var values: [String: Double] {
        // Built in one dictionary (no second one to merge); a built-in name wins over a variable.
        var values = variables
        values.reserveCapacity(variables.count + BuiltInSize.allCases.count)
        for size in BuiltInSize.allCases { values[size.rawValue] = self[size] }
        return values
    }
}
