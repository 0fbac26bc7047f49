extension PresetDefinition {
    /// Where a preset's progress comes from. In JSON, an object with exactly one key:
    /// `{"viewportCenter": {}}`, `{"view": {…}}`, `{"scroll": {"from": -200, "to": 0}}`, `{"offset": {}}` or
    /// `{"velocity": {"from": -3000, "to": 3000}}`.
    package enum Timeline: Codable, Hashable, Sendable {
        /// Parade's closeness of the item's centre to the viewport centre (0.5 = resting state).
        case viewportCenter
        /// A CSS view progress timeline.
        case view(ViewTimeline)
        /// The content offset's progress through `from…to`.
        case scroll(from: Double, to: Double)
        /// The raw content offset.
        case offset
        /// The scroll's velocity (points per second) through `from…to`, clamped.
        case velocity(from: Double, to: Double)

        private enum Kind: String, CodingKey, CaseIterable {
            case viewportCenter, view, scroll, offset, velocity
        }

        private enum ScrollKeys: String, CodingKey {
            case from, to
        }

        private struct Empty: Codable {}

        /// Decodes the single-key object form.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Kind.self)
            guard container.allKeys.count == 1, let kind = container.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "timeline must have exactly one of the keys viewportCenter, view, scroll, offset, velocity"))
            }
            switch kind {
            case .viewportCenter:
                _ = try container.decode(Empty.self, forKey: kind)
                self = .viewportCenter
            case .view:
                self = .view(try container.decode(ViewTimeline.self, forKey: kind))
            case .scroll:
                let scroll = try container.nestedContainer(keyedBy: ScrollKeys.self, forKey: kind)
                self = .scroll(from: try scroll.decode(Double.self, forKey: .from), to: try scroll.decode(Double.self, forKey: .to))
            case .offset:
                _ = try container.decode(Empty.self, forKey: kind)
                self = .offset
            case .velocity:
                let window = try container.nestedContainer(keyedBy: ScrollKeys.self, forKey: kind)
                self = .velocity(from: try window.decode(Double.self, forKey: .from), to: try window.decode(Double.self, forKey: .to))
            }
        }

        /// Encodes the single-key object form.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Kind.self)
            switch self {
            case .viewportCenter:
                try container.encode(Empty(), forKey: .viewportCenter)
            case .view(let view):
                try container.encode(view, forKey: .view)
            case .scroll(let from, let to):
                var scroll = container.nestedContainer(keyedBy: ScrollKeys.self, forKey: .scroll)
                try scroll.encode(from, forKey: .from)
                try scroll.encode(to, forKey: .to)
            case .offset:
                try container.encode(Empty(), forKey: .offset)
            case .velocity(let from, let to):
                var window = container.nestedContainer(keyedBy: ScrollKeys.self, forKey: .velocity)
                try window.encode(from, forKey: .from)
                try window.encode(to, forKey: .to)
            }
        }
    }
}
