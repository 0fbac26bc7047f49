/// The preview page's player for a page that hosts it (the studio): the script and stylesheet
/// of `preview --format html`, and one preview's parts as JSON, which the host inserts and plays
/// with `PreviewPlayer.mount(root, frames)`.
package enum PreviewPlayerFiles {
    /// `preview-page.js`: defines `window.PreviewPlayer` (and plays a page's embedded frames when
    /// it has some).
    package static var script: String { PageResources.previewScript }
    /// `preview-page.css`: the phone, its rows, cells and cards.
    package static var style: String { PageResources.previewStyle }
}

extension VisualPreview {
    /// `{"markup", "frames", "plot"}`: the viewport's markup (as `preview --format html` writes
    /// it, its images embedded under the same rules as ``html(assets:warning:)``), the frames its
    /// script plays (offsets, viewport, elements with their layers' values at every offset), and
    /// the plot as inline SVG with a cursor.
    /// - Throws: ``CatalogError`` (invalid data, 65) for a scene a page cannot play.
    package func playerJSON() throws -> String {
        let (scene, _) = PageImages(catalogFolder: catalogFolder, assets: nil, ownFiles: ownFiles).embedding(in: scene)
        return try Self.rendering {
            try scene.validate()
            var untitled = plot
            (untitled.title, untitled.subtitle) = ("", "")
            let plotMarkup = try SVGPlotRenderer(includesCursor: true).render(untitled, standalone: false)
            return JSONText.object([
                ("markup", JSONText.string(HTMLSceneMarkup(scene: scene).viewport)),
                ("frames", scene.framesJSON),
                ("plot", JSONText.string(plotMarkup)),
            ])
        }
    }
}
