import CatalogEditing
import ParallaxEngine
import PresetStore

/// A preset evaluated at a sweep of content offsets.
package struct PresetPreview: Equatable, Sendable {
    /// The values at one offset.
    package struct Frame: Equatable, Sendable {
        /// The time in seconds along a `--trajectory`; nil for a sweep of offsets.
        package var time: Double? = nil
        /// The content offset along the preset's axis.
        package let offset: Double
        /// Every track's value, keyed `target.property`.
        package let values: PreviewValues
    }

    /// The preset's name.
    package let presetName: String
    /// One frame per offset, in the sweep's order.
    package let frames: [Frame]

    /// Evaluates the subject's animator with its item at each offset of its sweep, or at each
    /// sample of `trajectory` in time order with one motion state (smoothing and velocity play).
    init(_ subject: PresetPreviewSubject, trajectory: ScrollTrajectory? = nil) {
        presetName = subject.definition.name
        if let trajectory {
            var motion = MotionState()
            frames = trajectory.samples.map { sample in
                Frame(
                    time: sample.time, offset: sample.offset,
                    values: PreviewValues(
                        subject.previewed, geometry: subject.geometry(at: sample.offset), at: sample.time, motion: &motion))
            }
            return
        }
        frames = subject.sweep.offsets.map { offset in
            Frame(
                offset: offset,
                values: PreviewValues(subject.previewed, geometry: subject.geometry(at: offset)))
        }
    }

    /// The scroll geometry of an item at `itemFrame` (spanning the viewport across the axis)
    /// when the content is scrolled to `offset` along `axis`.
    static func geometry(axis: ScrollAxis, viewport: ViewportSize, itemFrame: ItemFrame, offset: Double) -> ScrollMetrics {
        ScrollMetrics(
            itemOrigin: itemFrame.origin, length: itemFrame.length, spanning: viewport.scrollSize, along: axis, scrolledTo: offset)
    }

    /// The default item for a preset previewed alone: a header at the top for header presets;
    /// for a `viewportCenter` timeline one row whose centre is one and a half viewports down, so
    /// it starts a full viewport below the centre at content offset 0 (its whole appearance is
    /// at offsets a scroll view, and a browser, reach); otherwise one row whose top is at the
    /// viewport's trailing edge (just about to enter).
    static func defaultItemFrame(
        kind: PresetKind, timeline: PresetDefinition.Timeline, axis: ScrollAxis, viewport: ViewportSize, rowHeight: Double,
        headerHeight: Double
    ) -> ItemFrame {
        if kind == .header { return ItemFrame(origin: 0, length: headerHeight) }
        let viewportLength = axis == .vertical ? viewport.height : viewport.width
        if timeline == .viewportCenter { return ItemFrame(origin: 1.5 * viewportLength - rowHeight / 2, length: rowHeight) }
        return ItemFrame(origin: viewportLength, length: rowHeight)
    }

    /// The default offsets: a round step (1, 2, 2.5 or 5 × 10ⁿ points) putting at least
    /// ``activeSampleCount`` offsets inside the active span — where the timeline's progress runs
    /// from 0 to 1, so where the preset moves — plus a tenth of that span on either side, to show
    /// what it holds (or extends to) beyond, but not below 0 when the span starts at or after
    /// 0 (that would be the list pulled down); the span's two ends are always included.
    ///
    /// A span too narrow to step through (below 1e-9 of its position's magnitude, or 1e-300) is
    /// sampled at its two ends: a grid there would have more steps than a `Double` resolves.
    static func defaultSweep(activeSpan: ClosedRange<Double>) -> OffsetSweep {
        let length = activeSpan.upperBound - activeSpan.lowerBound
        guard length > 0 else { return OffsetSweep(offsets: [activeSpan.lowerBound]) }
        let magnitude = Swift.max(abs(activeSpan.lowerBound), abs(activeSpan.upperBound))
        guard length.isFinite, length > magnitude * 1e-9, length > 1e-300 else {
            return OffsetSweep(offsets: [activeSpan.lowerBound, activeSpan.upperBound])
        }
        let step = roundStep(notAbove: length / Double(activeSampleCount))
        let padding = Swift.max(step, length / 10)
        let lowest = activeSpan.lowerBound >= 0 ? Swift.max(0, activeSpan.lowerBound - padding) : activeSpan.lowerBound - padding
        let first = (lowest / step).rounded(.up)
        let last = ((activeSpan.upperBound + padding) / step).rounded(.up)
        let grid = stride(from: first, through: last, by: 1).map { $0 * step }
        // An end already on the grid, up to rounding in solving for it, is not sampled twice.
        let ends = [activeSpan.lowerBound, activeSpan.upperBound].filter { end in
            !grid.contains { Swift.abs($0 - end) <= 1e-9 * length }
        }
        return OffsetSweep(offsets: (grid + ends).sorted())
    }

    /// How many offsets a default sweep puts inside the span where the preset moves, at least.
    static let activeSampleCount = 20

    /// The largest 1, 2, 2.5 or 5 × 10ⁿ not above `limit` (> 0).
    static func roundStep(notAbove limit: Double) -> Double {
        var power = 1.0
        while power > limit { power /= 10 }
        while power * 10 <= limit { power *= 10 }
        return [5, 2.5, 2, 1].map { $0 * power }.first { $0 <= limit } ?? power
    }
}

extension ViewportSize {
    /// The viewport as the engine's size (also a scene's ``PreviewSize``).
    var scrollSize: ScrollMetrics.Size { ScrollMetrics.Size(width: width, height: height) }
}
