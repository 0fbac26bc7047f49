import Testing

@testable import ParallaxEngine

/// `ViewState.update(_:in:)` (which `ViewState(_:in:)` also uses) against the plain path it
/// stands for: reading every channel one by one, written out here over `Channel.allCases`, so a
/// channel added needs no line here.
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

    /// Each channel, read one at a time through the table's public lookups and set through the
    /// state's subscripts: the state a target's channels and values stand for, every unanimated
    /// channel nil.
    static func plainState(_ channels: TargetChannels, in values: [Double]) -> ViewState {
        values.withUnsafeBufferPointer { values in
            var state = ViewState()
            if channels.animated & Channel.transformMask != 0 { state.transform = channels.composedTransform(in: values) }
            for channel in Channel.allCases where channel.descriptor.group != .transform {
                if channel.isColor {
                    state[color: channel] = channels.color(channel, in: values)
                } else {
                    state[channel: channel] = channels.value(channel, in: values)
                }
            }
            return state
        }
    }

    /// A state built from the values, and one built from other values then updated with these,
    /// are both exactly the plain state of the values, for every channel alone, every channel together and a few mixes; the buffers
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
            #expect(ViewState(table, in: after) == Self.plainState(table, in: after), "\(channels)")
            var state = ViewState(table, in: before)
            after.withUnsafeBufferPointer { state.update(table, in: $0) }
            #expect(state == Self.plainState(table, in: after), "\(channels)")
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
