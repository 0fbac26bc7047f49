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
                try claim(target: target.target, channel: channel, path: path, targetPath: join(path, "target"))
                properties.append(try state(of: target, channel: channel, path: path))
            }
        }
        program.appendStates(properties)
    }

    private mutating func state(of target: TargetStates, channel: Channel, path: String) throws -> StatePlan {
        let colorSpace = channel.isColor ? target.colorSpace : nil
        let rest = target.rest[channel] ?? .identity
        let restPath = join(path, "rest.\(channel.rawValue)")
        var restIndex: Int
        var restIsUnderlying = false
        switch rest {
        case .identity:
            guard let identity = channel.identity else {
                throw EngineError(
                    field: restPath,
                    problem: "\(channel.rawValue) has no identity value; give its rest (a number, an expression or \"underlying\")"
                )
            }
            restIndex = program.numbers.count
            program.numbers.append(identity)
        case .value(let value):
            restIndex = program.numbers.count
            program.numbers += try resolve(value, channel: channel, colorSpace: target.colorSpace, path: restPath)
        case .underlying:
            restIndex = program.underlying.reduce(0) { $0 + $1.channel.componentCount }
            restIsUnderlying = true
            program.underlying.append(
                UnderlyingValues.Entry(target: target.target, channel: channel, colorSpace: colorSpace, index: restIndex))
        }
        return StatePlan(
            slot: appendSlots(target: target.target, channel: channel), colorSpace: colorSpace,
            rest: restIndex, restIsUnderlying: restIsUnderlying,
            start: try side(
                target.start[channel], channel: channel, colorSpace: target.colorSpace, path: join(path, "start.\(channel.rawValue)")),
            end: try side(target.end[channel], channel: channel, colorSpace: target.colorSpace, path: join(path, "end.\(channel.rawValue)"))
        )
    }

    private mutating func side(
        _ state: StateValue?, channel: Channel, colorSpace: ColorSpace, path: String
    ) throws -> StatePlan.Side? {
        guard let state else { return nil }
        let range = try state.range.map { try ProgressRange(stateRange: $0, field: join(path, "range")) }
        let value = program.numbers.count
        program.numbers += try resolve(state.value, channel: channel, colorSpace: colorSpace, path: join(path, "value"))
        return StatePlan.Side(value: value, easing: state.easing, range: range)
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
        }
    }
}
