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
