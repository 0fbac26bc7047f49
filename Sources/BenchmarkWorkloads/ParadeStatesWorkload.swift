import ParallaxEngine
import PresetCatalog

/// Benchmark body: a Parade cell's states (the seed's `parade-image-appear`: a background
/// colour, an image and four crosshairs, 26 properties) resolved through ``PresetLibrary`` and
/// evaluated while the cell crosses the viewport, and its image's composed transform.
public struct ParadeStatesWorkload {
    /// The cell's height in points.
    public static let cellHeight = 300.0
    /// The viewport's size.
    public let viewport: ScrollMetrics.Size
    /// The animator, resolved from the catalog.
    public let animator: Animator
    /// The geometries evaluated: the cell at content y 1,500 while the offset sweeps, in 1,024
    /// steps, the 1,144 pt in which any of it is visible (its centre from 0.678 viewport below
    /// the viewport's centre to 0.678 above).
    public let geometries: [ScrollMetrics]
    /// The values written by the last evaluation.
    public private(set) var values: [Double]
    /// Every geometry's values, row after row, for the transform benchmark.
    private let frames: [Double]
    private let imageAlpha: Int

    /// Resolves `parade-image-appear` from the catalog at `catalogPath` for a 300 pt cell in
    /// `viewport`.
    public init(catalogPath: String, viewport: ScrollMetrics.Size = .init(width: 390, height: 844)) throws {
        self.viewport = viewport
        let library = try PresetLibrary(contentsOf: catalogPath)
        animator = try library.animator(
            named: "parade-image-appear",
            context: PresetContext(rowHeight: Self.cellHeight, viewportWidth: viewport.width, viewportHeight: viewport.height))
        guard let imageAlpha = animator.slotIndex(target: "image", channel: .alpha) else {
            throw WorkloadError(problem: "parade-image-appear has no image.alpha slot")
        }
        self.imageAlpha = imageAlpha
        let firstOffset = 1500 - viewport.height
        let lastOffset = 1500 + Self.cellHeight
        geometries = (0..<1024).map { step in
            ScrollMetrics(
                viewportSize: viewport, contentOffset: .init(x: 0, y: firstOffset + (lastOffset - firstOffset) * Double(step) / 1023),
                itemFrame: .init(x: 0, y: 1500, width: viewport.width, height: Self.cellHeight))
        }
        var values = [Double](repeating: 0, count: animator.slotCount)
        var frames: [Double] = []
        for geometry in geometries {
            animator.evaluate(geometry, into: &values)
            frames += values
        }
        self.values = values
        self.frames = frames
    }

    /// Evaluates every state for `geometries[index]`; returns the image's alpha.
    public mutating func evaluate(at index: Int) -> Double {
        animator.evaluate(geometries[index], into: &values)
        return values[imageAlpha]
    }

    /// The image's composed transform in the values of `geometries[index]`, through
    /// ``Animator/transform(of:in:)``.
    public func imageTransform(at index: Int) -> Transform3D {
        frames.withUnsafeBufferPointer { frames in
            let count = animator.slotCount
            return animator.transform(of: "image", in: UnsafeBufferPointer(rebasing: frames[index * count..<(index + 1) * count]))
        }
    }
}
