import ParallaxEngine

extension PresetDefinition {
    /// One view's Parade states (Parade's `startState`, `endState` and `startEndState`), keyed
    /// by channel name, and its resting values:
    ///
    /// ```json
    /// {"target": "image",
    ///  "start": {"alpha": {"value": 0, "easing": "inOutCubic", "range": [0.25, 0.75]}},
    ///  "end": {"alpha": {"value": 0.2, "easing": "inSine", "range": [0, 0.5]}},
    ///  "startEnd": {"cornerRadius": {"value": 24}},
    ///  "rest": {"cornerRadius": "underlying", "borderWidth": 2}}
    /// ```
    ///
    /// `startEnd` is kept as written (it stands for the same values in `start` and `end`), so a
    /// definition reads back exactly as it was written.
    package struct TargetStates: Codable, Hashable, Sendable {
        /// The view (layer) the states apply to.
        package var target: String
        /// The values the view appears from, by channel.
        package var start: [String: StateValue]
        /// The values the view disappears to, by channel.
        package var end: [String: StateValue]
        /// Values the view both appears from and disappears to, by channel.
        package var startEnd: [String: StateValue]
        /// Resting values, by channel; a channel without one rests at its identity.
        package var rest: [String: Rest]
        /// Where colour channels interpolate; nil is the default, OKLab.
        package var colorSpace: ColorSpace?

        /// Creates one view's states.
        package init(
            target: String, start: [String: StateValue] = [:], end: [String: StateValue] = [:],
            startEnd: [String: StateValue] = [:], rest: [String: Rest] = [:], colorSpace: ColorSpace? = nil
        ) {
            self.target = target
            self.start = start
            self.end = end
            self.startEnd = startEnd
            self.rest = rest
            self.colorSpace = colorSpace
        }

        private enum CodingKeys: String, CodingKey {
            case target, start, end, startEnd, rest, colorSpace
        }

        /// Decodes the JSON form; missing sides are empty, and strings of colour channels are
        /// colours.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            target = try container.decode(String.self, forKey: .target)
            func side(_ key: CodingKeys) throws -> [String: StateValue] {
                let values = try container.decodeIfPresent([String: StateValue].self, forKey: key) ?? [:]
                return Dictionary(uniqueKeysWithValues: values.map { property, state in (property, state.forChannel(property)) })
            }
            start = try side(.start)
            end = try side(.end)
            startEnd = try side(.startEnd)
            let rest = try container.decodeIfPresent([String: Rest].self, forKey: .rest) ?? [:]
            self.rest = Dictionary(uniqueKeysWithValues: rest.map { property, rest in (property, rest.forChannel(property)) })
            colorSpace = try container.decodeIfPresent(ColorSpace.self, forKey: .colorSpace)
        }

        /// Encodes the JSON form, leaving out empty sides and the default colour space.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(target, forKey: .target)
            if !start.isEmpty { try container.encode(start, forKey: .start) }
            if !end.isEmpty { try container.encode(end, forKey: .end) }
            if !startEnd.isEmpty { try container.encode(startEnd, forKey: .startEnd) }
            if !rest.isEmpty { try container.encode(rest, forKey: .rest) }
            try container.encodeIfPresent(colorSpace, forKey: .colorSpace)
        }
    }

    /// One property of a start or end state: `{"value": 0, "easing": "inSine", "range": [0, 0.5]}`.
    package struct StateValue: Codable, Hashable, Sendable {
        /// The state's value.
        package var value: Value
        /// The curve text from the state's value to the rest; nil means linear.
        package var easing: String?
        /// The part of the side's progress the property moves over; nil means `[0, 1]`.
        package var range: ProgressRange?

        /// Creates a state value.
        package init(value: Value, easing: String? = nil, range: ProgressRange? = nil) {
            self.value = value
            self.easing = easing
            self.range = range
        }

        func forChannel(_ property: String) -> StateValue {
            StateValue(value: value.forChannel(property), easing: easing, range: range)
        }
    }

    /// A resting value: a number, expression or colour, or `"underlying"` (the view's own
    /// value, which the app supplies).
    package enum Rest: Codable, Hashable, Sendable {
        /// A given value.
        case value(Value)
        /// The view's own value.
        case underlying

        /// The JSON spelling of ``underlying``.
        package static let underlyingText = "underlying"

        /// Decodes `"underlying"` or a value.
        package init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self), text == Self.underlyingText {
                self = .underlying
            } else {
                self = .value(try Value(from: decoder))
            }
        }

        /// Encodes `"underlying"` or the value.
        package func encode(to encoder: any Encoder) throws {
            switch self {
            case .underlying:
                var container = encoder.singleValueContainer()
                try container.encode(Self.underlyingText)
            case .value(let value):
                try value.encode(to: encoder)
            }
        }

        func forChannel(_ property: String) -> Rest {
            guard case .value(let value) = self else { return self }
            return .value(value.forChannel(property))
        }
    }
}
