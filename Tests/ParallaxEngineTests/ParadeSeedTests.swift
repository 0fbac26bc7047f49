import ParallaxEngine
import Testing

/// Parade's start/end states (docs/DESIGN.md "Parade"): closeness c of the item's centre to the
/// viewport's centre (1 at the centre, 0 a viewport length away); below/right of the centre
/// the view blends from its start state S towards its resting state R as S + (R − S)·e(c);
/// above/left it blends towards its end state E as R + (E − R)·e(1 − c). A property's range
/// [lo, hi] applies to the timeline progress t (c/2 appearing, 1 − c/2 disappearing).
@Suite struct ParadeSeedTests {
    struct Property {
        var channel: Channel
        var start: Double
        var rest: Double
        var end: Double
        var appearing: String
        var disappearing: String
        var range: ClosedRange<Double>?
    }

    static let properties = [
        Property(channel: .alpha, start: 0, rest: 1, end: 0.4, appearing: "outCubic", disappearing: "inQuadratic"),
        Property(channel: .scale, start: 0.5, rest: 1, end: 1.25, appearing: "inOutSine", disappearing: "linear", range: 0.1...0.9),
        Property(channel: .translationX, start: -80, rest: 0, end: 40, appearing: "outBack", disappearing: "inCircular", range: 0...0.6),
        Property(channel: .rotationY, start: 45, rest: 0, end: -30, appearing: "outBounce", disappearing: "inExponential"),
    ]

    private func definition(axis: ScrollAxis) throws -> AnimatorDefinition {
        AnimatorDefinition(
            timeline: .viewportCenter, axis: axis,
            tracks: try Self.properties.map { property in
                TrackDefinition(
                    target: "card", channel: property.channel,
                    keyframes: [
                        KeyframeDefinition(at: 0, value: .number(property.start), easing: try Easing(parsing: property.appearing)),
                        KeyframeDefinition(at: 0.5, value: .number(property.rest), easing: try Easing(parsing: property.disappearing)),
                        KeyframeDefinition(at: 1, value: .number(property.end)),
                    ],
                    range: property.range)
            })
    }

    /// The Parade reference value for `property` when the item's centre is `distance` past
    /// the viewport's centre in a viewport `length` long.
    private func expected(_ property: Property, distance: Double, length: Double) -> Double {
        let closeness = min(max(1 - abs(distance) / length, 0), 1)
        let appearingSide = distance > 0
        var t = appearingSide ? closeness / 2 : 1 - closeness / 2
        if let range = property.range {
            t = min(max((t - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
        }
        let appear = Reference.all[property.appearing]!
        let disappear = Reference.all[property.disappearing]!
        if t <= 0.5 { return property.start + (property.rest - property.start) * appear(t / 0.5) }
        return property.rest + (property.end - property.rest) * disappear((t - 0.5) / 0.5)
    }

    @Test(arguments: ScrollAxis.allCases)
    func startAndEndStatesFollowClosenessAndSide(axis: ScrollAxis) throws {
        let animator = try Animator(try definition(axis: axis), context: [:])
        var values = [Double](repeating: 0, count: animator.slotCount)
        let length = 700.0
        let itemStart = 2000.0, itemLength = 120.0
        for offset in stride(from: 900.0, through: 2900, by: 6.25) {
            let geometry = ScrollMetrics(
                viewportSize: axis == .vertical ? .init(width: 390, height: length) : .init(width: length, height: 390),
                contentOffset: axis == .vertical ? .init(x: 0, y: offset) : .init(x: offset, y: 0),
                itemFrame: axis == .vertical
                    ? .init(x: 0, y: itemStart, width: 390, height: itemLength)
                    : .init(x: itemStart, y: 0, width: itemLength, height: 390))
            animator.evaluate(geometry, into: &values)
            let distance = itemStart + itemLength / 2 - offset - length / 2
            for property in Self.properties {
                let slot = animator.slotIndex(target: "card", channel: property.channel)!
                #expect(
                    isClose(values[slot], expected(property, distance: distance, length: length)),
                    "\(property.channel) at offset \(offset)")
            }
        }
    }
}
