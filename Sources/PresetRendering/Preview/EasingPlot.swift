import CatalogEditing
import ParallaxEngine
import PresetCatalog

/// An easing curve drawn over input progress 0…1 (`easing CURVE --format svg`): 201 samples,
/// guides at 0 and 1, the vertical range widened to show any overshoot.
package enum EasingPlot {
    /// The SVG 1.1 plot of `curve`.
    /// - Throws: ``CatalogError`` (invalid argument) naming the problem in the curve's text.
    package static func svg(curve: String) throws -> String {
        let easing: Easing
        do {
            easing = try Easing(parsingWithHint: curve)
        } catch let error as EngineError {
            throw CatalogError(.invalidArgument, "curve: " + error.problem)
        }
        return try VisualPreview.rendering { try SVGPlotRenderer().render(PreviewPlot.easingCurve(easing)) }
    }
}

extension PreviewPlot {
    /// The plot of one easing curve over input progress 0…1: `sampleCount` evenly spaced
    /// samples, dashed guides at 0 and 1 (so overshoot above 1 or below 0 stands out, the
    /// vertical range always reaching past both), and start/end markers at t = 0 and t = 1.
    package static func easingCurve(_ easing: Easing, sampleCount: Int = 201) -> PreviewPlot {
        let count = max(sampleCount, 2)
        let samples = (0..<count).map { index in
            let t = Double(index) / Double(count - 1)
            return PreviewSample(offset: t, value: easing.value(at: t))
        }
        let series = PreviewSeries(
            label: "output progress", curves: [PreviewCurve(samples: samples)],
            markers: [PreviewMarker(offset: 0, label: "start", role: .start), PreviewMarker(offset: 1, label: "end", role: .end)],
            guides: [0, 1])
        return PreviewPlot(
            title: easing.description, subtitle: "easing curve, \(count) samples",
            axis: PreviewAxis(label: "input progress t"), series: [series])
    }
}
