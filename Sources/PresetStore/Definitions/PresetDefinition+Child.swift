import ParallaxEngine

extension PresetDefinition {
    /// A chained child of a preset (Parade chaining): it receives its parent's progress remapped
    /// by its own `range` and carries tracks and further children.
    package struct Child: Codable, Hashable, Sendable {
        /// The child's slug, unique among its siblings.
        package var name: String
        /// The parent's progress sub-range mapped to 0…1 for this child; nil means the whole range.
        package var range: ProgressRange?
        /// The child's tracks, in order.
        package var tracks: [Track]
        /// The child's own children.
        package var children: [Child]

        /// Creates a child.
        package init(name: String, range: ProgressRange? = nil, tracks: [Track] = [], children: [Child] = []) {
            self.name = name
            self.range = range
            self.tracks = tracks
            self.children = children
        }

        private enum CodingKeys: String, CodingKey {
            case name, range, tracks, children
        }

        /// Decodes the JSON form; missing lists are empty.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            range = try container.decodeIfPresent(ProgressRange.self, forKey: .range)
            tracks = try container.decodeIfPresent([Track].self, forKey: .tracks) ?? []
            children = try container.decodeIfPresent([Child].self, forKey: .children) ?? []
        }

        /// Encodes the JSON form, leaving out `range` when nil and `children` when empty.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(range, forKey: .range)
            try container.encode(tracks, forKey: .tracks)
            if !children.isEmpty { try container.encode(children, forKey: .children) }
        }
    }
}
