import ParallaxEngine
import Testing

/// A transform about a point other than the origin, as CSS `transform-origin` and a layer's
/// anchor point apply it: p′ = (p − c)·M + c.
@Suite struct TransformOriginTests {
    /// The image of the point (x, y, 0) under `transform` (row vector times matrix, divided by w).
    private func image(of point: (Double, Double), under t: Transform3D) -> (Double, Double) {
        let (x, y) = point
        let w = x * t.m14 + y * t.m24 + t.m44
        return ((x * t.m11 + y * t.m21 + t.m41) / w, (x * t.m12 + y * t.m22 + t.m42) / w)
    }

    /// Scale 2 about (50, 25), the centre of a 100 × 50 view: the centre stays, the corner
    /// (0, 0) goes to (−50, −25) and (100, 50) to (150, 75).
    @Test func aScaleAboutTheCentreKeepsTheCentre() {
        let doubled = Transform3D(perspective: nil, translation: (0, 0, 0), rotation: (0, 0, 0), scale: (2, 2, 2))
        let centred = doubled.about(x: 50, y: 25)
        #expect(image(of: (50, 25), under: centred) == (50, 25))
        #expect(image(of: (0, 0), under: centred) == (-50, -25))
        #expect(image(of: (100, 50), under: centred) == (150, 75))
    }

    /// A quarter turn about (10, 10): (20, 10) is 10 to the right of the centre and turns to 10
    /// below it, (10, 20), as CSS rotate(90deg) turns x towards y.
    @Test func aTurnAboutAPoint() {
        let turned = Transform3D(perspective: nil, translation: (0, 0, 0), rotation: (0, 0, 90), scale: (1, 1, 1)).about(x: 10, y: 10)
        let (x, y) = image(of: (20, 10), under: turned)
        #expect(abs(x - 10) < 1e-12 && abs(y - 20) < 1e-12)
    }

    /// A translation is the same about any point.
    @Test func aTranslationIgnoresTheOrigin() {
        let moved = Transform3D(perspective: nil, translation: (5, -7, 0), rotation: (0, 0, 0), scale: (1, 1, 1))
        #expect(moved.about(x: 123, y: 45) == moved)
    }
}

extension TransformOriginTests {
    /// A plain 4 × 4 product, row by row, for the reference below.
    private static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { row in (0..<4).map { column in (0..<4).reduce(0) { $0 + a[row][$1] * b[$1][column] } } }
    }

    private static func rows(_ t: Transform3D) -> [[Double]] {
        [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
    }

    /// `about` equals translate(−x, −y) · M · translate(x, y) multiplied out, for a transform
    /// with every kind of entry: perspective (m34, so the fourth column matters), rotations about
    /// all three axes, a translation in z, unequal scales.
    @Test func aboutIsTheProductOfTheTwoTranslationsAroundTheTransform() {
        let transform = Transform3D(perspective: 400, translation: (12, -7, 30), rotation: (20, -35, 50), scale: (1.5, 0.75, 2))
        var skewed = transform
        skewed.m14 = 0.002
        skewed.m24 = -0.001
        for t in [transform, skewed] {
            let (x, y) = (37.5, -12.25)
            let before: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [-x, -y, 0, 1]]
            let after: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, 0, 1]]
            let expected = Self.product(Self.product(before, Self.rows(t)), after)
            let actual = Self.rows(t.about(x: x, y: y))
            for row in 0..<4 {
                for column in 0..<4 {
                    #expect(
                        abs(actual[row][column] - expected[row][column]) <= 1e-12 * max(1, abs(expected[row][column])),
                        "m\(row + 1)\(column + 1)")
                }
            }
        }
    }
}
