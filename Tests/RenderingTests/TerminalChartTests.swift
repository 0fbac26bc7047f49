import Testing

@testable import PresetRendering

@Suite struct TerminalChartTests {
    @Test func aRisingLineIsDrawnInBrailleDots() throws {
        // Two characters by two lines are 4 × 8 dots. The line from (0, 0) to (1, 1) runs from
        // dot (0, 7) to dot (3, 0); rounding its 15 evenly spaced points sets dots (0,7) (0,6)
        // (1,6) (1,5) (1,4) in the lower-left character: braille dots 7, 3, 6, 5, 4 = 0x7C → ⡼;
        // and (2,3) (2,2) (2,1) (3,1) (3,0) in the upper-right one: dots 7, 3, 2, 5, 4 = 0x5E → ⡞.
        // The marker at offset 1 sits in the last axis column.
        let plot = PreviewPlot(
            title: "t", axis: PreviewAxis(label: "x"),
            series: [
                PreviewSeries(
                    label: "v", curves: [PreviewCurve(samples: [PreviewSample(offset: 0, value: 0), PreviewSample(offset: 1, value: 1)])],
                    markers: [PreviewMarker(offset: 1, label: "end", role: .end)])
            ])
        let text = try TerminalChartRenderer(width: 2, height: 2).render(plot)
        #expect(
            text == """
                v
                1.00 ┤⠀⡞
                0.00 ┤⡼⠀
                     └─┬
                      0.00 1.00

                """)
    }

    @Test func eachSeriesGetsItsOwnBlockWithUnitAndRange() throws {
        let samples = stride(from: 0.0, through: 400, by: 8).map { PreviewSample(offset: $0, value: -100 + $0 * 0.25) }
        let plot = PreviewPlot(
            title: "t", axis: .contentOffset,
            series: [
                PreviewSeries(label: "background.translationY", unit: "pt", curves: [PreviewCurve(samples: samples)]),
                PreviewSeries(
                    label: "card.alpha",
                    curves: [PreviewCurve(samples: samples.map { PreviewSample(offset: $0.offset, value: $0.offset / 400) })]),
            ])
        let lines = try TerminalChartRenderer(width: 40, height: 3).render(plot).split(separator: "\n", omittingEmptySubsequences: false)
        // Per block: heading, 3 plot lines, axis, labels; blocks joined by an empty line.
        #expect(lines[0] == "background.translationY (pt)")
        // −100…0 spans 100: whole numbers, right-aligned in a 4-character gutter.
        #expect(lines[1].hasPrefix("   0 ┤"))
        #expect(lines[2].hasPrefix("     │"))
        #expect(lines[3].hasPrefix("−100 ┤"))
        #expect(lines[5] == "      0" + String(repeating: " ", count: 36) + "400")
        #expect(lines[6] == "")
        #expect(lines[7] == "card.alpha")
        #expect(lines[8].hasPrefix("1.00 ┤"))
        // Every plot line is exactly 40 braille characters after the axis.
        for line in [lines[1], lines[2], lines[3], lines[8], lines[9], lines[10]] {
            let braille = line.unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) }
            #expect(braille.count == 40)
        }
    }
}
