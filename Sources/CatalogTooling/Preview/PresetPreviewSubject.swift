import ParallaxEngine
import PresetCatalog
import PresetStore

/// A preset made ready to preview: its definition compiled for the preview's context, the item
/// it animates, the offsets and, with `--reduced-motion`, its reduced-motion filter.
struct PresetPreviewSubject {
    let definition: PresetDefinition
    let animator: Animator
    let context: PresetContext
    let axis: ScrollAxis
    let viewport: ViewportSize
    let itemFrame: ItemFrame
    let sweep: OffsetSweep
    /// Whether `sweep` is the timeline's default (not given by the caller).
    let sweepIsDefault: Bool
    let reducedMotion: ReducedMotionFilter?

    init(definition: PresetDefinition, animator: Animator, context: PresetContext, settings: PreviewSettings) {
        let axis = definition.axis
        let itemFrame =
            settings.itemFrame
            ?? PresetPreview.defaultItemFrame(
                kind: definition.kind, axis: axis, viewport: settings.viewport,
                rowHeight: context.rowHeight, headerHeight: context.headerHeight)
        self.definition = definition
        self.animator = animator
        self.context = context
        self.axis = axis
        self.viewport = settings.viewport
        self.itemFrame = itemFrame
        sweep =
            settings.offsets
            ?? PresetPreview.defaultSweep(
                timeline: definition.timeline, axis: axis, viewport: settings.viewport, itemFrame: itemFrame)
        sweepIsDefault = settings.offsets == nil
        reducedMotion =
            settings.reducedMotion
            ? ReducedMotionFilter(
                policy: definition.reducedMotion, animator: animator,
                restingGeometry: ReducedMotionFilter.restingGeometry(
                    viewport: settings.viewport.scrollSize, axis: axis,
                    itemLength: itemFrame.length))
            : nil
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
