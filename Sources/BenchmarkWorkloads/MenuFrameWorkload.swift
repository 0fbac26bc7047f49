import CatalogEditing
import ParallaxEngine
import PresetCatalog

/// Benchmark body: one frame of a menu (the seed's `aeris-map-layers`) the way an app renders
/// it: every row's animator resolved once through the catalog, then per frame each visible
/// row's animator evaluated into that row's part of one buffer.
public struct MenuFrameWorkload {
    /// One menu row: its animator and where it sits.
    struct Row {
        let animator: Animator
        /// The row's top in content coordinates.
        let top: Double
        /// Where the row's values start in `values`.
        let firstValue: Int
        /// The slot of `background.translationY`, if the row's preset animates it.
        let imageTopSlot: Int?
    }

    /// The menu's row height.
    public let rowHeight: Double
    /// The viewport's size.
    public let viewport: ScrollMetrics.Size
    /// Content offsets the benchmark cycles through: 1,024 from −100 (pulled down) to 100 past
    /// the end of the content.
    public let offsets: [Double]
    /// Every row's values, row after row, as the last frame left them.
    public private(set) var values: [Double]
    private let rows: [Row]

    /// Opens the catalog at `catalogPath` read-only and resolves every row of the menu named
    /// `menuName` for `viewport` (each row's context from its image: height = pixels / scale).
    public init(
        catalogPath: String, menuName: String = "aeris-map-layers",
        viewport: ScrollMetrics.Size = .init(width: 390, height: 844)
    ) throws {
        let catalog = try CatalogEditor.openReadOnly(at: catalogPath)
        let menu = try catalog.menu(named: menuName).definition
        var rows: [Row] = []
        var valueCount = 0
        for (position, item) in menu.items.enumerated() {
            let image = try catalog.image(named: item.image).definition
            let context = PresetContext(
                rowHeight: menu.rowHeight, imageHeight: Double(image.pixelHeight) / image.scale,
                imageWidth: Double(image.pixelWidth) / image.scale,
                viewportWidth: viewport.width, viewportHeight: viewport.height)
            let animator = try catalog.animator(named: item.preset, context: context)
            rows.append(
                Row(
                    animator: animator, top: Double(position) * menu.rowHeight, firstValue: valueCount,
                    imageTopSlot: animator.slotIndex(target: "background", channel: .translationY)))
            valueCount += animator.slotCount
        }
        self.rows = rows
        rowHeight = menu.rowHeight
        self.viewport = viewport
        values = [Double](repeating: 0, count: valueCount)
        let lastOffset = Double(rows.count) * menu.rowHeight - viewport.height + 100
        offsets = (0..<1024).map { -100 + (lastOffset + 100) * Double($0) / 1023 }
    }

    /// How many rows the menu has.
    public var rowCount: Int { rows.count }

    /// Evaluates every row visible at content offset `offset` (the others keep their values)
    /// and returns how many there were. Allocates nothing.
    public mutating func renderFrame(offset: Double) -> Int {
        let rowHeight = rowHeight
        let viewport = viewport
        return rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                var visible = 0
                for index in rows.indices {
                    let top = rows[index].top
                    guard top - offset < viewport.height, top - offset + rowHeight > 0 else { continue }
                    let geometry = ScrollMetrics(
                        viewportSize: viewport, contentOffset: .init(x: 0, y: offset),
                        itemFrame: .init(x: 0, y: top, width: viewport.width, height: rowHeight))
                    let first = rows[index].firstValue
                    rows[index].animator.evaluate(
                        geometry,
                        into: UnsafeMutableBufferPointer(rebasing: values[first..<first + rows[index].animator.slotCount]))
                    visible += 1
                }
                return visible
            }
        }
    }

    /// Row `row`'s `background.translationY` as the last frame that showed it left it.
    public func imageTop(ofRow row: Int) -> Double? {
        rows[row].imageTopSlot.map { values[rows[row].firstValue + $0] }
    }
}
