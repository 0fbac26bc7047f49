import CatalogEditing
import PresetCatalog
import PresetStore

/// What a preview evaluates: the viewport, sizes, the item's frame and the offsets. Every field
/// left nil takes a default suited to the preset or menu.
package struct PreviewSettings: Sendable {
    /// The viewport (default 390×844 pt).
    package var viewport: ViewportSize
    /// The row height (default: the menu's, else 100 pt).
    package var rowHeight: Double?
    /// The header height (default 180 pt).
    package var headerHeight: Double?
    /// An image of the catalog giving `imageHeight` and `imageWidth` (default: twice the row height, the viewport's width).
    package var imageName: String?
    /// A previewed preset's item (default: a header at 0 for header presets, else one row just below the fold).
    package var itemFrame: ItemFrame?
    /// The content offsets (default: a sweep across the preset's timeline or the menu's scroll range).
    package var offsets: OffsetSweep?
    /// A scroll over time to sample instead of the offsets (`--trajectory`); nil: sample offsets.
    package var trajectory: ScrollTrajectory?
    /// Whether to show what each preset does when the user asks for less motion (its stored
    /// reduced-motion policy applied to every value).
    package var reducedMotion: Bool
    /// The values of the variables the presets read (``PresetContext/variables``).
    package var variables: [String: Double]
    /// The view's own values for Parade properties that rest at `"underlying"`.
    package var underlying: [UnderlyingSetting]

    /// The default viewport: an iPhone's 390×844 pt.
    package static let defaultViewport = ViewportSize(width: 390, height: 844)
    /// The default header height.
    package static let defaultHeaderHeight = 180.0
    /// The default row height for a preset previewed on its own.
    package static let defaultRowHeight = 100.0

    /// Creates settings.
    package init(
        viewport: ViewportSize? = nil, rowHeight: Double? = nil, headerHeight: Double? = nil,
        imageName: String? = nil, itemFrame: ItemFrame? = nil, offsets: OffsetSweep? = nil, reducedMotion: Bool = false,
        variables: [String: Double] = [:], underlying: [UnderlyingSetting] = []
    ) {
        self.viewport = viewport ?? Self.defaultViewport
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.imageName = imageName
        self.itemFrame = itemFrame
        self.offsets = offsets
        self.reducedMotion = reducedMotion
        self.variables = variables
        self.underlying = underlying
    }

    /// Throws an invalid-argument error naming the setting in the domain's words (`row height
    /// must be …`) and, as ``CatalogError/input``, the input it stands for (`rowHeight`), for a
    /// number outside its bound (``CatalogLimits``): sizes (viewport, row and header heights, the
    /// item's length) outside ``NumberBound/size``, positions, offsets and variables outside
    /// ``NumberBound/coordinate``, more than ``CatalogLimits/maximumOffsets`` offsets. The
    /// inputs' parsers check the same as they read; this holds settings made in code (and the
    /// studio's numbers) to it too, before anything is computed.
    func validate() throws {
        var numbers: [(name: String, value: Double, bound: NumberBound, input: String)] = [
            ("viewport width", viewport.width, .size, "viewport"), ("viewport height", viewport.height, .size, "viewport"),
        ]
        if let rowHeight { numbers.append(("row height", rowHeight, .size, "rowHeight")) }
        if let headerHeight { numbers.append(("header height", headerHeight, .size, "headerHeight")) }
        if let itemFrame {
            numbers += [
                ("item frame position", itemFrame.origin, .coordinate, "itemFrame"),
                ("item frame height", itemFrame.length, .size, "itemFrame"),
            ]
        }
        for (name, value) in variables.sorted(by: { $0.key < $1.key }) {
            numbers.append(("variable \(name)", value, .coordinate, "variables"))
        }
        for (name, value, bound, input) in numbers {
            _ = try OptionNumber.checked(value, bound, naming: name, input: input)
        }
        if let offsets {
            guard offsets.offsets.count <= OffsetSweep.maximumCount else {
                throw CatalogError(
                    .invalidArgument, "\(offsets.offsets.count) offsets; at most \(OffsetSweep.maximumCount) are allowed",
                    input: "offsets")
            }
            for offset in offsets.offsets { _ = try OptionNumber.checked(offset, .coordinate, naming: "offset", input: "offsets") }
        }
    }
}
