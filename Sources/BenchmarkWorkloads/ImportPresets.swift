import PresetStore

/// The presets the import benchmark writes: 3 tracks × 3 keyframes each, numbers only, with an
/// easing on the first two keyframes of every track.
package enum ImportPresets {
    /// The channels of the three tracks.
    package static let properties = ["alpha", "translationY", "scale"]
    /// The easing of a track's first and second keyframes (the last has none).
    package static let easings: [String?] = ["outCubic", "inOutSine", nil]
    /// Every preset's timeline, and its compact JSON text as the store writes it.
    package static let timeline = PresetDefinition.Timeline.viewportCenter
    static let timelineJSON = #"{"viewportCenter":{}}"#

    /// Preset `index`'s name: `import-` and the index in seven digits.
    package static func name(_ index: Int) -> String {
        let digits = String(index)
        return "import-" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// Track `track`'s keyframe `keyframe` value in preset `index`: distinct and exactly
    /// representable, so a stored value reads back equal.
    package static func value(preset index: Int, track: Int, keyframe: Int) -> Double {
        Double(index % 1000) + Double(track) * 0.25 + Double(keyframe) * 0.125
    }

    /// The definition of preset `index`.
    package static func definition(_ index: Int) -> PresetDefinition {
        PresetDefinition(
            name: name(index), kind: .custom, summary: "benchmark preset \(index)", axis: .vertical,
            timeline: timeline,
            tracks: properties.enumerated().map { track, property in
                PresetDefinition.Track(
                    target: "card", property: property,
                    keyframes: (0..<3).map { keyframe in
                        PresetDefinition.Keyframe(
                            at: Double(keyframe) / 2, value: .number(value(preset: index, track: track, keyframe: keyframe)),
                            easing: easings[keyframe])
                    })
            })
    }
}
