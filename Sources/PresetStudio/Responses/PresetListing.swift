import ParallaxEngine
import PresetStore

/// `GET /api/presets`: the presets by name, and the ones whose row cannot be read.
struct PresetListing: Encodable {
    /// One listed preset.
    struct Entry: Encodable {
        let name: String
        let kind: String
        let axis: String
        /// The summary, shortened to what the studio sends (``StudioLimits/shown(_:field:)``).
        let summary: String
        let revision: Int
    }

    /// A preset whose stored row cannot be read, and why.
    struct Unreadable: Encodable {
        let name: String
        let problem: String
    }

    let presets: [Entry]
    let unreadable: [Unreadable]

    init(presets: [PresetSummary], unreadable: [UnreadablePreset]) {
        self.presets = presets.map { preset in
            Entry(
                name: preset.name, kind: preset.kind.rawValue, axis: preset.axis.rawValue,
                summary: StudioLimits.shown(preset.summary, field: "summary"), revision: preset.revision)
        }
        self.unreadable = unreadable.map { Unreadable(name: $0.name, problem: $0.problem) }
    }
}
