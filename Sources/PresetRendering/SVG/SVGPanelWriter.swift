/// The SVG elements of one panel: heading and legend, grid, tick labels, guides, markers,
/// curves and (optionally) the cursor.
struct SVGPanelWriter {
    let series: PreviewSeries
    let frame: SVGPanelFrame
    let verticalScale: TickScale
    let horizontalScale: TickScale
    let panelTop: Double
    let includesCursor: Bool

    var svg: String {
        var out = "<g class=\"panel\">\n"
        out += heading
        out +=
            "<rect x=\"\(coordinate(frame.left))\" y=\"\(coordinate(frame.top))\" width=\"\(coordinate(frame.right - frame.left))\" "
            + "height=\"\(coordinate(frame.bottom - frame.top))\" fill=\"#ffffff\" stroke=\"\(SVGPalette.frame)\"/>\n"
        out += verticalAxis
        out += horizontalAxis
        out += guides
        out += markers
        out += curves
        if includesCursor {
            out +=
                "<line class=\"cursor\" x1=\"\(coordinate(frame.left))\" x2=\"\(coordinate(frame.left))\" "
                + "y1=\"\(coordinate(frame.top))\" y2=\"\(coordinate(frame.bottom))\" stroke=\"\(SVGPalette.cursor)\" "
                + "stroke-width=\"1.5\" visibility=\"hidden\"/>\n"
        }
        return out + "</g>\n"
    }

    private var heading: String {
        let baseline = coordinate(panelTop + 16)
        var out =
            "<text x=\"\(coordinate(frame.left))\" y=\"\(baseline)\" font-size=\"13\" font-weight=\"600\">"
            + series.label.xmlEscaped
        if !series.unit.isEmpty {
            out += "<tspan font-weight=\"400\" fill=\"\(SVGPalette.mutedText)\"> (\(series.unit.xmlEscaped))</tspan>"
        }
        out += "</text>\n"
        let named = series.curves.enumerated().filter { !$0.element.name.isEmpty }
        var x = frame.right
        for (index, curve) in named.reversed() {
            x -= 14 + Double(curve.name.count) * 6.5
            let color = SVGPalette.curve(named: curve.name, index: index)
            out +=
                "<rect x=\"\(coordinate(x))\" y=\"\(coordinate(panelTop + 8))\" width=\"10\" height=\"10\" rx=\"2\" fill=\"\(color)\"/>"
                + "<text x=\"\(coordinate(x + 13))\" y=\"\(baseline)\" fill=\"\(SVGPalette.mutedText)\">\(curve.name.xmlEscaped)</text>\n"
        }
        return out
    }

    private var verticalAxis: String {
        var out = ""
        for tick in verticalScale.ticks() {
            let y = coordinate(frame.y(tick))
            out +=
                "<line x1=\"\(coordinate(frame.left))\" x2=\"\(coordinate(frame.right))\" y1=\"\(y)\" y2=\"\(y)\" "
                + "stroke=\"\(SVGPalette.grid)\"/>"
                + "<text class=\"tick-y\" x=\"\(coordinate(frame.left - 8))\" y=\"\(y)\" dy=\"0.32em\" text-anchor=\"end\" "
                + "fill=\"\(SVGPalette.mutedText)\">\(verticalScale.label(tick).xmlEscaped)</text>\n"
        }
        return out
    }

    private var horizontalAxis: String {
        var out = ""
        for tick in horizontalScale.ticks(in: frame.horizontal) {
            let x = coordinate(frame.x(tick))
            out +=
                "<line x1=\"\(x)\" x2=\"\(x)\" y1=\"\(coordinate(frame.top))\" y2=\"\(coordinate(frame.bottom))\" "
                + "stroke=\"\(SVGPalette.grid)\"/>"
                + "<text class=\"tick-x\" x=\"\(x)\" y=\"\(coordinate(frame.bottom + 15))\" text-anchor=\"middle\" "
                + "fill=\"\(SVGPalette.mutedText)\">\(horizontalScale.label(tick).xmlEscaped)</text>\n"
        }
        return out
    }

    private var guides: String {
        series.guides.map { guide in
            let y = coordinate(frame.y(guide))
            return "<line class=\"guide\" x1=\"\(coordinate(frame.left))\" x2=\"\(coordinate(frame.right))\" y1=\"\(y)\" y2=\"\(y)\" "
                + "stroke=\"\(SVGPalette.guide)\" stroke-dasharray=\"5 4\"/>\n"
        }.joined()
    }

    private var markers: String {
        series.markers.enumerated().map { index, marker in
            let x = frame.x(marker.offset)
            let color = SVGPalette.marker(marker.role)
            let dash = marker.role == .keyframe ? " stroke-dasharray=\"3 3\"" : ""
            let labelY = frame.top + 12 + Double(index % 2) * 12
            let anchor = x > (frame.left + frame.right) / 2 ? ("end", x - 4) : ("start", x + 4)
            return "<g class=\"marker marker-\(marker.role.rawValue)\">"
                + "<line x1=\"\(coordinate(x))\" x2=\"\(coordinate(x))\" "
                + "y1=\"\(coordinate(frame.top))\" y2=\"\(coordinate(frame.bottom))\" "
                + "stroke=\"\(color)\" stroke-width=\"1.25\"\(dash)/>"
                + "<text x=\"\(coordinate(anchor.1))\" y=\"\(coordinate(labelY))\" text-anchor=\"\(anchor.0)\" font-size=\"10\" "
                + "font-weight=\"600\" fill=\"\(color)\">\(marker.label.xmlEscaped)</text></g>\n"
        }.joined()
    }

    private var curves: String {
        series.curves.enumerated().map { index, curve in
            let points = curve.samples.map { "\(coordinate(frame.x($0.offset))),\(coordinate(frame.y($0.value)))" }
            let color = SVGPalette.curve(named: curve.name, index: index)
            // A lone sample draws no line; a dot shows where it is.
            let dot =
                curve.samples.count == 1
                ? "<circle cx=\"\(coordinate(frame.x(curve.samples[0].offset)))\" "
                    + "cy=\"\(coordinate(frame.y(curve.samples[0].value)))\" r=\"3\" fill=\"\(color)\"/>\n"
                : ""
            return "<polyline class=\"curve\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" "
                + "stroke-linejoin=\"round\" stroke-linecap=\"round\" points=\"\(points.joined(separator: " "))\"/>\n" + dot
        }.joined()
    }
}
