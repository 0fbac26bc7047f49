import CatalogEditing
import ParallaxEngine
import PresetCatalog

/// Benchmark body: frames of bound items evaluated with a preset's `smoothing` spring (each item
/// with its own ``MotionState``, one frame every 1/60 s) or, for the baseline, the same preset
/// without it through the stateless `evaluate(_:into:)`. Two subjects: the Aeris menu, 20 rows of
/// the Aeris cell background 100 pt tall (the engine's definition, as ``AerisComparisonWorkload``
/// builds it); and the Parade demo's `parade-image-appear` cell (every state, from the seed).
public struct SmoothedFrameWorkload {
    /// The spring the smoothed variants use.
    public static let springText = "spring(duration: 0.4, bounce: 0)"

    let animator: Animator
    let smooths: Bool
    /// Each item's frame in content coordinates.
    let itemFrames: [ScrollMetrics.Rect]
    let viewport: ScrollMetrics.Size
    /// Content offsets the frames sweep through, 1,024 of them.
    public let offsets: [Double]
    var motions: [MotionState]
    /// Every item's values, item after item.
    public private(set) var values: [Double]

    init(animator: Animator, smooths: Bool, itemFrames: [ScrollMetrics.Rect], viewport: ScrollMetrics.Size, offsets: ClosedRange<Double>) {
        self.animator = animator
        self.smooths = smooths
        self.itemFrames = itemFrames
        self.viewport = viewport
        self.offsets = (0..<1024).map { offsets.lowerBound + (offsets.upperBound - offsets.lowerBound) * Double($0) / 1023 }
        motions = [MotionState](repeating: MotionState(), count: itemFrames.count)
        values = [Double](repeating: 0, count: itemFrames.count * animator.slotCount)
    }

    /// The Aeris menu: 20 rows, with or without `smoothing`.
    public static func aerisMenu(smoothing: Bool, viewport: ScrollMetrics.Size = .init(width: 390, height: 844)) throws -> Self {
        var definition = try AerisComparisonWorkload.definition()
        if smoothing { definition.smoothing = try spring() }
        let animator = try Animator(definition, context: ["rowHeight": 100, "imageHeight": 200, "viewportHeight": viewport.height])
        let rows = (0..<20).map { ScrollMetrics.Rect(x: 0, y: Double($0) * 100, width: viewport.width, height: 100) }
        return Self(animator: animator, smooths: smoothing, itemFrames: rows, viewport: viewport, offsets: 0...(2000 - viewport.height))
    }

    /// The Parade demo cell (`parade-image-appear`, 300 pt tall at content y 1500) from the
    /// catalog at `catalogPath`, with or without `smoothing`.
    public static func parade(catalogPath: String, smoothing: Bool, viewport: ScrollMetrics.Size = .init(width: 390, height: 844))
        throws -> Self
    {
        let library = try PresetLibrary(contentsOf: catalogPath)
        let context = PresetContext(
            rowHeight: ParadeStatesWorkload.cellHeight, viewportWidth: viewport.width, viewportHeight: viewport.height)
        var animator = try library.animator(named: "parade-image-appear", context: context)
        if smoothing {
            let stored = try CatalogEditor.openReadOnly(at: catalogPath).preset(named: "parade-image-appear").definition
            var definition = try DefinitionCompiler.animatorDefinition(for: stored)
            definition.smoothing = try spring()
            animator = try Animator(definition, context: context.values)
        }
        let cell = ScrollMetrics.Rect(x: 0, y: 1500, width: viewport.width, height: ParadeStatesWorkload.cellHeight)
        return Self(
            animator: animator, smooths: smoothing, itemFrames: [cell], viewport: viewport,
            offsets: (1500 - viewport.height)...(1500 + ParadeStatesWorkload.cellHeight))
    }

    static func spring() throws -> SpringEasing {
        guard case .spring(let spring) = try Easing(parsing: springText) else {
            throw WorkloadError(problem: "\(springText) is not a spring")
        }
        return spring
    }

    /// Renders frame `frame` (at `frame / 60` seconds, at offset `offsets[frame % 1024]`): every
    /// item evaluated into its part of ``values``. Returns the first value, for a checksum. The
    /// smoothed and the stateless frames are separate loops, so neither's code shapes the other's.
    public mutating func renderFrame(_ frame: Int) -> Double {
        let offset = offsets[frame & 1023]
        if smooths {
            renderSmoothed(at: Double(frame) / 60, offset: offset)
        } else {
            renderStateless(offset: offset)
        }
        return values[0]
    }

    /// Every item with its ``MotionState`` at `time`.
    @inline(never)
    mutating func renderSmoothed(at time: Double, offset: Double) {
        let count = animator.slotCount
        values.withUnsafeMutableBufferPointer { values in
            motions.withUnsafeMutableBufferPointer { motions in
                for index in itemFrames.indices {
                    let geometry = ScrollMetrics(
                        viewportSize: viewport, contentOffset: .init(x: 0, y: offset), itemFrame: itemFrames[index])
                    let slice = UnsafeMutableBufferPointer(rebasing: values[index * count..<(index + 1) * count])
                    animator.evaluate(geometry, at: time, motion: &motions[index], into: slice)
                }
            }
        }
    }

    /// Every item through the stateless `evaluate(_:into:)`.
    @inline(never)
    mutating func renderStateless(offset: Double) {
        let count = animator.slotCount
        values.withUnsafeMutableBufferPointer { values in
            for index in itemFrames.indices {
                let geometry = ScrollMetrics(
                    viewportSize: viewport, contentOffset: .init(x: 0, y: offset), itemFrame: itemFrames[index])
                let slice = UnsafeMutableBufferPointer(rebasing: values[index * count..<(index + 1) * count])
                animator.evaluate(geometry, into: slice)
            }
        }
    }
}
