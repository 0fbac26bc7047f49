import CatalogEditing
import ParallaxEngine
import PresetStore

extension PresetPreviewSubject {
    /// The offsets plots and pages sample (see ``OffsetSweep/visualOffsets(isDefault:)``); along
    /// a trajectory, its offsets in time order.
    var visualOffsets: [Double] { trajectory?.samples.map(\.offset) ?? sweep.visualOffsets(isDefault: sweepIsDefault) }

    /// Along a trajectory, the time of each visual offset in seconds; nil for a sweep of offsets.
    var visualTimes: [Double]? { trajectory?.samples.map(\.time) }

    /// The plot and the scene, from one evaluation of the previewed item at every visual offset.
    func visualPreview(images: SceneImages, imageName: String?) -> VisualPreview {
        let values = itemValues()
        return VisualPreview(
            plot: plot(values), scene: scene(images: images, imageName: imageName, itemValues: values),
            catalogFolder: images.catalogFolder, ownFiles: images.ownFiles)
    }

    /// The previewed item's values at every visual offset.
    func itemValues() -> SweepValues {
        SweepValues(previewed, geometries: visualOffsets.map(geometry(at:)), times: visualTimes)
    }

    /// One panel per animated channel of the preset's item against the content offset, a
    /// colour as four curves, with the timeline's start and end, range boundaries and keyframe
    /// stops marked where the item's progress reaches them; `values` is ``itemValues()``.
    func plot(_ values: SweepValues) -> PreviewPlot {
        if let times = visualTimes { return plotOverTime(values, times: times) }
        let offsets = visualOffsets
        let stops = ProgressStops(definition)
        let progress = offsets.map { animator.progress(for: geometry(at: $0)) }
        let series = values.channels.map { entry in
            let curves =
                entry.channel.isColor
                ? zip(["red", "green", "blue", "alpha"], 0..<4).map { name, component in
                    PreviewCurve(name: name, samples: Self.samples(offsets, values.bySlot[entry.firstSlot + component]))
                }
                : [PreviewCurve(samples: Self.samples(offsets, values.bySlot[entry.firstSlot]))]
            let markers = (stops.byKey[entry.key] ?? []).compactMap { stop in
                Self.offset(where: stop.progress, offsets: offsets, progress: progress)
                    .map { PreviewMarker(offset: $0, label: stop.label, role: stop.role) }
            }
            return PreviewSeries(label: entry.key, unit: entry.channel.unitSymbol, curves: curves, markers: markers)
        }
        return PreviewPlot(title: definition.name, subtitle: caption, axis: .contentOffset, series: series)
    }

    /// Along a trajectory: the content offset, then one panel per animated channel, against
    /// the time (no stops are marked: smoothed or velocity-driven progress does not follow the
    /// offset).
    func plotOverTime(_ values: SweepValues, times: [Double]) -> PreviewPlot {
        let path = PreviewSeries(label: "content offset", unit: "pt", curves: [PreviewCurve(samples: Self.samples(times, visualOffsets))])
        let series = values.channels.map { entry in
            let curves =
                entry.channel.isColor
                ? zip(["red", "green", "blue", "alpha"], 0..<4).map { name, component in
                    PreviewCurve(name: name, samples: Self.samples(times, values.bySlot[entry.firstSlot + component]))
                }
                : [PreviewCurve(samples: Self.samples(times, values.bySlot[entry.firstSlot]))]
            return PreviewSeries(label: entry.key, unit: entry.channel.unitSymbol, curves: curves)
        }
        return PreviewPlot(title: definition.name, subtitle: caption, axis: .time, series: [path] + series)
    }

    /// A line describing the preview's setting, e.g. "entrance · view(entry 0%…100%) · viewport
    /// 390×844 · item at 844, 100 pt".
    var caption: String {
        var parts = [definition.kind.rawValue, DefinitionDescriptions.timeline(definition.timeline)] + settingNotes
        if let reducedMotion = previewed.reducedMotion { parts.append("reduced motion: \(reducedMotion.policy.rawValue)") }
        if let trajectory { parts.append(trajectory.note) }
        return parts.joined(separator: " · ")
    }

    /// The viewport and the item, e.g. "viewport 390×844", "item at 844, 100 pt": shared by the
    /// plot's caption and the scene's notes.
    var settingNotes: [String] {
        [viewport.note, "item at \(Self.number(itemFrame.origin)), \(Self.number(itemFrame.length)) pt"]
    }

    static func samples(_ offsets: [Double], _ values: [Double]) -> [PreviewSample] {
        zip(offsets, values).map { PreviewSample(offset: $0, value: $1) }
    }

    /// The first offset at which `progress` reaches `target`, interpolating linearly between the
    /// sampled offsets (view, scroll and viewport-centre progress are piecewise linear in the
    /// offset); nil when the sweep never reaches it.
    static func offset(where target: Double, offsets: [Double], progress: [Double]) -> Double? {
        for index in offsets.indices {
            if progress[index] == target { return offsets[index] }
            guard index + 1 < offsets.count else { break }
            let (a, b) = (progress[index], progress[index + 1])
            if a != b, (a - target) * (b - target) < 0 {
                return offsets[index] + (target - a) / (b - a) * (offsets[index + 1] - offsets[index])
            }
        }
        return nil
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension ViewportSize {
    /// "viewport WIDTH×HEIGHT", for captions and notes.
    var note: String { "viewport \(PresetPreviewSubject.number(width))×\(PresetPreviewSubject.number(height))" }
}
