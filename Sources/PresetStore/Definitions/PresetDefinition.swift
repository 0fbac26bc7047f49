import ParallaxEngine

/// A preset as the contract's JSON format describes it: Parade states per view and/or a named
/// set of keyframe tracks driven by one timeline, with optional Parade-style chained children.
///
/// The store persists it as rows and reads it back unchanged; it checks only what the schema
/// checks (slugs, ranges, one value per keyframe…). Curves and expressions are validated by the
/// catalog, which knows the engine.
package struct PresetDefinition: Codable, Hashable, Sendable {
    /// The preset's unique slug, e.g. `fade-up`.
    package var name: String
    /// What kind of effect this is, e.g. `.entrance`.
    package var kind: PresetKind
    /// A one-line human description.
    package var summary: String
    /// The scroll axis the timeline follows.
    package var axis: ScrollAxis
    /// Where progress comes from; `viewportCenter` when the JSON leaves it out next to `states`.
    package var timeline: Timeline
    /// Parade states, one entry per view.
    package var states: [TargetStates]
    /// The preset's own tracks, in order.
    package var tracks: [Track]
    /// Chained children, each receiving this preset's progress remapped by its range.
    package var children: [Child]
    /// What the preset does when the user asks for less motion.
    package var reducedMotion: ReducedMotionPolicy
    /// The spring the timeline's progress follows the scroll's through, as written
    /// (`spring(duration: 0.4, bounce: 0)`); nil: no smoothing.
    package var smoothing: String?

    /// Creates a definition; `summary`, `axis`, `tracks`, `children` and `reducedMotion` have
    /// the JSON defaults.
    package init(
        name: String, kind: PresetKind, summary: String = "", axis: ScrollAxis = .vertical,
        timeline: Timeline = .viewportCenter, states: [TargetStates] = [], tracks: [Track] = [], children: [Child] = [],
        reducedMotion: ReducedMotionPolicy = .default, smoothing: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.axis = axis
        self.timeline = timeline
        self.states = states
        self.tracks = tracks
        self.children = children
        self.reducedMotion = reducedMotion
        self.smoothing = smoothing
    }

    private enum CodingKeys: String, CodingKey {
        case name, kind, summary, axis, timeline, states, tracks, children, reducedMotion, smoothing
    }

    /// Decodes the JSON form; `summary` defaults to "", `axis` to vertical, lists to empty,
    /// `reducedMotion` to resting, and `timeline` to `viewportCenter` when `states` are given.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        kind = try container.decode(PresetKind.self, forKey: .kind)
        summary = try container.decodeIfPresent(String.self, forKey: .summary) ?? ""
        axis = try container.decodeIfPresent(ScrollAxis.self, forKey: .axis) ?? .vertical
        states = try container.decodeIfPresent([TargetStates].self, forKey: .states) ?? []
        timeline =
            states.isEmpty || container.contains(.timeline)
            ? try container.decode(Timeline.self, forKey: .timeline) : .viewportCenter
        tracks = try container.decodeIfPresent([Track].self, forKey: .tracks) ?? []
        children = try container.decodeIfPresent([Child].self, forKey: .children) ?? []
        reducedMotion = try container.decodeIfPresent(ReducedMotionPolicy.self, forKey: .reducedMotion) ?? .default
        smoothing = try container.decodeIfPresent(String.self, forKey: .smoothing)
    }

    /// Encodes the JSON form, leaving out `states` and `children` when there are none and `reducedMotion`
    /// when it is the default (so documents written before it existed read and write back
    /// unchanged).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(summary, forKey: .summary)
        try container.encode(axis, forKey: .axis)
        try container.encode(timeline, forKey: .timeline)
        if !states.isEmpty { try container.encode(states, forKey: .states) }
        try container.encode(tracks, forKey: .tracks)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
        if reducedMotion != .default { try container.encode(reducedMotion, forKey: .reducedMotion) }
        try container.encodeIfPresent(smoothing, forKey: .smoothing)
    }
}

/// The kind of effect a preset describes.
package enum PresetKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// The image behind a menu row drifting as the row crosses the screen.
    case cellBackground = "cell-background"
    /// A header image: parallax, stretch, pull-to-refresh.
    case header
    /// Parade-style appear / rest / disappear states.
    case parade
    /// A scroll-scrubbed entrance (Animate On Scroll style).
    case entrance
    /// Anything else.
    case custom
}
