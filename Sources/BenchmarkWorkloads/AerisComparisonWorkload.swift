import ParallaxEngine
import PresetCatalog

/// Benchmark body: the Aeris cell background evaluated two ways over the same geometries, the
/// engine (a CSS `view(cover)` timeline and one extended keyframe track, as the seed preset
/// defines it) and a hand-written closure of docs/DESIGN.md's formula
/// `top = −travel/2 + (d / viewportHeight) · travel`, `d = viewportHeight/2 − cellTop`,
/// `travel = imageHeight − rowHeight`. The engine's animator is either built from the
/// definition directly or resolved from a catalog through ``PresetLibrary``, as an app does.
public struct AerisComparisonWorkload {
    /// The row's height in points.
    public let rowHeight: Double
    /// The image view's height in points (400 px at 2×, as the seed's map-layer images).
    public let imageHeight: Double
    /// The viewport's size.
    public let viewport: ScrollMetrics.Size
    /// The geometries both sides evaluate: the row at content y 1,500 while the offset sweeps
    /// 0…3,000 in 1,024 steps, so it enters, crosses and leaves the viewport.
    public let geometries: [ScrollMetrics]
    /// The animator the engine side evaluates.
    public let animator: Animator
    /// The hand-written formula, the baseline.
    public let handWritten: @Sendable (ScrollMetrics) -> Double
    private let slot: Int
    private var values: [Double]

    /// Builds both sides for a row of `rowHeight` with an image view of `imageHeight` in
    /// `viewport`, the engine's animator compiled from the seed preset's definition.
    public init(
        rowHeight: Double = 100, imageHeight: Double = 200,
        viewport: ScrollMetrics.Size = .init(width: 390, height: 844)
    ) throws {
        try self.init(
            animator: try Animator(
                try Self.definition(), context: ["rowHeight": rowHeight, "imageHeight": imageHeight, "viewportHeight": viewport.height]),
            rowHeight: rowHeight, imageHeight: imageHeight, viewport: viewport)
    }

    /// The Aeris cell background's definition, written out as the engine takes it.
    static func definition() throws -> AnimatorDefinition {
        AnimatorDefinition(
            timeline: .view(ViewTimeline(range: .cover, start: .percent(0), end: .percent(100))),
            tracks: [
                TrackDefinition(
                    target: "background", channel: .translationY,
                    keyframes: [
                        KeyframeDefinition(at: 0, value: .expression(try ValueExpression(parsing: "-(imageHeight - rowHeight)"))),
                        KeyframeDefinition(
                            at: 1,
                            value: .expression(try ValueExpression(parsing: "(imageHeight - rowHeight) * rowHeight / viewportHeight"))),
                    ],
                    extrapolation: .extend)
            ])
    }

    /// Builds both sides, the engine's animator resolved by name (`aeris-cell-background`) from
    /// the catalog at `catalogPath` through ``PresetLibrary``, as an app resolves it.
    public init(
        catalogPath: String, rowHeight: Double = 100, imageHeight: Double = 200,
        viewport: ScrollMetrics.Size = .init(width: 390, height: 844)
    ) throws {
        let library = try PresetLibrary(contentsOf: catalogPath)
        let context = PresetContext(
            rowHeight: rowHeight, imageHeight: imageHeight, viewportWidth: viewport.width, viewportHeight: viewport.height)
        try self.init(
            animator: try library.animator(named: "aeris-cell-background", context: context), rowHeight: rowHeight,
            imageHeight: imageHeight, viewport: viewport)
    }

    private init(animator: Animator, rowHeight: Double, imageHeight: Double, viewport: ScrollMetrics.Size) throws {
        self.rowHeight = rowHeight
        self.imageHeight = imageHeight
        self.viewport = viewport
        self.animator = animator
        guard let slot = animator.slotIndex(target: "background", channel: .translationY) else {
            throw WorkloadError(problem: "the Aeris animator has no background.translationY slot")
        }
        self.slot = slot
        values = [Double](repeating: 0, count: animator.slotCount)
        geometries = (0..<1024).map { step in
            ScrollMetrics(
                viewportSize: viewport, contentOffset: .init(x: 0, y: 3000 * Double(step) / 1023),
                itemFrame: .init(x: 0, y: 1500, width: viewport.width, height: rowHeight))
        }
        let viewportHeight = viewport.height
        let travel = imageHeight - rowHeight
        handWritten = { geometry in
            let cellTop = geometry.itemFrame.y - geometry.contentOffset.y
            let d = viewportHeight / 2 - cellTop
            return -travel / 2 + (d / viewportHeight) * travel
        }
    }

    /// The image view's top for `geometries[index]` through the engine.
    public mutating func engineImageTop(at index: Int) -> Double {
        animator.evaluate(geometries[index], into: &values)
        return values[slot]
    }

    /// The image view's top for `geometries[index]` through the hand-written closure.
    public func handWrittenImageTop(at index: Int) -> Double {
        handWritten(geometries[index])
    }
}
