import ParallaxEngine
import PresetStore

/// Writes a `PreviewScene` as one self-contained HTML page (inline CSS and script, placeholder
/// images as `data:` URIs, no network): a phone-sized viewport playing the sampled frames, a
/// scrubber, the current offset, the live values and, when given, the plot with a cursor.
///
/// The page interpolates linearly between the sampled frames and never evaluates a preset.
/// For scripts and tests it exposes `window.previewSetOffset(offset)` (returns the offset applied,
/// clamped to the sampled range) and `window.previewOffset()`; every layer carries
/// `data-layer-path="element/target…"`, every element `data-element`. A `#offset=N` URL
/// fragment opens the page at offset N. A scene over time (``PreviewScene/times``) plays in
/// real time instead: its scrubber is the time, and `window.previewSetTime(seconds)`,
/// `window.previewTime()` and a `#time=T` fragment stand for the offset's.
package struct HTMLPreviewRenderer: Sendable {
    /// Creates a renderer.
    package init() {}

    /// The page for `scene`, with `plot` (its horizontal axis the content offset) drawn under
    /// the controls when given, without its title (the page has one).
    /// - Throws: `EngineError` naming the first field the page could not play.
    package func render(_ scene: PreviewScene, plot: PreviewPlot? = nil) throws -> String {
        try scene.validate()
        let plotMarkup = try plot.map { plot in
            var untitled = plot
            (untitled.title, untitled.subtitle) = ("", "")
            return try SVGPlotRenderer(includesCursor: true).render(untitled, standalone: false)
        }
        let markup = HTMLSceneMarkup(scene: scene)
        let badges = ([scene.kind.caption] + scene.notes).map { "<li>\($0.xmlEscaped)</li>" }.joined()
        let summary = scene.summary.isEmpty ? "" : "<p class=\"summary\">\(scene.summary.xmlEscaped)</p>\n"
        let axis = scene.times ?? scene.offsets
        let first = DecimalText.text(axis[0]), last = DecimalText.text(axis[axis.count - 1])
        let scrubbed = scene.times == nil ? "content offset" : "time"
        let hint =
            scene.times == nil
            ? "Scroll or drag inside the phone, or use the scrubber."
            : "Play runs the scroll in real time; the scrubber moves through it."
        let figure = plotMarkup.map { "<figure class=\"preview-plot\">\n\($0)</figure>\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(scene.title.xmlEscaped) · preview</title>
            <style>
            \(PageResources.previewStyle)
            \(Self.narrowWindowStyle(viewportWidth: scene.viewport.width))
            </style>
            </head>
            <body>
            <main class="layout">
            <section class="device" aria-label="simulated phone">
            <div class="phone">
            \(markup.viewport)
            </div>
            </section>
            <section class="inspector">
            <header>
            <h1>\(scene.title.xmlEscaped)</h1>
            \(summary)<ul class="badges">\(badges)</ul>
            </header>
            <div class="controls">
            <button type="button" id="preview-play" aria-label="play">Play</button>
            <input type="range" id="preview-scrubber" min="\(first)" max="\(last)" step="any" value="\(first)" aria-label="\(scrubbed)">
            <output id="preview-offset" for="preview-scrubber"></output>
            <label class="others"><input type="checkbox" id="preview-others"> other items</label>
            </div>
            <p class="hint">\(hint) <span id="preview-frame"></span></p>
            <div class="values"><table>
            <thead><tr><th>element</th><th>layer.channel</th><th class="number">value</th></tr></thead>
            <tbody id="preview-values"></tbody>
            </table></div>
            \(figure)</section>
            </main>
            <script type="application/json" id="preview-frames">\(scene.framesJSON)</script>
            <script>
            \(PageResources.previewScript)
            </script>
            </body>
            </html>

            """
    }
}

extension PreviewScene.Kind {
    /// A few words on what a scene of this kind shows.
    var caption: String {
        switch self {
        case .menu: return "menu rows with parallax images"
        case .pathHeader: return "image behind a transparent header"
        case .stretchHeader: return "half-speed header image"
        case .parade: return "cells through start, rest and end states"
        case .entrance: return "cards entering the viewport"
        case .custom: return "custom effect"
        }
    }
}

extension HTMLPreviewRenderer {
    /// The phone's bezel (`.phone`'s padding) and the page's margins (`.layout`'s padding), in
    /// CSS pixels, as `preview-page.css` sets them.
    static let bezel = 13.0, margin = 36.0

    /// The rules for a window too narrow for the phone in its bezel and the page's margins (a
    /// real phone's, 390 px wide, for the default 390 pt viewport): the bezel and the margins go,
    /// so the phone's screen is the window's width and the page never scrolls sideways; the
    /// inspector below it keeps a small margin and may be as narrow as the window, its controls
    /// wrapping onto a second line.
    static func narrowWindowStyle(viewportWidth: Double) -> String {
        let widest = (viewportWidth + 2 * bezel + 2 * margin).rounded(.up) - 1
        return "@media (max-width: \(DecimalText.text(widest))px) { .layout { padding: 0 0 24px; gap: 16px; } "
            + ".phone { padding: 0; border-radius: 0; box-shadow: none; } .viewport { border-radius: 0; } "
            + ".inspector { min-width: 0; padding: 0 12px; } .controls { flex-wrap: wrap; } }"
    }
}
