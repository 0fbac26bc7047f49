import CatalogEditing
import ParallaxEngine
import PresetStore

extension MenuPreviewSubject {
    /// The offsets plots and pages sample (see ``OffsetSweep/visualOffsets(isDefault:)``).
    var visualOffsets: [Double] { sweep.visualOffsets(isDefault: sweepIsDefault) }

    /// The values of every row at every visual offset.
    func rowValues() -> [SweepValues] {
        let offsets = visualOffsets
        return rows.indices.map { position in
            SweepValues(rows[position].previewed, geometries: offsets.map { geometry(ofRow: position, at: $0) })
        }
    }

    /// The plot and the scene, from one evaluation of every row at every visual offset.
    func visualPreview(images: SceneImages) -> VisualPreview {
        let values = rowValues()
        return VisualPreview(
            plot: plot(values), scene: scene(images: images, values: values), catalogFolder: images.catalogFolder,
            ownFiles: images.ownFiles)
    }

    /// One panel per animated channel (`target.property`), with one curve per row drawn over the
    /// offsets at which the row is in view (a colour's red component stands for the colour),
    /// from `values` (``rowValues()``).
    func plot(_ values: [SweepValues]) -> PreviewPlot {
        let offsets = visualOffsets
        var keys: [(key: String, channel: Channel)] = []
        for rowValues in values {
            for entry in rowValues.channels where !keys.contains(where: { $0.key == entry.key }) {
                keys.append((entry.key, entry.channel))
            }
        }
        let series = keys.map { key, channel in
            let curves = values.indices.compactMap { position -> PreviewCurve? in
                guard let entry = values[position].channels.first(where: { $0.key == key }) else { return nil }
                let samples = offsets.indices
                    .filter { layout.isVisible(row: position, offset: offsets[$0]) }
                    .map { PreviewSample(offset: offsets[$0], value: values[position].bySlot[entry.firstSlot][$0]) }
                return samples.isEmpty ? nil : PreviewCurve(samples: samples)
            }
            return PreviewSeries(label: key, unit: channel.unitSymbol, curves: curves)
        }.filter { !$0.curves.isEmpty }
        return PreviewPlot(title: menu.name, subtitle: caption + " · one line per row while in view", axis: .contentOffset, series: series)
    }

    /// A line describing the preview's setting.
    var caption: String {
        ([rowsNote, viewport.note] + [reducedMotionNote].compactMap { $0 }).joined(separator: " · ")
    }

    /// "N rows of H pt" (or "of H1–H2 pt" when their heights differ), for the caption and the
    /// scene's notes.
    var rowsNote: String {
        let heights = layout.rowHeights
        guard let low = heights.min(), let high = heights.max(), low != high else {
            return "\(rows.count) rows of \(PresetPreviewSubject.number(layout.rowHeight)) pt"
        }
        return "\(rows.count) rows of \(PresetPreviewSubject.number(low))–\(PresetPreviewSubject.number(high)) pt"
    }

    /// "reduced motion: " and the rows' policies, sorted; nil without `--reduced-motion`.
    var reducedMotionNote: String? {
        let policies = Set(rows.compactMap { $0.previewed.reducedMotion?.policy.rawValue }).sorted()
        return policies.isEmpty ? nil : "reduced motion: " + policies.joined(separator: ", ")
    }
}
