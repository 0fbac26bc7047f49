import Testing

@testable import ParallaxEngine

/// `ViewState.update(_:in:)` (which `ViewState(_:in:)` also uses) against the plain path it
/// stands for: reading every field's channel one by one, written out here.
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

    /// Each field, read one channel at a time through the table's public lookups: the state a
    /// target's channels and values stand for, every unanimated field nil.
    static func plainState(_ channels: TargetChannels, in values: [Double]) -> ViewState {
        values.withUnsafeBufferPointer { values in
            var state = ViewState()
            if channels.animated & Channel.transformMask != 0 { state.transform = channels.composedTransform(in: values) }
            state.alpha = channels.value(.alpha, in: values)
            state.x = channels.value(.x, in: values)
            state.y = channels.value(.y, in: values)
            state.width = channels.value(.width, in: values)
            state.height = channels.value(.height, in: values)
            state.centerX = channels.value(.centerX, in: values)
            state.centerY = channels.value(.centerY, in: values)
            state.boundsWidth = channels.value(.boundsWidth, in: values)
            state.boundsHeight = channels.value(.boundsHeight, in: values)
            state.backgroundColor = channels.color(.backgroundColor, in: values)
            state.cornerRadius = channels.value(.cornerRadius, in: values)
            state.borderWidth = channels.value(.borderWidth, in: values)
            state.borderColor = channels.color(.borderColor, in: values)
            state.shadowColor = channels.color(.shadowColor, in: values)
            state.shadowOpacity = channels.value(.shadowOpacity, in: values)
            state.shadowRadius = channels.value(.shadowRadius, in: values)
            state.shadowOffsetX = channels.value(.shadowOffsetX, in: values)
            state.shadowOffsetY = channels.value(.shadowOffsetY, in: values)
            state.contentsRectX = channels.value(.contentsRectX, in: values)
            state.contentsRectY = channels.value(.contentsRectY, in: values)
            state.contentsRectWidth = channels.value(.contentsRectWidth, in: values)
            state.contentsRectHeight = channels.value(.contentsRectHeight, in: values)
            state.zPosition = channels.value(.zPosition, in: values)
            state.clipsToBounds = channels.value(.clipsToBounds, in: values).map { $0 >= 0.5 }
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
