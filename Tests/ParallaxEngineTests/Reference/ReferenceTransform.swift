import ParallaxEngine

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A target's composed transform for the reference evaluator: the CSS transform
/// `perspective(P) translate3d(tx, ty, tz) rotateX(ax) rotateY(ay) rotateZ(rotation + rotationZ)
/// scale3d(scaleX·scale, scaleY·scale, scale)` (docs/DESIGN.md "Composed state"), each function
/// the 4×4 matrix CSS Transforms 2 §13 gives it, multiplied out in order.
enum ReferenceTransform {
    typealias Matrix = [[Double]]

    /// The sixteen entries in `Transform3D`'s order (`m11, m12, … m44`: the DOMMatrix and
    /// CATransform3D layout, the transpose of the column-vector matrices below) for `value`,
    /// a target's channel values (nil where nothing animates the channel: its identity, and no
    /// perspective without a `perspective` channel).
    static func entries(_ value: (Channel) -> Double?) -> [Double] {
        let scale = value(.scale) ?? 1
        var matrix = identity
        if let perspective = value(.perspective), perspective > 0 {
            matrix = product(matrix, self.perspective(perspective))
        }
        matrix = product(matrix, translation(value(.translationX) ?? 0, value(.translationY) ?? 0, value(.translationZ) ?? 0))
        matrix = product(matrix, rotationX(value(.rotationX) ?? 0))
        matrix = product(matrix, rotationY(value(.rotationY) ?? 0))
        matrix = product(matrix, rotationZ((value(.rotation) ?? 0) + (value(.rotationZ) ?? 0)))
        matrix = product(matrix, scaling((value(.scaleX) ?? 1) * scale, (value(.scaleY) ?? 1) * scale, scale))
        return (0..<4).flatMap { row in (0..<4).map { column in matrix[column][row] } }
    }

    static let identity: Matrix = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]

    static func product(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<4).map { row in (0..<4).map { column in (0..<4).reduce(0) { $0 + a[row][$1] * b[$1][column] } } }
    }

    /// `perspective(d)`: −1/d in row 4, column 3.
    static func perspective(_ d: Double) -> Matrix {
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, -1 / d, 1]]
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix {
        [[1, 0, 0, x], [0, 1, 0, y], [0, 0, 1, z], [0, 0, 0, 1]]
    }

    /// An angle in degrees as radians: degrees × (π/180).
    static func radians(_ degrees: Double) -> Double { degrees * (Double.pi / 180) }

    static func rotationX(_ degrees: Double) -> Matrix {
        let (s, c) = (sin(radians(degrees)), cos(radians(degrees)))
        return [[1, 0, 0, 0], [0, c, -s, 0], [0, s, c, 0], [0, 0, 0, 1]]
    }

    static func rotationY(_ degrees: Double) -> Matrix {
        let (s, c) = (sin(radians(degrees)), cos(radians(degrees)))
        return [[c, 0, s, 0], [0, 1, 0, 0], [-s, 0, c, 0], [0, 0, 0, 1]]
    }

    static func rotationZ(_ degrees: Double) -> Matrix {
        let (s, c) = (sin(radians(degrees)), cos(radians(degrees)))
        return [[c, -s, 0, 0], [s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    }

    static func scaling(_ x: Double, _ y: Double, _ z: Double) -> Matrix {
        [[x, 0, 0, 0], [0, y, 0, 0], [0, 0, z, 0], [0, 0, 0, 1]]
    }

    /// How far each entry of the engine's matrix may lie from ``entries(_:)``: the engine
    /// writes the product out in closed form, so sums come in another order. Each entry of
    /// rows 1–3 is a sum of at most four products of sines and cosines (each at most 1) times
    /// the column's scale, and of 1/P for column 4; row 4 holds the translation and
    /// `1 − tz/P`. 16 ulps of those magnitudes bounds every rounding of either side.
    static func tolerances(_ value: (Channel) -> Double?) -> [Double] {
        let scale = value(.scale) ?? 1
        let scales = [(value(.scaleX) ?? 1) * scale, (value(.scaleY) ?? 1) * scale, scale]
        let inverseDistance = value(.perspective).map { $0 > 0 ? 1 / $0 : 0 } ?? 0
        let tz = value(.translationZ) ?? 0
        let rows = scales.map { s in
            [s, s, s, s * inverseDistance].map { 16 * ($0.magnitude * 4).ulp }
        }
        let last = [0, 0, 0, 16 * (1 + (tz * inverseDistance).magnitude).ulp]
        return rows.flatMap { $0 } + last
    }
}
