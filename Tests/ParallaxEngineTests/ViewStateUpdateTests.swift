import ParallaxEngine
import Testing

/// `ViewState.update(_:in:)`, the frame's fast path, against the plain path it stands for:
/// building the whole state with `ViewState(_:in:)`, which reads every channel one by one.
@Suite struct ViewStateUpdateTests {
    /// An animator whose target `t` animates `channels`, each with a constant.
    static func animator(animating channels: [Channel]) throws -> Animator {
        let tracks = channels.map { channel in
            let value: KeyframeValue = channel.isColor ? .color(RGBA(red: 1, green: 0, blue: 0)) : .number(1)
            return TrackDefinition(
                target: "t", channel: channel,
                keyframes: [KeyframeDefinition(at: 0, value: value), KeyframeDefinition(at: 1, value: value)])
        }
        return try Animator(AnimatorDefinition(timeline: .offset, tracks: tracks), context: [:])
    }

    /// Updating a state built from other values gives exactly the state built from the new
    /// values, for every channel alone, every channel together and a few mixes; the buffers
    /// hold a different value in every slot (and values on both sides of `clipsToBounds`'
    /// 0.5), so a field read from the wrong slot or stored in the wrong field shows.
    @Test(
        arguments: Channel.allCases.map { [$0] } + [
            Channel.allCases, [.alpha, .translationY], [.backgroundColor, .shadowColor, .zPosition],
            [.x, .scale, .clipsToBounds, .borderColor],
        ])
    func updatingGivesTheStateBuiltAfresh(channels: [Channel]) throws {
        let animator = try Self.animator(animating: channels)
        let table = try #require(animator.channels(of: "t"))
        let before = (0..<animator.slotCount).map { -Double($0) - 0.125 }
        for after in [(0..<animator.slotCount).map { Double($0) * 1.5 + 0.75 }, [Double](repeating: 0.25, count: animator.slotCount)] {
            var state = ViewState(table, in: before)
            after.withUnsafeBufferPointer { state.update(table, in: $0) }
            #expect(state == ViewState(table, in: after), "\(channels)")
        }
    }

    /// Fields the channels do not animate are left as they were.
    @Test func updatingLeavesUnanimatedFieldsAlone() throws {
        let animator = try Self.animator(animating: [.cornerRadius])
        let table = try #require(animator.channels(of: "t"))
        var state = ViewState()
        state.alpha = 0.3
        state.transform = .identity
        [Double](repeating: 7, count: animator.slotCount).withUnsafeBufferPointer { state.update(table, in: $0) }
        var expected = ViewState()
        (expected.alpha, expected.transform, expected.cornerRadius) = (0.3, .identity, 7)
        #expect(state == expected)
    }
}
