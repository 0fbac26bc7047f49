/// Turns definitions into an ``AnimationProgram``: checks every field, resolves expressions
/// against the context, converts colours into their interpolation space, lays out slots and
/// picks each track's cheapest form and run.
struct AnimatorCompiler {
    /// What the compiler runs for.
    enum Purpose {
        /// An animator: every expression is evaluated, and a name the context lacks fails.
        case building
        /// The checks alone: an expression reading a name the context lacks has an unknown
        /// value (``ValueExpression/partialValue(in:)``), and a track or state holding one is
        /// checked but not compiled. The program is not used.
        case checking
    }

    let context: [String: Double]
    let purpose: Purpose
    var slots: [Slot] = []
    /// What has been compiled so far.
    var program = ProgramBuilder()
    /// Which field animates each target's channel, so a second one is refused.
    private var owners: [TargetChannel: String] = [:]

    private struct TargetChannel: Hashable {
        let target: String
        let channel: Channel
    }

    init(context: [String: Double], purpose: Purpose) {
        self.context = context
        self.purpose = purpose
    }

    /// A compiler that has run over the whole of `definition`: its timeline, states, tracks and
    /// children.
    static func compiling(_ definition: AnimatorDefinition, context: [String: Double], purpose: Purpose) throws -> AnimatorCompiler {
        try definition.timeline.validate()
        if let smoothing = definition.smoothing, let problem = SmoothingRule.problem(with: smoothing) {
            throw EngineError(field: "smoothing", problem: problem.message)
        }
        var compiler = AnimatorCompiler(context: context, purpose: purpose)
        try compiler.states(definition.states, timeline: definition.timeline)
        try compiler.group(range: nil, tracks: definition.tracks, children: definition.children, path: "")
        return compiler
    }

    /// Compiles a group (the animator itself, or a chained child) and its descendants into
    /// `program`, depth first, its own tracks before its children's.
    mutating func group(
        range: ClosedRange<Double>?, tracks: [TrackDefinition], children: [ChildAnimatorDefinition], path: String
    ) throws {
        let compiledRange = try range.map { try ProgressRange($0, field: Self.join(path, "range")) }
        var plans: [TrackPlan] = []
        for (index, track) in tracks.enumerated() {
            if let plan = try self.track(track, path: Self.join(path, "tracks[\(index)]")) {
                plans.append(plan)
            }
        }
        let groupIndex = program.groups.count
        program.groups.append(GroupProgram(range: compiledRange, runs: program.appendRuns(of: plans), subtreeEnd: groupIndex + 1))
        for (index, child) in children.enumerated() {
            try group(
                range: child.range, tracks: child.tracks, children: child.children,
                path: Self.join(path, "children[\(index)]"))
        }
        program.groups[groupIndex].subtreeEnd = program.groups.count
    }

    static func join(_ path: String, _ field: String) -> String {
        path.isEmpty ? field : "\(path).\(field)"
    }

    /// Records `path` as the only field animating `target`'s `channel`, after checking that
    /// `target` is a name.
    /// - Throws: `EngineError` at `targetPath` for an empty target, at `path` when another
    ///   field animates the channel already.
    mutating func claim(target: String, channel: Channel, path: String, targetPath: @autoclosure () -> String) throws {
        guard !target.isEmpty else {
            throw EngineError(field: targetPath(), problem: "must not be empty")
        }
        let key = TargetChannel(target: target, channel: channel)
        if let owner = owners[key] {
            throw EngineError(field: path, problem: "\(messageText(target)).\(channel.rawValue) is already animated by \(owner)")
        }
        owners[key] = path
    }

    /// Lays out `channel`'s slots for `target` and returns the first.
    mutating func appendSlots(target: String, channel: Channel) -> Int {
        let slot = slots.count
        for component in 0..<channel.componentCount {
            slots.append(Slot(target: target, channel: channel, component: component))
        }
        return slot
    }

    /// The track's plan; nil when checking (the checks alone run, no plan is laid out).
    private mutating func track(_ track: TrackDefinition, path: String) throws -> TrackPlan? {
        try claim(target: track.target, channel: track.channel, path: path, targetPath: Self.join(path, "target"))
        guard track.keyframes.count >= 2 else {
            throw EngineError(
                field: Self.join(path, "keyframes"), problem: "needs at least 2 keyframes (has \(track.keyframes.count))")
        }
        // A keyframe's field path is written out only for a message.
        func keyframeField(_ index: Int, _ field: String) -> String { Self.join(Self.join(path, "keyframes[\(index)]"), field) }
        var stops: [Double] = []
        var values: [Double]? = []
        for (index, keyframe) in track.keyframes.enumerated() {
            guard keyframe.at.isFinite, (0...1).contains(keyframe.at) else {
                throw EngineError(field: keyframeField(index, "at"), problem: "must be in 0…1 (is \(numberText(keyframe.at)))")
            }
            if let previous = stops.last, keyframe.at < previous {
                throw EngineError(
                    field: keyframeField(index, "at"),
                    problem: "must not be below the previous keyframe's \(numberText(previous))")
            }
            stops.append(keyframe.at)
            let resolved = try resolve(
                keyframe.value, channel: track.channel, colorSpace: track.colorSpace, path: keyframeField(index, "value"))
            // Appended in place: building a new array per keyframe made a track's compilation
            // quadratic in its keyframes (400,000 took 17 s).
            if let resolved { values?.append(contentsOf: resolved) } else { values = nil }
        }
        let range = try track.range.map { try ProgressRange($0, field: Self.join(path, "range")) }
        guard purpose == .building, let values else { return nil }
        return TrackPlan(
            slot: appendSlots(target: track.target, channel: track.channel), stops: stops, values: values,
            easings: track.keyframes.map(\.easing), range: range, extends: track.extrapolation == .extend,
            colorSpace: track.channel.isColor ? track.colorSpace : nil)
    }

    /// `value` as `channel`'s numbers: a colour as premultiplied components in `colorSpace`, a
    /// number as itself, an expression evaluated against the context; nil when checking and the
    /// expression reads a name the context lacks.
    func resolve(_ value: KeyframeValue, channel: Channel, colorSpace: ColorSpace, path: @autoclosure () -> String) throws -> [Double]? {
        switch (value, channel.isColor) {
        case (.color(let color), true):
            return colorSpace.premultipliedComponents(of: color)
        case (.number(let number), false):
            guard number.isFinite else { throw EngineError(field: path(), problem: "must be a finite number") }
            return [number]
        case (.expression(let expression), false):
            do {
                switch purpose {
                case .building: return [try expression.evaluate(context)]
                case .checking: return try expression.partialValue(in: context).map { [$0] }
                }
            } catch let error as EngineError {
                throw EngineError(field: path(), problem: error.problem)
            }
        case (_, true):
            throw EngineError(field: path(), problem: "\(channel.rawValue) needs a colour like #RRGGBB")
        case (.color, false):
            throw EngineError(
                field: path(), problem: "\(channel.rawValue) needs a number or an expression, not a colour")
        }
    }
}
