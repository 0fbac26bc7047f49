/// A grid of Unicode braille characters used as a bitmap: each character holds 2 × 4 dots, so
/// `columns` characters by `rows` lines give `2·columns` × `4·rows` dots, (0, 0) at the top left.
struct BrailleCanvas {
    let columns: Int
    let rows: Int
    private var cells: [UInt8]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: 0, count: columns * rows)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// Sets the dot at (`x`, `y`); dots outside the canvas are ignored.
    mutating func set(x: Int, y: Int) {
        guard (0..<dotWidth).contains(x), (0..<dotHeight).contains(y) else { return }
        // Unicode braille dot numbering: dots 1-3 and 7 down the left column, 4-6 and 8 down the right.
        let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        cells[(y / 4) * columns + x / 2] |= bits[x % 2][y % 4]
    }

    /// Sets the dots along the segment between two points in dot coordinates, rounding each of
    /// `2·d + 1` evenly spaced points (d the longer side of the segment, rounded up, and at most
    /// the canvas's larger side: a longer segment leaves the canvas anyway, and the work stays
    /// proportional to the canvas, never to the numbers).
    mutating func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
        let length = max(abs(end.x - start.x), abs(end.y - start.y)).rounded(.up)
        let steps = Int(saturating: min(length, Double(max(dotWidth, dotHeight)))) * 2 + 1
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            set(
                x: Int(saturating: (start.x + (end.x - start.x) * t).rounded()),
                y: Int(saturating: (start.y + (end.y - start.y) * t).rounded()))
        }
    }

    /// The canvas as `rows` strings of `columns` braille characters (U+2800 + the dot bits).
    var lines: [String] {
        (0..<rows).map { row in
            String(
                String.UnicodeScalarView(
                    cells[row * columns..<(row + 1) * columns].map {
                        Unicode.Scalar(0x2800 + UInt32($0))!
                    }))
        }
    }
}
