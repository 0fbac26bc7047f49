import PresetStore

/// Where one panel's plotting area sits in the SVG and how data maps into it.
struct SVGPanelFrame {
    /// The plotting area's left, right, top and bottom edges in SVG pixels.
    let left: Double, right: Double, top: Double, bottom: Double
    /// The horizontal data range drawn from `left` to `right`.
    let horizontal: ClosedRange<Double>
    /// The vertical data range drawn from `bottom` to `top`.
    let vertical: ClosedRange<Double>

    /// The SVG x coordinate of horizontal position `offset`.
    func x(_ offset: Double) -> Double {
        left + (offset - horizontal.lowerBound) / (horizontal.upperBound - horizontal.lowerBound) * (right - left)
    }

    /// The SVG y coordinate of `value`.
    func y(_ value: Double) -> Double {
        bottom - (value - vertical.lowerBound) / (vertical.upperBound - vertical.lowerBound) * (bottom - top)
    }
}

/// An SVG coordinate with two decimals.
func coordinate(_ value: Double) -> String {
    DecimalText.fixed(value, fractionDigits: 2)
}
