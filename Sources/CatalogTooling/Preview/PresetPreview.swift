import ParallaxEngine
import PresetStore

/// A preset evaluated at a sweep of content offsets.
public struct PresetPreview: Equatable, Sendable {
    /// The values at one offset.
    public struct Frame: Equatable, Sendable {
        /// The content offset along the preset's axis.
        public let offset: Double
        /// Every track's value, keyed `target.property`.
        public let values: PreviewValues
    }

    /// The preset's name.
    public let presetName: String
    /// One frame per offset, in the sweep's order.
    public let frames: [Frame]

    /// Evaluates the subject's animator with its item at each offset of its sweep.
    init(_ subject: PresetPreviewSubject) {
        presetName = subject.definition.name
        frames = subject.sweep.offsets.map { offset in
            Frame(
                offset: offset,
                values: PreviewValues(subject.previewed, geometry: subject.geometry(at: offset)))
        }
    }

    /// The scroll geometry of an item at `itemFrame` (spanning the viewport across the axis)
    /// when the content is scrolled to `offset` along `axis`.
    static func geometry(axis: ScrollAxis, viewport: ViewportSize, itemFrame: ItemFrame, offset: Double) -> ScrollMetrics {
        switch axis {
        case .vertical:
            return ScrollMetrics(
                viewportSize: viewport.scrollSize, contentOffset: .init(x: 0, y: offset),
                itemFrame: .init(x: 0, y: itemFrame.origin, width: viewport.width, height: itemFrame.length))
        case .horizontal:
            return ScrollMetrics(
                viewportSize: viewport.scrollSize, contentOffset: .init(x: offset, y: 0),
                itemFrame: .init(x: itemFrame.origin, y: 0, width: itemFrame.length, height: viewport.height))
        }
    }

    /// The default item for a preset previewed alone: a header at the top for header presets,
    /// otherwise one row whose top is at the viewport's trailing edge (just about to enter).
    static func defaultItemFrame(
        kind: PresetKind, axis: ScrollAxis, viewport: ViewportSize, rowHeight: Double, headerHeight: Double
    ) -> ItemFrame {
        if kind == .header { return ItemFrame(origin: 0, length: headerHeight) }
        let viewportLength = axis == .vertical ? viewport.height : viewport.width
        return ItemFrame(origin: viewportLength, length: rowHeight)
    }

    /// The default offsets: nine evenly spaced across the span where the timeline moves — the
    /// scroll window; the item crossing the viewport (view); the item's centre travelling from
    /// one viewport length past the centre to one before it (viewportCenter); or one viewport
    /// length of raw offset.
    static func defaultSweep(timeline: PresetDefinition.Timeline, axis: ScrollAxis, viewport: ViewportSize, itemFrame: ItemFrame)
        -> OffsetSweep
    {
        let length = axis == .vertical ? viewport.height : viewport.width
        let (from, to): (Double, Double) =
            switch timeline {
            case .scroll(let from, let to): (from, to)
            case .view: (itemFrame.origin - length, itemFrame.origin + itemFrame.length)
            case .viewportCenter:
                (itemFrame.origin + itemFrame.length / 2 - 1.5 * length, itemFrame.origin + itemFrame.length / 2 + 0.5 * length)
            case .offset: (0, length)
            }
        return OffsetSweep(offsets: (0...8).map { from + (to - from) * Double($0) / 8 })
    }
}

extension ViewportSize {
    /// The viewport as the engine's size (also a scene's ``PreviewSize``).
    var scrollSize: ScrollMetrics.Size { ScrollMetrics.Size(width: width, height: height) }
}
