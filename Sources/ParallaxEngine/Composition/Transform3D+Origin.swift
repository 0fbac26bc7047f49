extension Transform3D {
    /// The transform applied about the point (`x`, `y`) instead of the origin:
    /// `translate(−x, −y) · self · translate(x, y)` in the row-vector layout, which is what CSS
    /// `transform-origin` and a Core Animation layer's anchor point do. A layer turns about its
    /// anchor point (its centre by default) by itself; SwiftUI's `projectionEffect` works about
    /// a view's top-left corner, so it wants `about(x: width / 2, y: height / 2)`.
    ///
    /// Written out rather than multiplied (it runs every frame, and builds nothing): the first
    /// product keeps rows 1–3 and makes row 4 `r4 − x·r1 − y·r2`; the second adds to each row's
    /// first two entries its fourth times `x` and `y`.
    public func about(x: Double, y: Double) -> Transform3D {
        let m41 = self.m41 - x * m11 - y * m21
        let m42 = self.m42 - x * m12 - y * m22
        let m43 = self.m43 - x * m13 - y * m23
        let m44 = self.m44 - x * m14 - y * m24
        return Transform3D(
            m11: m11 + m14 * x, m12: m12 + m14 * y, m13: m13, m14: m14,
            m21: m21 + m24 * x, m22: m22 + m24 * y, m23: m23, m24: m24,
            m31: m31 + m34 * x, m32: m32 + m34 * y, m33: m33, m34: m34,
            m41: m41 + m44 * x, m42: m42 + m44 * y, m43: m43, m44: m44)
    }
}
