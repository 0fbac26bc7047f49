extension AnimatorCompiler {
    /// Compiles Parade states into the program's state groups, each target's channels in
    /// ``Channel/allCases`` order, laying out their slots.
    /// - Throws: `EngineError` naming the field, e.g. `states[0].rest.cornerRadius: …`.
    mutating func states(_ states: [TargetStates], timeline: Timeline) throws {
        guard !states.isEmpty else { return }
        guard timeline == .viewportCenter else {
            throw EngineError(field: "states", problem: "need the viewportCenter timeline (Parade's), not \(timeline.kindName)")
        }
        var properties: [StatePlan] = []
        for (index, target) in states.enumerated() {
            let path = "states[\(index)]"
            for channel in target.channels {
                try claim(target: target.target, channel: channel, path: path, targetPath: Self.join(path, "target"))
                if let state = try state(of: target, channel: channel, path: path) {
                    properties.append(state)
                }
            }
        }
        program.appendStates(properties)
    }

    /// Where a state rests, checked: its numbers (nil when checking and an expression reads a
    /// name the context lacks), or the view's own value.
    private enum CheckedRest {
        case numbers([Double]?)
        case underlying

        var isUnderlying: Bool {
            if case .underlying = self { return true }
            return false
        }
    }

    /// One side of a state, checked: its numbers (nil as for ``CheckedRest``), curve and range.
    private struct CheckedSide {
        let numbers: [Double]?
        let easing: Easing
        let range: ProgressRange?
    }

    /// The compiled state of `target`'s `channel`; nil when checking and a value is unknown.
    /// Everything is checked before anything is compiled.
    private mutating func state(of target: TargetStates, channel: Channel, path: String) throws -> StatePlan? {
        let colorSpace = channel.isColor ? target.colorSpace : nil
        let rest = try checkedRest(of: target, channel: channel, path: Self.join(path, "rest.\(channel.rawValue)"))
        let start = try side(
            target.start[channel], channel: channel, colorSpace: target.colorSpace, path: Self.join(path, "start.\(channel.rawValue)"))
        let end = try side(
            target.end[channel], channel: channel, colorSpace: target.colorSpace, path: Self.join(path, "end.\(channel.rawValue)"))
        if start.map({ $0.numbers == nil }) == true || end.map({ $0.numbers == nil }) == true { return nil }
        let restIndex: Int
        switch rest {
        case .numbers(nil):
            return nil
        case .numbers(let numbers?):
            restIndex = program.numbers.count
            program.numbers += numbers
        case .underlying:
            restIndex = program.underlying.reduce(0) { $0 + $1.channel.componentCount }
            program.underlying.append(
                UnderlyingValues.Entry(target: target.target, channel: channel, colorSpace: colorSpace, index: restIndex))
        }
        return StatePlan(
            slot: appendSlots(target: target.target, channel: channel), colorSpace: colorSpace,
            rest: restIndex, restIsUnderlying: rest.isUnderlying, start: start.map { compile($0) }, end: end.map { compile($0) })
    }

    private func checkedRest(of target: TargetStates, channel: Channel, path: String) throws -> CheckedRest {
        switch target.rest[channel] ?? .identity {
        case .identity:
            guard let identity = channel.identity else {
                throw EngineError(
                    field: path,
                    problem: "\(channel.rawValue) has no identity value; give its rest (a number, an expression or \"underlying\")"
                )
            }
            return .numbers([identity])
        case .value(let value):
            return .numbers(try resolve(value, channel: channel, colorSpace: target.colorSpace, path: path))
        case .underlying:
            return .underlying
        }
    }

    private func side(_ state: StateValue?, channel: Channel, colorSpace: ColorSpace, path: String) throws -> CheckedSide? {
        guard let state else { return nil }
        let range = try state.range.map { try ProgressRange(stateRange: $0, field: Self.join(path, "range")) }
        return CheckedSide(
            numbers: try resolve(state.value, channel: channel, colorSpace: colorSpace, path: Self.join(path, "value")),
            easing: state.easing, range: range)
    }

    /// Appends a checked side whose numbers are known to the program.
    private mutating func compile(_ side: CheckedSide) -> StatePlan.Side {
        let value = program.numbers.count
        program.numbers += side.numbers ?? []
        return StatePlan.Side(value: value, easing: side.easing, range: side.range)
    }
}

extension Timeline {
    /// The timeline's kind as the definition format spells it.
    var kindName: String {
        switch self {
        case .viewportCenter: "viewportCenter"
        case .view: "view"
        case .scroll: "scroll"
        case .offset: "offset"
        case .velocity: "velocity"
        }
    }
}
