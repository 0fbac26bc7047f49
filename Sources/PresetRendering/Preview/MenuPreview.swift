import CatalogEditing
import PresetStore

/// A menu scrolled through a sweep of content offsets: at each, the rows in view, where they
/// are and what their presets give.
package struct MenuPreview: Equatable, Sendable {
    /// One visible row at one offset.
    package struct Item: Equatable, Sendable {
        /// The row's position in the menu (0 first).
        package let position: Int
        /// The row's title.
        package let title: String
        /// The row's top in the viewport (points from the viewport's top).
        package let top: Double
        /// The row's preset values, keyed `target.property`.
        package let values: PreviewValues
    }

    /// The rows visible at one offset.
    package struct Frame: Equatable, Sendable {
        /// The list's content offset.
        package let offset: Double
        /// The visible rows, top to bottom.
        package let items: [Item]
    }

    /// The menu's name.
    package let menuName: String
    /// One frame per offset.
    package let frames: [Frame]

    /// The rows visible at each offset of the subject's sweep, with their presets' values.
    init(_ subject: MenuPreviewSubject) {
        menuName = subject.menu.name
        frames = subject.sweep.offsets.map { offset in
            Frame(
                offset: offset,
                items: subject.layout.visibleRows(offset: offset).map { position in
                    let row = subject.rows[position]
                    return Item(
                        position: position, title: row.title, top: subject.layout.viewportTop(ofRow: position, offset: offset),
                        values: PreviewValues(row.previewed, geometry: subject.geometry(ofRow: position, at: offset)))
                })
        }
    }

    /// The default offsets: from 0 to the last offset the list scrolls to
    /// (``MenuLayout/lastReachableOffset``) in steps of half the menu's row height, that last
    /// offset included; when that would be more than ``OffsetSweep/maximumCount`` offsets (a
    /// long menu of short rows), in the larger even steps that make it that many.
    static func defaultSweep(layout: MenuLayout) -> OffsetSweep {
        let end = layout.lastReachableOffset
        // The grid and the end: at most `steps + 2` offsets.
        let steps = Double(OffsetSweep.maximumCount - 2)
        let step = Swift.max(layout.rowHeight / 2, end / steps)
        let count = Int(saturating: Swift.min((end / step).rounded(.down), steps))
        let grid = (0...count).map { Double($0) * step }
        return OffsetSweep(offsets: grid.last == end ? grid : grid + [end])
    }
}
