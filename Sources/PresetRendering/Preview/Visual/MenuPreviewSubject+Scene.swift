import CatalogEditing
import ParallaxEngine
import PresetStore

extension MenuPreviewSubject {
    /// The page's scene: every row of the menu at its place, captioned with its title, its
    /// image (the file when it exists locally, else a placeholder with its name and size) behind
    /// it as the `background` layer, its preset's values (`values`, see ``rowValues()``) at every
    /// visual offset.
    func scene(images: SceneImages, values: [SweepValues]) -> PreviewScene {
        let offsets = visualOffsets
        let width = viewport.width
        let elements = rows.indices.map { position in
            let row = rows[position]
            let rowHeight = layout.rowHeights[position]
            let layers = SceneLayers(
                width: width, height: rowHeight, title: row.title,
                background: (images.preview(of: row.image), row.image.pointHeight),
                picture: { target, w, h in images.placeholder(named: target, width: w, height: h) }
            ).layers(values[position])
            return PreviewElement(
                name: "row\(position)", caption: row.title,
                frame: PreviewRect(x: 0, y: layout.contentTop(ofRow: position), width: width, height: rowHeight),
                style: .row, layers: layers)
        }
        let presets = Array(Set(rows.map(\.presetName))).sorted()
        let notes =
            [
                viewport.note, rowsNote, presets.count == 1 ? "preset \(presets[0])" : "\(presets.count) presets",
            ] + [reducedMotionNote].compactMap { $0 }
        let snapping = menu.snap.map { ["snaps \($0.align.rawValue), stop \(($0.stop ?? .normal).rawValue)"] } ?? []
        var scene = PreviewScene(
            kind: .menu, title: menu.name, summary: menu.title, notes: notes + snapping,
            viewport: viewport.scrollSize, offsets: offsets, elements: elements)
        scene.snapOffsets = snapOffsets
        return scene
    }

    /// With the menu's `snap`: the offsets a scroll at rest settles on, one per row (its snap
    /// position for the rows stacked from 0, clamped to the scrollable range), in order without
    /// repeats; nil for a menu that does not snap.
    var snapOffsets: [Double]? {
        guard let snap = menu.snap?.scrollSnap else { return nil }
        let lengths = layout.rowHeights
        let maximum = Swift.max(0, lengths.reduce(0, +) - viewport.height)
        var start = 0.0
        var positions: Set<Double> = []
        for length in lengths {
            let position = snap.position(itemStart: start, itemLength: length, viewportLength: viewport.height)
            positions.insert(Swift.min(Swift.max(position, 0), maximum))
            start += length
        }
        return positions.sorted()
    }
}
