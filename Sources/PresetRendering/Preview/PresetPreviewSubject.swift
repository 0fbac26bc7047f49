import CatalogEditing
import ParallaxEngine
import PresetCatalog
import PresetStore

/// A preset made ready to preview: its definition compiled for the preview's context (with the
/// view's own values it rests at and, with `--reduced-motion`, its reduced-motion filter), the
/// item it animates and the offsets.
struct PresetPreviewSubject {
    let definition: PresetDefinition
    let previewed: PreviewedAnimator
    let context: PresetContext
    let axis: ScrollAxis
    let viewport: ViewportSize
    let itemFrame: ItemFrame
    let sweep: OffsetSweep
    /// Whether `sweep` is the timeline's default (not given by the caller).
    let sweepIsDefault: Bool
    /// A scroll over time sampled instead of the sweep (`--trajectory`), or nil.
    let trajectory: ScrollTrajectory?

    /// The compiled animator.
    var animator: Animator { previewed.animator }

    /// - Throws: ``CatalogError/Kind/invalidArgument`` when an `--underlying` value is missing, unread or bad.
    init(definition: PresetDefinition, animator: Animator, context: PresetContext, settings: PreviewSettings) throws {
        let axis = definition.axis
        let itemFrame =
            settings.itemFrame
            ?? PresetPreview.defaultItemFrame(
                kind: definition.kind, timeline: definition.timeline, axis: axis, viewport: settings.viewport,
                rowHeight: context.rowHeight, headerHeight: context.headerHeight)
        self.definition = definition
        self.context = context
        self.axis = axis
        self.viewport = settings.viewport
        self.itemFrame = itemFrame
        sweep =
            settings.offsets
            ?? PresetPreview.defaultSweep(
                activeSpan: Self.activeSpan(animator: animator, axis: axis, viewport: settings.viewport, itemFrame: itemFrame))
        sweepIsDefault = settings.offsets == nil
        trajectory = settings.trajectory
        let scope = "preset '\(definition.name)'"
        try settings.underlying.requireRead(by: [animator], scope: scope)
        let underlying = try settings.underlying.underlyingValues(for: animator, scope: scope)
        let reducedMotion =
            settings.reducedMotion
            ? ReducedMotionFilter(
                policy: definition.reducedMotion, animator: animator,
                restingGeometry: ReducedMotionFilter.restingGeometry(
                    viewport: settings.viewport.scrollSize, axis: axis, itemLength: itemFrame.length),
                underlying: underlying)
            : nil
        previewed = PreviewedAnimator(animator: animator, underlying: underlying, reducedMotion: reducedMotion)
    }

    /// The scroll geometry of the subject's item at content offset `offset`.
    func geometry(at offset: Double) -> ScrollMetrics {
        geometry(of: itemFrame, at: offset)
    }

    /// The scroll geometry of an item at `frame` (along the axis) at content offset `offset`.
    func geometry(of frame: ItemFrame, at offset: Double) -> ScrollMetrics {
        PresetPreview.geometry(axis: axis, viewport: viewport, itemFrame: frame, offset: offset)
    }
}

extension PresetPreviewSubject {
    /// The content offsets over which the subject's timeline progress runs from 0 to 1: the
    /// scroll window; for a view timeline, the offsets at which the engine puts its progress at
    /// 0 and 1 (as the CSS export's timeline does); for Parade's centre timeline, the item's
    /// centre travelling from one viewport length past the centre to one before it; for a raw
    /// offset, one viewport length from 0.
    static func activeSpan(animator: Animator, axis: ScrollAxis, viewport: ViewportSize, itemFrame: ItemFrame) -> ClosedRange<Double> {
        let length = axis == .vertical ? viewport.height : viewport.width
        let center = itemFrame.origin + itemFrame.length / 2
        switch animator.timeline {
        case .scroll(let from, let to):
            return Swift.min(from, to)...Swift.max(from, to)
        case .view(let view):
            let (start, end) = view.scrollOffsets(
                for: PresetPreview.geometry(axis: axis, viewport: viewport, itemFrame: itemFrame, offset: 0), axis: axis)
            guard start != end, start.isFinite, end.isFinite else { return 0...length }
            return Swift.min(start, end)...Swift.max(start, end)
        case .viewportCenter:
            return (center - 1.5 * length)...(center + 0.5 * length)
        case .offset, .velocity:
            return 0...length
        }
    }
}
