import ParallaxEngine
import PresetStore

extension DefinitionCompiler {
    /// The engine's states for a definition's `states`: channel names, curves, values and rests
    /// parsed, `startEnd` given to both sides, ranges checked to lie in 0…1. Errors name the
    /// target entry, the side and the channel, e.g. `states[0].start.alpha.range: …`.
    static func states(
        _ states: [PresetDefinition.TargetStates], at path: @autoclosure () -> FieldPath, parses: DefinitionValidator?
    ) throws -> [TargetStates] {
        try states.enumerated().map { index, target in
            func targetPath() -> FieldPath { path().member("states").element(index) }
            var compiled = TargetStates(target: target.target, colorSpace: target.colorSpace ?? .oklab)
            for (side, values) in [("start", target.start), ("end", target.end), ("startEnd", target.startEnd)] {
                for (name, state) in values.sorted(by: { $0.key < $1.key }) {
                    func statePath() -> FieldPath { targetPath().member(side).member(name) }
                    let channel = try channel(named: name, at: statePath())
                    let value = StateValue(
                        try Self.value(state.value, of: channel, at: statePath().member("value"), parses: parses),
                        easing: try easing(state.easing, at: statePath().member("easing"), parses: parses),
                        range: try stateRange(state.range, at: statePath().member("range")))
                    if side != "end" { try give(value, to: &compiled.start, channel, clashing: "start", at: statePath()) }
                    if side != "start" { try give(value, to: &compiled.end, channel, clashing: "end", at: statePath()) }
                }
            }
            for (name, rest) in target.rest.sorted(by: { $0.key < $1.key }) {
                func restPath() -> FieldPath { targetPath().member("rest").member(name) }
                let channel = try channel(named: name, at: restPath())
                switch rest {
                case .underlying: compiled.rest[channel] = .underlying
                case .value(let value): compiled.rest[channel] = .value(try Self.value(value, of: channel, at: restPath(), parses: parses))
                }
            }
            return compiled
        }
    }

    /// `value` read for `channel`: a colour for a colour channel, a number or expression for the
    /// others, so the error names the field as written (`startEnd`, `rest`).
    static func value(
        _ value: PresetDefinition.Value, of channel: Channel, at path: @autoclosure () -> FieldPath, parses: DefinitionValidator?
    ) throws -> KeyframeValue {
        let compiled = try Self.value(value, at: path(), parses: parses)
        let isColor: Bool
        if case .color = compiled { isColor = true } else { isColor = false }
        guard isColor == channel.isColor else {
            let needs = channel.isColor ? "a colour like #336699" : "a number or an expression, not a colour"
            throw CatalogError.invalidData(at: path(), .invalidValue, "\(channel.rawValue) needs \(needs)")
        }
        return compiled
    }

    /// Sets `side[channel]`, refusing a channel that `start`/`end` and `startEnd` both give.
    private static func give(
        _ value: StateValue, to side: inout [Channel: StateValue], _ channel: Channel, clashing name: String,
        at path: @autoclosure () -> FieldPath
    ) throws {
        guard side[channel] == nil else {
            throw CatalogError.invalidData(
                at: path(), .duplicate, "\(channel.rawValue) is in both \(name) and startEnd (give it in one of them)")
        }
        side[channel] = value
    }

    /// A state's range: finite, increasing and inside 0…1.
    private static func stateRange(_ range: ProgressRange?, at path: @autoclosure () -> FieldPath) throws -> ClosedRange<Double>? {
        guard let range = try progressRange(range, at: path()) else { return nil }
        if let problem = ProgressRange.unitProblem(lower: range.lowerBound, upper: range.upperBound, spelling: { DecimalText.text($0) }) {
            throw CatalogError.invalidData(at: path(), .outOfBounds, problem)
        }
        return range
    }
}
