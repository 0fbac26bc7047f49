import ParallaxEngine

/// One random preset with the geometries and progress values it is evaluated at, for the
/// differential tests: Parade states (resting groups, odd and even property counts, colours,
/// values resting at the view's own), keyframe tracks of every form with mixed curves, ranges
/// and both extrapolations, chained children, every timeline, both axes, and the numbers that
/// break fast paths: −0, ±1e300, ±1e308 (whose differences overflow), subnormals, equal ends,
/// dark colours near the sRGB transfer function's linear segment.
struct PresetCase: Sendable, CustomStringConvertible {
    var definition: AnimatorDefinition
    /// The view's own values the app sets (the others stay unset).
    var own: [ReferenceAnimator.Property: ReferenceAnimator.OwnValue]
    var geometries: [ScrollMetrics]
    var progresses: [Double]

    var description: String {
        "\(definition)\nown: \(own)\ngeometries: \(geometries)\nprogresses: \(progresses)"
    }
}

/// Draws ``PresetCase``s.
struct PresetCaseGenerator {
    private var draw: RandomDraw
    /// Numbers drawn so far, drawn again now and then, so that ends coincide.
    private var drawn: [Double] = [0, 1]
    /// The case's curves and ranges: a few, so that properties share them and group.
    private var curves: [Easing] = []
    private var stateRanges: [ClosedRange<Double>?] = []
    private var trackRanges: [ClosedRange<Double>?] = []
    private var stopSets: [[Double]] = []
    /// Target-channel pairs taken (an animator animates each once).
    private var taken: Set<ReferenceAnimator.Property> = []

    static let targets = ["a", "b", "c", "d"]
    static let numberChannels = Channel.allCases.filter { !$0.isColor }
    static let colorChannels = Channel.allCases.filter(\.isColor)

    /// Every curve the reference knows: the 46 Parade names, CSS steps in every position,
    /// Béziers, `linear()` stops. Linear comes twice: it is the commonest.
    static let curvePool: [Easing] = {
        let texts =
            Reference.all.keys.sorted() + [
                "linear", "steps(4, jump-end)", "steps(3, jump-start)", "steps(5, jump-none)", "steps(2, jump-both)",
                "step-start", "ease", "ease-in-out", "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "cubic-bezier(0, 0.5, 1, 0.5)",
                "linear(0, 0.25 75%, 1)", "linear(0, 1.2 40%, 0.9, 1)", "linear(0.2, 0.2 50%, 1)",
            ]
        return texts.map { try! Easing(parsing: $0) }
    }()

    init(seed: UInt64) {
        draw = RandomDraw(seed: seed)
    }

    mutating func makeCase() -> PresetCase {
        curves = (0..<draw.int(in: 1...3)).map { _ in draw.chance(0.3) ? .linear : draw.element(of: Self.curvePool) }
        stateRanges = (0..<draw.int(in: 1...3)).map { _ in stateRange() }
        trackRanges = (0..<draw.int(in: 1...2)).map { _ in trackRange() }
        stopSets = (0..<draw.int(in: 1...2)).map { _ in stops() }
        let axis: ScrollAxis = draw.chance(0.3) ? .horizontal : .vertical
        var definition: AnimatorDefinition
        var own: [ReferenceAnimator.Property: ReferenceAnimator.OwnValue] = [:]
        switch draw.int(in: 0...9) {
        case 0:
            // The Aeris cell's shape: one linear track on a cover view timeline.
            definition = AnimatorDefinition(
                timeline: .view(viewTimeline(range: .cover)), axis: axis,
                tracks: [track(target: "background", channel: .translationY, stops: [0, 1], curves: [.linear, .linear], range: nil)])
        case 1...4:
            let states = (0..<draw.int(in: 1...3)).map { index in self.states(target: Self.targets[index], own: &own) }
            definition = AnimatorDefinition(timeline: .viewportCenter, axis: axis, states: states)
            if draw.chance(0.3) { definition.tracks = tracks(count: draw.int(in: 1...3)) }
        default:
            definition = AnimatorDefinition(timeline: timeline(), axis: axis, tracks: tracks(count: draw.int(in: 1...5)))
            definition.children = (0..<draw.int(in: 0...2)).map { index in child(index, depth: 0) }
        }
        return PresetCase(
            definition: definition, own: own, geometries: (0..<8).map { _ in geometry(axis: axis) },
            progresses: [0, 1] + (0..<3).map { _ in progress() })
    }

    // MARK: Numbers

    private mutating func number() -> Double {
        let sign: Double = draw.chance(0.5) ? -1 : 1
        let value: Double
        switch draw.int(in: 0...19) {
        case 0: value = -0.0
        case 1: value = sign * 1e300
        case 2: value = sign * 1e308
        case 3: value = sign * draw.element(of: [.leastNonzeroMagnitude, .leastNormalMagnitude / 1024, 1e-300, 1e-20])
        case 4...6: value = draw.element(of: drawn)
        case 7...12: value = Double(draw.int(in: -100...100))
        default: value = draw.double(in: -1000...1000)
        }
        drawn.append(value)
        return value
    }

    private mutating func color() -> RGBA {
        func channel() -> Double {
            switch draw.int(in: 0...5) {
            case 0: 0
            case 1: 1
            // Dark: encoded up to 0.05, linear light up to about 0.0039, around the transfer
            // function's linear segment (which ends at 0.0031308).
            case 2, 3: draw.double(in: 0...0.05)
            default: draw.unit()
            }
        }
        return RGBA(red: channel(), green: channel(), blue: channel(), alpha: draw.element(of: [1, 1, 1, 0.5, 0, draw.unit()]))
    }

    private mutating func value(for channel: Channel) -> KeyframeValue {
        channel.isColor ? .color(color()) : .number(number())
    }

    // MARK: Ranges and stops

    private mutating func stateRange() -> ClosedRange<Double>? {
        switch draw.int(in: 0...4) {
        case 0: return nil
        case 1: return 0.6...1
        case 2: return 0...0.4
        default:
            let (a, b) = (draw.unit(), draw.unit())
            return a < b ? a...b : a > b ? b...a : nil
        }
    }

    private mutating func trackRange() -> ClosedRange<Double>? {
        switch draw.int(in: 0...3) {
        case 0: return nil
        case 1: return 0.1...0.9
        default:
            let (a, b) = (draw.double(in: -0.5...1), draw.double(in: 0...1.5))
            return a < b ? a...b : nil
        }
    }

    /// Two to five stops in 0…1, non-decreasing, ends often at 0 and 1, sometimes repeated.
    private mutating func stops() -> [Double] {
        var stops = (0..<draw.int(in: 2...5)).map { _ in draw.chance(0.2) ? draw.element(of: [0, 0.5, 1]) : draw.unit() }.sorted()
        if draw.chance(0.6) { stops[0] = 0 }
        if draw.chance(0.6) { stops[stops.count - 1] = 1 }
        if stops.count > 2, draw.chance(0.2) { stops[1] = stops[2] }
        return stops
    }

    // MARK: Parade states

    private mutating func states(target: String, own: inout [ReferenceAnimator.Property: ReferenceAnimator.OwnValue]) -> TargetStates {
        var states = TargetStates(target: target, colorSpace: draw.element(of: ColorSpace.allCases))
        let channels = draw.subset(of: Channel.allCases, count: draw.int(in: 1...7))
        for channel in channels where taken.insert(ReferenceAnimator.Property(target: target, channel: channel)).inserted {
            let sides = draw.int(in: 0...3)  // start, end, both, neither (rests on both sides)
            if sides == 0 || sides == 2 { states.start[channel] = stateValue(channel) }
            if sides == 1 || sides == 2 {
                states.end[channel] = draw.chance(0.5) ? states.start[channel] ?? stateValue(channel) : stateValue(channel)
            }
            switch draw.int(in: 0...2) {
            case 0 where channel.identity != nil && sides != 3:
                break  // rests at its identity
            case 1:
                states.rest[channel] = .underlying
                if draw.chance(0.7) {
                    own[ReferenceAnimator.Property(target: target, channel: channel)] =
                        channel.isColor ? .color(color()) : .number(number())
                }
            default:
                states.rest[channel] = .value(value(for: channel))
            }
        }
        return states
    }

    private mutating func stateValue(_ channel: Channel) -> StateValue {
        StateValue(value(for: channel), easing: draw.element(of: curves), range: draw.element(of: stateRanges))
    }

    // MARK: Tracks and children

    private mutating func tracks(count: Int) -> [TrackDefinition] {
        var tracks: [TrackDefinition] = []
        for _ in 0..<count {
            let target = draw.element(of: Self.targets)
            let channel = draw.chance(0.2) ? draw.element(of: Self.colorChannels) : draw.element(of: Self.numberChannels)
            guard taken.insert(ReferenceAnimator.Property(target: target, channel: channel)).inserted else { continue }
            let stops = draw.element(of: stopSets)
            let curves = stops.map { _ in draw.element(of: self.curves) }
            tracks.append(track(target: target, channel: channel, stops: stops, curves: curves, range: draw.element(of: trackRanges)))
        }
        return tracks
    }

    private mutating func track(
        target: String, channel: Channel, stops: [Double], curves: [Easing], range: ClosedRange<Double>?
    ) -> TrackDefinition {
        // Now and then every keyframe holds one value (a constant track).
        let constant = draw.chance(0.1) ? value(for: channel) : nil
        let keyframes = zip(stops, curves).map { stop, curve in
            KeyframeDefinition(at: stop, value: constant ?? value(for: channel), easing: curve)
        }
        return TrackDefinition(
            target: target, channel: channel, keyframes: keyframes, range: range,
            extrapolation: draw.chance(0.5) ? .extend : .clamp, colorSpace: draw.element(of: ColorSpace.allCases))
    }

    private mutating func child(_ index: Int, depth: Int) -> ChildAnimatorDefinition {
        ChildAnimatorDefinition(
            name: "child\(depth)-\(index)", range: draw.chance(0.7) ? trackRange() : nil, tracks: tracks(count: draw.int(in: 0...3)),
            children: depth < 1 && draw.chance(0.3) ? [child(0, depth: depth + 1)] : [])
    }

    // MARK: Timelines and geometry

    private mutating func timeline() -> Timeline {
        switch draw.int(in: 0...5) {
        case 0: return .viewportCenter
        case 1: return .offset
        case 2:
            let from = draw.double(in: -300...300)
            return .scroll(from: from, to: from + (draw.chance(0.5) ? 1 : -1) * draw.double(in: 1...500))
        default: return .view(viewTimeline(range: draw.element(of: ViewTimelineRange.allCases)))
        }
    }

    private mutating func viewTimeline(range: ViewTimelineRange) -> ViewTimeline {
        func offset(_ percent: Double) -> RangeOffset {
            switch draw.int(in: 0...3) {
            case 0: .points(draw.double(in: -100...400))
            case 1: .percent(draw.double(in: -20...120))
            default: .percent(percent)
            }
        }
        func inset() -> Double { draw.chance(0.5) ? 0 : draw.double(in: -50...150) }
        return ViewTimeline(range: range, start: offset(0), end: offset(100), startInset: inset(), endInset: inset())
    }

    /// A scroll geometry: mostly an item somewhere across its pass through the viewport (now
    /// and then about centred, or on an edge of Parade's rest band), sometimes extreme.
    private mutating func geometry(axis: ScrollAxis) -> ScrollMetrics {
        func extreme() -> Double { draw.element(of: [1e300, -1e300, -0.0, .leastNonzeroMagnitude]) }
        if draw.chance(0.05) {
            // A 1000 pt viewport and an item 200 long whose centre is 500 ± 0.5 into it:
            // r = ±0.5/1000, which rounds to the band's edge, ±0.0005, exactly.
            let start = 400 + draw.element(of: [0.5, -0.5])
            return ScrollMetrics(
                viewportSize: .init(width: 1000, height: 1000), contentOffset: .init(x: 0, y: 0),
                itemFrame: .init(x: start, y: start, width: 200, height: 200))
        }
        let viewport = ScrollMetrics.Size(
            width: draw.chance(0.05) ? 0 : draw.double(in: 100...1200), height: draw.chance(0.05) ? 0 : draw.double(in: 100...1200))
        let itemLength = draw.chance(0.05) ? 0 : draw.double(in: 20...1500)
        let itemStart = draw.double(in: -500...3000)
        let insets =
            draw.chance(0.5)
            ? ScrollMetrics.Insets.zero : .init(top: draw.double(in: 0...100), left: draw.double(in: 0...100), bottom: 0, right: 0)
        let length = axis == .vertical ? viewport.height : viewport.width
        var offset: Double
        switch draw.int(in: 0...9) {
        case 0: offset = itemStart + itemLength / 2 - length / 2  // about centred
        case 1: offset = extreme()
        default: offset = itemStart - length + draw.double(in: -0.1...1.1) * (length + itemLength)
        }
        if draw.chance(0.02) { offset += draw.double(in: -1e-3...1e-3) }
        var item = ScrollMetrics.Rect(x: itemStart, y: itemStart, width: itemLength, height: itemLength)
        if draw.chance(0.03) { item.y = extreme() }
        if draw.chance(0.03) { item.x = extreme() }
        return ScrollMetrics(viewportSize: viewport, contentOffset: .init(x: offset, y: offset), contentInsets: insets, itemFrame: item)
    }

    private mutating func progress() -> Double {
        switch draw.int(in: 0...7) {
        case 0: draw.element(of: [0, 0.5, 1, -0.0, 0.49975, 0.50025])
        case 1: draw.element(of: [1e300, -1e300, .leastNonzeroMagnitude])
        default: draw.double(in: -0.2...1.2)
        }
    }
}
