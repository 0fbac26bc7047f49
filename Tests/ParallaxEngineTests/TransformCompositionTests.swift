import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The composed transform against CSS Transforms 2 §13: each transform function's matrix
/// typed in from the spec (column-vector convention, `rotate3d` with its general formula), the
/// list multiplied left to right by a plain 4×4 product, then read in DOMMatrix order
/// (`mRC` = column R, row C of the column-vector matrix).
@Suite struct TransformCompositionTests {
    typealias Matrix = [[Double]]

    static func product(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<4).map { row in (0..<4).map { column in (0..<4).reduce(0) { $0 + a[row][$1] * b[$1][column] } } }
    }

    static func identity() -> Matrix { (0..<4).map { row in (0..<4).map { $0 == row ? 1 : 0 } } }

    static func perspective(_ d: Double) -> Matrix {
        var m = identity()
        m[3][2] = -1 / d
        return m
    }

    static func translate(_ x: Double, _ y: Double, _ z: Double) -> Matrix {
        var m = identity()
        (m[0][3], m[1][3], m[2][3]) = (x, y, z)
        return m
    }

    static func scale(_ x: Double, _ y: Double, _ z: Double) -> Matrix {
        var m = identity()
        (m[0][0], m[1][1], m[2][2]) = (x, y, z)
        return m
    }

    /// CSS `rotate3d(x, y, z, α)` for a unit axis: sc = sin(α/2)·cos(α/2), sq = sin²(α/2).
    static func rotate3d(_ x: Double, _ y: Double, _ z: Double, degrees: Double) -> Matrix {
        let half = degrees * .pi / 360
        let sc = sin(half) * cos(half)
        let sq = sin(half) * sin(half)
        // The spec lists mRC with R the column; stored here as [row][column] = [C−1][R−1].
        let m11 = 1 - 2 * (y * y + z * z) * sq
        let m12 = 2 * (x * y * sq + z * sc)
        let m13 = 2 * (x * z * sq - y * sc)
        let m21 = 2 * (x * y * sq - z * sc)
        let m22 = 1 - 2 * (x * x + z * z) * sq
        let m23 = 2 * (y * z * sq + x * sc)
        let m31 = 2 * (x * z * sq + y * sc)
        let m32 = 2 * (y * z * sq - x * sc)
        let m33 = 1 - 2 * (x * x + y * y) * sq
        return [[m11, m21, m31, 0], [m12, m22, m32, 0], [m13, m23, m33, 0], [0, 0, 0, 1]]
    }

    /// DOMMatrix order: m11, m12, m13, m14, m21, … = column 1 top to bottom, then column 2 …
    static func domOrder(_ m: Matrix) -> [Double] {
        (0..<4).flatMap { column in (0..<4).map { row in m[row][column] } }
    }

    struct Components: Sendable, CustomStringConvertible {
        var perspective: Double?
        var translation: (Double, Double, Double)
        var rotation: (Double, Double, Double)
        var scale: (Double, Double, Double)
        var description: String { "p \(String(describing: perspective)) t \(translation) r \(rotation) s \(scale)" }
    }

    static let cases: [Components] = [
        Components(perspective: nil, translation: (10, -20, 0), rotation: (0, 0, 0), scale: (1, 1, 1)),
        Components(perspective: 1000, translation: (0, 0, 0), rotation: (0, 0, 0), scale: (1, 1, 1)),
        Components(perspective: nil, translation: (0, 0, 0), rotation: (0, 0, 90), scale: (1, 1, 1)),
        Components(perspective: 500, translation: (12, -40, 80), rotation: (35, -20, 10), scale: (0.5, 1.5, 0.8)),
        Components(perspective: 1000, translation: (0, -200, 200), rotation: (280, 0, 0), scale: (0, 0, 0)),
        Components(perspective: 2500, translation: (-3, 7, -11), rotation: (-100, 45, -170), scale: (2, 2, 2)),
    ]

    @Test(arguments: cases)
    func theComposedTransformIsTheCSSProduct(components c: Components) {
        var expected = Self.identity()
        if let p = c.perspective { expected = Self.product(expected, Self.perspective(p)) }
        expected = Self.product(expected, Self.translate(c.translation.0, c.translation.1, c.translation.2))
        expected = Self.product(expected, Self.rotate3d(1, 0, 0, degrees: c.rotation.0))
        expected = Self.product(expected, Self.rotate3d(0, 1, 0, degrees: c.rotation.1))
        expected = Self.product(expected, Self.rotate3d(0, 0, 1, degrees: c.rotation.2))
        expected = Self.product(expected, Self.scale(c.scale.0, c.scale.1, c.scale.2))
        let actual = Transform3D(
            perspective: c.perspective, translation: c.translation, rotation: c.rotation, scale: c.scale)
        for (index, (value, reference)) in zip(actual.entries, Self.domOrder(expected)).enumerated() {
            #expect(isClose(value, reference, tolerance: 1e-12), "entry \(index) of \(c)")
        }
    }

    /// Hand-worked: `rotate(90deg)` is matrix(0, 1, −1, 0, 0, 0); `perspective(1000px)` puts
    /// −0.001 in m34; a translation lands in m41…m43.
    @Test func simpleTransformsHaveTheirTextbookEntries() {
        let turn = Transform3D(perspective: nil, translation: (0, 0, 0), rotation: (0, 0, 90), scale: (1, 1, 1))
        #expect(isClose(turn.m11, 0) && isClose(turn.m12, 1) && isClose(turn.m21, -1) && isClose(turn.m22, 0))
        let depth = Transform3D(perspective: 1000, translation: (0, 0, 0), rotation: (0, 0, 0), scale: (1, 1, 1))
        #expect(depth.m34 == -0.001 && depth.m44 == 1)
        let moved = Transform3D(perspective: nil, translation: (3, 4, 5), rotation: (0, 0, 0), scale: (1, 1, 1))
        #expect(moved.m41 == 3 && moved.m42 == 4 && moved.m43 == 5 && moved.m11 == 1)
    }

    /// An animator composes a target's channels: scale 2 with scaleX 1.5 → sx 3, sy 2, sz 2;
    /// rotation 30 plus rotationZ 60 → rotateZ(90); missing channels at identity.
    @Test func anAnimatorComposesATargetsChannels() throws {
        func constant(_ channel: Channel, _ value: Double) -> TrackDefinition {
            TrackDefinition(
                target: "card", channel: channel,
                keyframes: [KeyframeDefinition(at: 0, value: .number(value)), KeyframeDefinition(at: 1, value: .number(value))])
        }
        let animator = try Animator(
            AnimatorDefinition(
                timeline: .offset,
                tracks: [
                    constant(.scale, 2), constant(.scaleX, 1.5), constant(.rotation, 30), constant(.rotationZ, 60),
                    constant(.translationX, 7), constant(.alpha, 0.25), constant(.cornerRadius, 9),
                ]), context: [:])
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(progress: 0, into: &values)
        let transform = animator.transform(of: "card", in: values)
        // rotateZ(90)·scale3d(3, 2, 2): m11 = cos·3 = 0, m12 = sin·3 = 3, m21 = −sin·2 = −2, m22 = 0.
        #expect(isClose(transform.m11, 0) && isClose(transform.m12, 3) && isClose(transform.m21, -2))
        #expect(isClose(transform.m22, 0) && transform.m33 == 2 && transform.m41 == 7 && transform.m34 == 0)
        #expect(animator.transform(of: "nobody", in: values) == .identity)
        let state = animator.viewState(of: "card", in: values)
        #expect(state.alpha == 0.25 && state.cornerRadius == 9 && state.transform == transform)
        #expect(state.backgroundColor == nil && state.x == nil && state.clipsToBounds == nil)
        #expect(animator.channels(of: "card")?.slot(of: .alpha) == animator.slotIndex(target: "card", channel: .alpha))
        #expect(animator.channels(of: "card")?.hasTransform == true)
        #expect(animator.targets == ["card"])
    }

    /// A target's channel table finds every channel where `slotIndex` does.
    @Test func everyChannelIsFoundInItsTable() throws {
        let tracks = Channel.allCases.map { channel in
            let value: KeyframeValue = channel.isColor ? .color(RGBA(red: 1, green: 0, blue: 0)) : .number(1)
            return TrackDefinition(
                target: "all", channel: channel,
                keyframes: [KeyframeDefinition(at: 0, value: value), KeyframeDefinition(at: 1, value: value)])
        }
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: tracks.reversed()), context: [:])
        let channels = try #require(animator.channels(of: "all"))
        for channel in Channel.allCases {
            #expect(channels.slot(of: channel) == animator.slotIndex(target: "all", channel: channel), "\(channel)")
        }
    }

    /// A target animated only by transform channels gets a transform and nothing else; one
    /// animated only by others gets no transform; a rotation of −0° keeps sin(−0) = −0.
    @Test func aStateHasExactlyTheFieldsItsChannelsAnimate() throws {
        func constant(_ target: String, _ channel: Channel, _ value: Double) -> TrackDefinition {
            TrackDefinition(
                target: target, channel: channel,
                keyframes: [KeyframeDefinition(at: 0, value: .number(value)), KeyframeDefinition(at: 1, value: .number(value))])
        }
        let animator = try Animator(
            AnimatorDefinition(
                timeline: .offset,
                tracks: [constant("moved", .translationY, -12), constant("faded", .alpha, 0.5), constant("faded", .zPosition, 3)]),
            context: [:])
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(progress: 0, into: &values)
        let moved = animator.viewState(of: "moved", in: values)
        #expect(moved.transform?.m42 == -12 && moved.transform?.m11 == 1 && moved.transform?.m12 == 0)
        var onlyTransform = ViewState()
        onlyTransform.transform = moved.transform
        #expect(moved == onlyTransform)
        let faded = animator.viewState(of: "faded", in: values)
        #expect(faded.transform == nil && faded.alpha == 0.5 && faded.zPosition == 3 && faded.cornerRadius == nil)
        #expect(animator.channels(of: "faded")?.hasTransform == false)
        let negativeZero = Transform3D(perspective: nil, translation: (0, 0, 0), rotation: (-0.0, 0, 0), scale: (1, 1, 1))
        // m13 = r31 = sin(ax)·sin(az) − cos(ax)·sin(ay)·cos(az) = (−0·0) − (1·0·1) = −0.
        #expect(negativeZero.m13.sign == .minus && negativeZero.m13 == 0 && negativeZero.m22 == 1)
    }
}
