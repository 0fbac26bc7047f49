extension Transform3D {
    /// The transform applied about the point (`x`, `y`) instead of the origin:
    /// `translate(−x, −y) · self · translate(x, y)` in the row-vector layout, which is what CSS
    /// `transform-origin` and a Core Animation layer's anchor point do. A layer turns about its
    /// anchor point (its centre by default) by itself; SwiftUI's `projectionEffect` works about
    /// a view's top-left corner, so it wants `about(x: width / 2, y: height / 2)`.
    public func about(x: Double, y: Double) -> Transform3D {
        Self.translation(x: -x, y: -y).concatenating(self).concatenating(Self.translation(x: x, y: y))
    }

    /// A translation by (`x`, `y`, 0).
    static func translation(x: Double, y: Double) -> Transform3D {
        var translation = Transform3D.identity
        translation.m41 = x
        translation.m42 = y
        return translation
    }

    /// `self · other`: in the row-vector layout, `self` first, then `other`.
    func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var product = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for row in 0..<4 {
            for column in 0..<4 {
                product[row][column] = (0..<4).reduce(0) { $0 + a[row][$1] * b[$1][column] }
            }
        }
        return Transform3D(
            m11: product[0][0], m12: product[0][1], m13: product[0][2], m14: product[0][3],
            m21: product[1][0], m22: product[1][1], m23: product[1][2], m24: product[1][3],
            m31: product[2][0], m32: product[2][1], m33: product[2][2], m34: product[2][3],
            m41: product[3][0], m42: product[3][1], m43: product[3][2], m44: product[3][3])
    }

    private var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }
}
