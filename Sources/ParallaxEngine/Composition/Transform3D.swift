import RealModule

/// A 4×4 transform in the layout Core Animation's `CATransform3D` and the DOM's `DOMMatrix`
/// share: points are row vectors multiplied on the left (`p′ = p·M`), so the translation is in
/// `m41`, `m42`, `m43` and the perspective term in `m34`.
public struct Transform3D: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 1, column 4.
    public var m14: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 2, column 4.
    public var m24: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// Row 3, column 4.
    public var m34: Double
    /// Row 4, column 1: the x translation.
    public var m41: Double
    /// Row 4, column 2: the y translation.
    public var m42: Double
    /// Row 4, column 3: the z translation.
    public var m43: Double
    /// Row 4, column 4.
    public var m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The identity.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The matrix a browser computes for the CSS transform
    /// `perspective(P) translate3d(tx, ty, tz) rotateX(ax) rotateY(ay) rotateZ(az) scale3d(sx, sy, sz)`
    /// (CSS Transforms 2 §13, "Mathematical Description of the Transform Functions"): the
    /// point is scaled, then rotated about z, y and x, then translated, then seen in
    /// perspective. Angles are in degrees; a `perspective` of nil (or not positive) is none.
    ///
    /// Written out: with R = Rx·Ry·Rz (column-vector rotation matrices) and `k = 1/P`,
    /// rows 1–3 are R's columns scaled by sx, sy, sz, each followed by `−k·R₃ⱼ·sⱼ`; row 4 is
    /// `(tx, ty, tz, 1 − k·tz)`.
    public init(
        perspective: Double?, translation: (x: Double, y: Double, z: Double),
        rotation: (x: Double, y: Double, z: Double), scale: (x: Double, y: Double, z: Double)
    ) {
        let radians = Double.pi / 180
        let (sinX, cosX) = Self.sineAndCosine(of: rotation.x * radians)
        let (sinY, cosY) = Self.sineAndCosine(of: rotation.y * radians)
        let (sinZ, cosZ) = Self.sineAndCosine(of: rotation.z * radians)
        // R = Rx(ax)·Ry(ay)·Rz(az), entries rRC (row R, column C, column-vector convention).
        let r11 = cosY * cosZ
        let r12 = -cosY * sinZ
        let r13 = sinY
        let r21 = cosX * sinZ + sinX * sinY * cosZ
        let r22 = cosX * cosZ - sinX * sinY * sinZ
        let r23 = -sinX * cosY
        let r31 = sinX * sinZ - cosX * sinY * cosZ
        let r32 = sinX * cosZ + cosX * sinY * sinZ
        let r33 = cosX * cosY
        let k = perspective.map { $0 > 0 ? 1 / $0 : 0 } ?? 0
        self.init(
            m11: r11 * scale.x, m12: r21 * scale.x, m13: r31 * scale.x, m14: -k * r31 * scale.x,
            m21: r12 * scale.y, m22: r22 * scale.y, m23: r32 * scale.y, m24: -k * r32 * scale.y,
            m31: r13 * scale.z, m32: r23 * scale.z, m33: r33 * scale.z, m34: -k * r33 * scale.z,
            m41: translation.x, m42: translation.y, m43: translation.z, m44: 1 - k * translation.z)
    }

    /// `(sin θ, cos θ)`; at θ = ±0 without calling them (sin ±0 is ±0 exactly, cos ±0 is 1), as
    /// most transforms rotate about no axis at all.
    @inline(__always)
    private static func sineAndCosine(of radians: Double) -> (sine: Double, cosine: Double) {
        radians == 0 ? (radians, 1) : (Double.sin(radians), Double.cos(radians))
    }

    /// The sixteen entries row by row (`m11, m12, … m44`), the order `DOMMatrix.fromArray`
    /// and CSS `matrix3d()` read.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}

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
