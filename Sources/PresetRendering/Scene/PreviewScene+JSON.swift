import ParallaxEngine

extension PreviewScene {
    /// The frames and the layout the page's script needs, as JSON: offsets (and, for a scroll
    /// over time, `times`; for a menu that snaps, `snap`), the viewport,
    /// per element its frame and a flat list of its layers (path, target, base frame, the
    /// channels' values), and the channel table (``PlayerChannelTable``).
    var framesJSON: String {
        let ordered = offsets.sorted()
        return JSONText.object(
            [
                ("axis", JSONText.string(axis.rawValue)),
                ("viewport", JSONText.object([("width", JSONText.number(viewport.width)), ("height", JSONText.number(viewport.height))])),
                ("offsets", JSONText.array(offsets)),
            ] + (times.map { [("times", JSONText.array($0))] } ?? []) + (snapOffsets.map { [("snap", JSONText.array($0))] } ?? []) + [
                ("initialOffset", JSONText.number(initialOffset ?? offsets[0])),
                ("effect", JSONText.array(effect.map { [$0.lowerBound, $0.upperBound] } ?? [ordered[0], ordered[ordered.count - 1]])),
                ("elements", JSONText.list(elements.map(\.json))),
                ("channels", PlayerChannelTable.json),
            ])
    }
}

extension PreviewElement {
    var json: String {
        JSONText.object([
            ("name", JSONText.string(name)),
            ("caption", JSONText.string(caption)),
            ("anchor", JSONText.string(anchor.rawValue)),
            ("previewed", isPreviewed ? "true" : "false"),
            ("frame", frame.json),
            (
                "layers",
                JSONText.list(
                    flattenedLayers.map { path, layer in
                        JSONText.object([
                            ("path", JSONText.string(path)),
                            ("target", JSONText.string(layer.target)),
                            ("frame", layer.frame.json),
                            ("tracks", JSONText.object(layer.tracks.map { ($0.channel.rawValue, JSONText.array($0.values)) })),
                        ])
                    })
            ),
        ])
    }

    /// Every layer, depth first, with its path `element/target/subtarget…` (the page's
    /// `data-layer-path`).
    var flattenedLayers: [(path: String, layer: PreviewLayer)] {
        func walk(_ layers: [PreviewLayer], _ prefix: String) -> [(path: String, layer: PreviewLayer)] {
            layers.flatMap { layer in
                let path = prefix + "/" + layer.target
                return [(path, layer)] + walk(layer.sublayers, path)
            }
        }
        return walk(layers, name)
    }
}

extension PreviewRect {
    var json: String { JSONText.array([x, y, width, height]) }
}
