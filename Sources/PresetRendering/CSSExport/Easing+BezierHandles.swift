import ParallaxEngine

extension Easing {
    /// The control points `(x1, y1, x2, y2)` of the `cubic-bezier()` this curve is exactly, for a
    /// curve editor's two handles: a `cubic-bezier()`'s own and its CSS keywords' (`ease` is
    /// `0.25, 0.1, 0.25, 1`, as the engine defines them), `linear`'s `0, 0, 1, 1` (CSS
    /// Easing: `cubic-bezier(0, 0, 1, 1)` is the identity), and the cubic polynomials'
    /// (``exactCubicBezier``); nil for every other curve.
    package var bezierHandles: [Double]? {
        switch self {
        case .cubicBezier(let x1, let y1, let x2, let y2): [x1, y1, x2, y2]
        case .linear: [0, 0, 1, 1]
        default: exactCubicBezier?.bezierHandles
        }
    }
}
