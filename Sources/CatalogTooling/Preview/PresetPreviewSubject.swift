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

    /// The compiled animator.
    var animator: Animator { previewed.animator }

    /// - Throws: ``CatalogError/Kind/usage`` when an `--underlying` value is missing, unread or bad.
    init(definition: PresetDefinition, animator: Animator, context: PresetContext, settings: PreviewSettings) throws {
        let axis = definition.axis
        let itemFrame =
            settings.itemFrame
            ?? PresetPreview.defaultItemFrame(
                kind: definition.kind, axis: axis, viewport: settings.viewport,
                rowHeight: context.rowHeight, headerHeight: context.headerHeight)
        self.definition = definition
        self.context = context
        self.axis = axis
        self.viewport = settings.viewport
        self.itemFrame = itemFrame
        sweep =
            settings.offsets
            ?? PresetPreview.defaultSweep(
                timeline: definition.timeline, axis: axis, viewport: settings.viewport, itemFrame: itemFrame)
        sweepIsDefault = settings.offsets == nil
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
