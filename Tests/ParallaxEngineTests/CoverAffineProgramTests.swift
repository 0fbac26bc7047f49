import ParallaxEngine
import Testing

/// One affine track on a `cover` view timeline, the shape the engine fuses into one straight
/// computation, against values worked out by hand from scroll-animations-1's `cover` range
/// (0 % when the item's start edge meets the viewport's end edge, 100 % when its end edge meets
/// the viewport's start edge) and a line through the two keyframes.
///
/// The geometry unless a test says otherwise: a viewport 800 long, an item at 1,000 that is 100
/// long, so `cover` runs from offset 200 to offset 1,100 (900 points); the track goes from −100
/// at 0 to 80 at 1, so its value is −100 + 180·t.
@Suite struct CoverAffineProgramTests {
    static func animator(
        _ timeline: ViewTimeline = ViewTimeline(range: .cover), axis: ScrollAxis = .vertical,
        stops: (Double, Double) = (0, 1), values: (Double, Double) = (-100, 80), extrapolation: Extrapolation
    ) throws -> Animator {
        try Animator(
            AnimatorDefinition(
                timeline: .view(timeline), axis: axis,
                tracks: [
                    TrackDefinition(
                        target: "image", channel: .translationY,
                        keyframes: [
                            KeyframeDefinition(at: stops.0, value: .number(values.0)),
                            KeyframeDefinition(at: stops.1, value: .number(values.1)),
                        ],
                        extrapolation: extrapolation)
                ]),
            context: [:])
    }

    /// The one value `animator` writes at content offset `offset` (along `axis`).
    static func value(_ animator: Animator, at offset: Double, axis: ScrollAxis = .vertical) -> Double {
        var values = [Double](repeating: .nan, count: animator.slotCount)
        let geometry: ScrollMetrics
        switch axis {
        case .vertical:
            geometry = verticalGeometry(offset: offset, itemTop: 1000, itemHeight: 100)
        case .horizontal:
            // The vertical coordinates differ, so reading them instead would show.
            geometry = ScrollMetrics(
                viewportSize: .init(width: 800, height: 300), contentOffset: .init(x: offset, y: 7),
                itemFrame: .init(x: 1000, y: 40, width: 100, height: 60))
        }
        animator.evaluate(geometry, into: &values)
        return values[0]
    }

    @Test(
        arguments: [
            // offset, t, clamped, extended
            (200.0, 0.0, -100.0, -100.0), (650.0, 0.5, -10.0, -10.0), (1100.0, 1.0, 80.0, 80.0),
            (0.0, -2.0 / 9, -100.0, -140.0), (1550.0, 1.5, 80.0, 170.0), (-7000.0, -8.0, -100.0, -1540.0),
        ] as [(Double, Double, Double, Double)])
    func valuesInsideAndOutsideTheRange(offset: Double, t: Double, clamped: Double, extended: Double) throws {
        #expect(isClose(Self.value(try Self.animator(extrapolation: .clamp), at: offset), clamped), "t = \(t)")
        #expect(isClose(Self.value(try Self.animator(extrapolation: .extend), at: offset), extended), "t = \(t)")
    }

    @Test func theHorizontalAxisReadsTheHorizontalCoordinates() throws {
        let animator = try Self.animator(axis: .horizontal, extrapolation: .extend)
        #expect(isClose(Self.value(animator, at: 650, axis: .horizontal), -10))
        #expect(isClose(Self.value(animator, at: 1550, axis: .horizontal), 170))
    }

    /// Insets 50 (start) and 30 (end) shrink `cover` to 230…1,050 (820 long); 10 % of it lies at
    /// 312, 600 points past its start at 830, so t = (offset − 312) / 518.
    @Test func insetsPercentagesAndPointsPlaceTheEnds() throws {
        let timeline = ViewTimeline(range: .cover, start: .percent(10), end: .points(600), startInset: 50, endInset: 30)
        let animator = try Self.animator(timeline, extrapolation: .extend)
        #expect(isClose(Self.value(animator, at: 312), -100))
        #expect(isClose(Self.value(animator, at: 571), -10))
        #expect(isClose(Self.value(animator, at: 830), 80))
        #expect(isClose(Self.value(animator, at: 1089), 170))
    }

    /// Keyframes at 0.25 (0) and 0.75 (100): clamped, the ends hold outside them; extended, the
    /// line 200·(t − 0.25) continues.
    @Test func keyframesInsideTheRangeHoldOrExtendPastTheirStops() throws {
        let clamped = try Self.animator(stops: (0.25, 0.75), values: (0, 100), extrapolation: .clamp)
        let extended = try Self.animator(stops: (0.25, 0.75), values: (0, 100), extrapolation: .extend)
        #expect(isClose(Self.value(clamped, at: 650), 50))
        #expect(isClose(Self.value(extended, at: 650), 50))
        #expect(isClose(Self.value(clamped, at: 0), 0))
        #expect(isClose(Self.value(extended, at: 0), 200 * (-2.0 / 9 - 0.25)))
        #expect(isClose(Self.value(clamped, at: 1550), 100))
        #expect(isClose(Self.value(extended, at: 1550), 250))
        // t = 0.75 exactly: the last value.
        #expect(isClose(Self.value(clamped, at: 875), 100))
    }

    /// Both ends at 300 points into the range (offset 500): progress steps from 0 to 1 there.
    @Test func aRangeOfNoLengthIsAStep() throws {
        let timeline = ViewTimeline(range: .cover, start: .points(300), end: .points(300))
        for extrapolation in [Extrapolation.clamp, .extend] {
            let animator = try Self.animator(timeline, extrapolation: extrapolation)
            #expect(Self.value(animator, at: 499.5) == -100)
            #expect(Self.value(animator, at: 500) == 80)
        }
    }

    /// A line from 0 to 1e308 extended to t = 10 (offset 9,200) overflows; the value is held at
    /// the largest finite number, as docs/DESIGN.md's interpolation says.
    @Test func anOverflowingExtensionIsHeldAtTheLargestFiniteValue() throws {
        let animator = try Self.animator(values: (0, 1e308), extrapolation: .extend)
        #expect(Self.value(animator, at: 9200) == .greatestFiniteMagnitude)
        #expect(isClose(Self.value(animator, at: 650), 0.5e308, tolerance: 1e293))
    }

    @Test func progressEvaluationUsesTheSameLine() throws {
        let extended = try Self.animator(extrapolation: .extend)
        let clamped = try Self.animator(extrapolation: .clamp)
        var values = [0.0]
        for (progress, expectedExtended, expectedClamped) in [(-0.5, -190.0, -100.0), (0.5, -10, -10), (2, 260, 80)] {
            extended.evaluate(progress: progress, into: &values)
            #expect(isClose(values[0], expectedExtended), "extended at \(progress)")
            clamped.evaluate(progress: progress, into: &values)
            #expect(isClose(values[0], expectedClamped), "clamped at \(progress)")
        }
    }

    /// Resting: the item centred in the viewport at offset 0 (top at 350, `cover` −450…450),
    /// t = ½, the value −10 whatever the geometry evaluated.
    @Test func reducedMotionRestsAtTheCentredValue() throws {
        let animator = try Self.animator(extrapolation: .extend)
        let filter = ReducedMotionFilter(
            policy: .resting, animator: animator,
            restingGeometry: ReducedMotionFilter.restingGeometry(
                viewport: .init(width: 320, height: 800), axis: .vertical, itemLength: 100))
        var values = [0.0]
        animator.evaluate(verticalGeometry(offset: 1550, itemTop: 1000, itemHeight: 100), into: &values)
        #expect(isClose(values[0], 170))
        filter.apply(to: &values)
        #expect(isClose(values[0], -10))
    }
}
