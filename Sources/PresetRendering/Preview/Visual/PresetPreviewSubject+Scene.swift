import CatalogEditing
import ParallaxEngine
import PresetCatalog
import PresetStore

extension PresetPreviewSubject {
    /// The page's scene: a header preset as a header over plain rows; any other preset applied to
    /// a list of identical items (rows, cells or cards) that includes the previewed item, each
    /// evaluated with its own geometry at every visual offset (the previewed item's values are
    /// `itemValues`, see ``itemValues()``). Along a trajectory, the scene's frames are its
    /// samples, each item evaluated over time with its own motion state.
    func scene(images: SceneImages, imageName: String?, itemValues: SweepValues) -> PreviewScene {
        let offsets = visualOffsets
        let image = imageName.flatMap(images.lookup)
        let elements =
            definition.kind == .header
            ? headerElements(values: itemValues, offsets: offsets, images: images, image: image)
            : listElements(itemValues: itemValues, offsets: offsets, images: images, image: image)
        var notes = settingNotes + [trajectory?.note ?? "\(offsets.count) sampled offsets"]
        notes.append(
            previewed.reducedMotion.map { "reduced motion: \($0.policy.rawValue)" }
                ?? "reduced motion (off): \(definition.reducedMotion.rawValue)")
        if let times = visualTimes {
            return PreviewScene(
                kind: sceneKind, title: definition.name, summary: definition.summary, notes: notes,
                viewport: viewport.scrollSize, axis: axis, offsets: offsets, times: times, elements: elements)
        }
        let effect = effectOffsets(within: offsets)
        return PreviewScene(
            kind: sceneKind, title: definition.name, summary: definition.summary, notes: notes,
            viewport: viewport.scrollSize, axis: axis,
            offsets: offsets, initialOffset: effect.map { ($0.lowerBound + $0.upperBound) / 2 } ?? offsets[offsets.count / 2],
            elements: elements, effect: effect)
    }

    /// The offsets over which the previewed item's timeline runs from 0 to 1 (``activeSpan``),
    /// cut to the sampled `offsets`; nil when they do not meet or the span has no length.
    func effectOffsets(within offsets: [Double]) -> ClosedRange<Double>? {
        let span = Self.activeSpan(animator: animator, axis: axis, viewport: viewport, itemFrame: itemFrame)
        let lower = Swift.max(span.lowerBound, offsets[0]), upper = Swift.min(span.upperBound, offsets[offsets.count - 1])
        return lower < upper ? lower...upper : nil
    }

    private var sceneKind: PreviewScene.Kind {
        switch definition.kind {
        case .cellBackground: .menu
        case .header: definition.targets.contains("container") ? .stretchHeader : .pathHeader
        case .parade: .parade
        case .entrance: .entrance
        case .custom: .custom
        }
    }

    private var viewportLength: Double { axis == .vertical ? viewport.height : viewport.width }
    private var crossLength: Double { axis == .vertical ? viewport.width : viewport.height }

    /// Items of the previewed item's length stacked along the axis (cards with a gap) so that
    /// the content the offsets show is filled from content offset 0 (or the first offset when
    /// it is negative), at most 60, nearest the previewed item first.
    private func listElements(
        itemValues: SweepValues, offsets: [Double], images: SceneImages, image: ImageDefinition?
    ) -> [PreviewElement] {
        listIndices(offsets: offsets).enumerated().map { number, index in
            let values =
                index == 0
                ? itemValues
                : SweepValues(previewed, geometries: offsets.map { geometry(of: listItemFrame(index), at: $0) }, times: visualTimes)
            return listElement(index: index, number: number, values: values, images: images, image: image)
        }
    }

    /// The previewed item as the page draws it, its layers without values: the frame, dress,
    /// pictures and cards the exported page shows so its item looks like the preview's. Nil for
    /// a header whose pictures are fixed behind it (they are not inside the item).
    func previewedElement(images: SceneImages, imageName: String?) -> PreviewElement? {
        let offsets = visualOffsets
        let image = imageName.flatMap(images.lookup)
        let values = SweepValues(previewed, geometries: [geometry(at: offsets[0])])
        if definition.kind == .header {
            let element = headerElements(values: values, offsets: [offsets[0]], images: images, image: image).first { $0.isPreviewed }
            return element.flatMap { $0.layers.isEmpty ? nil : $0 }
        }
        guard let number = listIndices(offsets: offsets).firstIndex(of: 0) else { return nil }
        return listElement(index: 0, number: number, values: values, images: images, image: image)
    }

    private var isCardList: Bool { definition.kind == .entrance || definition.kind == .custom }

    /// The frame of the list's item `index` places from the previewed one (0).
    private func listItemFrame(_ index: Int) -> ItemFrame {
        let pitch = itemFrame.length + (isCardList ? 16.0 : 0)
        return ItemFrame(origin: itemFrame.origin + Double(index) * pitch, length: itemFrame.length)
    }

    /// The places of the items drawn (0 is the previewed one), in order along the axis.
    private func listIndices(offsets: [Double]) -> [Int] {
        let pitch = itemFrame.length + (isCardList ? 16.0 : 0)
        let low = offsets.min() ?? 0, high = (offsets.max() ?? 0) + viewportLength
        let start = low < 0 ? low - itemFrame.length : 0
        // Only the 60 indices nearest 0 are drawn, so the range is cut to ±60 before it is
        // listed: its length follows the numbers, not the page.
        let first = Int(saturating: ((start - itemFrame.origin) / pitch).rounded(.up))
        let last = Int(saturating: ((high - itemFrame.origin) / pitch).rounded(.down))
        return (max(min(first, 0), -60)...min(max(last, 0), 60)).sorted { (abs($0), $0) < (abs($1), $1) }.prefix(60).sorted()
    }

    /// The list's item `index` places from the previewed one, the `number`th drawn, with `values`.
    private func listElement(
        index: Int, number: Int, values: SweepValues, images: SceneImages, image: ImageDefinition?
    ) -> PreviewElement {
        let inset = isCardList ? 16.0 : 0
        let background = image.map { (images.preview(of: $0), context.imageHeight) }
        let style: PreviewElement.Style = definition.kind == .cellBackground ? .row : .bare
        let origin = listItemFrame(index).origin
        let title = index == 0 ? "Item \(number + 1) (previewed)" : "Item \(number + 1)"
        let size = (along: itemFrame.length, across: crossLength - 2 * inset)
        let (width, height) = axis == .vertical ? (size.across, size.along) : (size.along, size.across)
        let layers = SceneLayers(
            width: width, height: height, title: title,
            background: background ?? (
                images.placeholder(named: "row image", width: width, height: context.imageHeight), context.imageHeight
            ),
            picture: { target, w, h in images.placeholder(named: target, width: w, height: h) }
        ).layers(values)
        let frame =
            axis == .vertical
            ? PreviewRect(x: inset, y: origin, width: width, height: height)
            : PreviewRect(x: origin, y: inset, width: width, height: height)
        return PreviewElement(
            name: "item\(number + 1)", caption: style == .row ? title : "", frame: frame, style: style,
            clipsContent: style == .row, layers: layers, isPreviewed: index == 0)
    }

    /// The header at its item frame, then plain rows filling the content below it. A header
    /// with a `container` target holds its other targets inside that container (stretch
    /// headers); otherwise its targets are pictures fixed behind a transparent header (Path),
    /// tall enough to cover the header at every offset.
    private func headerElements(
        values: SweepValues, offsets: [Double], images: SceneImages, image: ImageDefinition?
    ) -> [PreviewElement] {
        let width = viewport.width, height = itemFrame.length
        func picture(_ target: String, _ w: Double, _ h: Double, overlay: Bool) -> PreviewImage {
            if let image { return images.preview(of: image, isOverlay: overlay) }
            if let named = images.lookup("header-" + target) { return images.preview(of: named, isOverlay: overlay) }
            return images.placeholder(named: target, width: w, height: h, isOverlay: overlay)
        }
        var elements: [PreviewElement] = []
        if values.targets.contains("container") {
            let inner = values.targets.filter { $0 != "container" }.map { target in
                PreviewLayer(
                    target: target, frame: PreviewRect(x: 0, y: 0, width: width, height: height),
                    content: .image(picture(target, width, height, overlay: false)), tracks: values.tracks(of: target))
            }
            let container = PreviewLayer(
                target: "container", frame: PreviewRect(x: 0, y: 0, width: width, height: height), content: .empty,
                tracks: values.tracks(of: "container"), sublayers: inner)
            elements.append(
                PreviewElement(
                    name: "header", caption: definition.name, frame: PreviewRect(x: 0, y: itemFrame.origin, width: width, height: height),
                    style: .bare, clipsContent: false, layers: [container], isPreviewed: true))
        } else {
            let layers = values.targets.enumerated().map { index, target in
                let tracks = values.tracks(of: target)
                let translation = tracks.first { $0.channel == .translationY }?.values ?? offsets.map { _ in 0 }
                let cover = zip(offsets, translation).map { itemFrame.origin + height - $0 - $1 }.max() ?? height
                let imageHeight = max(height, cover)
                return PreviewLayer(
                    target: target, frame: PreviewRect(x: 0, y: 0, width: width, height: imageHeight),
                    content: .image(picture(target, width, imageHeight, overlay: index > 0)), tracks: tracks)
            }
            elements.append(
                PreviewElement(
                    name: "backdrop", frame: PreviewRect(x: 0, y: 0, width: width, height: viewport.height), anchor: .viewport,
                    style: .bare, clipsContent: false, layers: layers))
            elements.append(
                PreviewElement(
                    name: "header", frame: PreviewRect(x: 0, y: itemFrame.origin, width: width, height: height),
                    style: .bare, clipsContent: false, layers: [], isPreviewed: true))
        }
        let rowHeight = context.rowHeight
        let end = (offsets.max() ?? 0) + viewport.height
        var top = itemFrame.origin + height
        var row = 1
        while top < end, row <= 60 {
            elements.append(
                PreviewElement(
                    name: "row\(row)", caption: "Row \(row)", frame: PreviewRect(x: 0, y: top, width: width, height: rowHeight),
                    style: .plain, layers: []))
            top += rowHeight
            row += 1
        }
        return elements
    }
}

extension PresetDefinition {
    /// Every track's target, the children's included.
    var targets: Set<String> {
        func collect(_ tracks: [PresetDefinition.Track], _ children: [PresetDefinition.Child]) -> Set<String> {
            Set(tracks.map(\.target)).union(children.flatMap { collect($0.tracks, $0.children) })
        }
        return collect(tracks, children)
    }
}
