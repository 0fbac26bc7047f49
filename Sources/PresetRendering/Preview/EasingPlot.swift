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
