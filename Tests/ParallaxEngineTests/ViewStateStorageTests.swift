import Testing

@testable import ParallaxEngine

/// `ViewState` keeps its channel values in one fixed-size buffer indexed by ordinal: each
/// channel has its own place (a colour four), setting one leaves the others alone, and clearing
/// one gives the state it was before.
@Suite struct ViewStateStorageTests {
    /// The channels a view state stores by channel: every one but the transform's.
    static let storedChannels = Channel.allCases.filter { $0.descriptor.group != .transform }

    /// A distinct value for the channel at `index`: flags alternate on and off.
    static func value(_ index: Int, of channel: Channel) -> Double {
        channel.descriptor.kind == .flag ? Double(index % 2) : Double(index) + 0.25
    }

    @Test func theBufferHoldsEveryChannel() {
        // 35 channels, three of them colours of four numbers: 35 + 3 × 3.
        #expect(Channel.allCases.count + 3 * Channel.allCases.filter(\.isColor).count == Channel.stateSlotCount)
        #expect(Channel.stateSlotCount <= ChannelValueBuffer.capacity)
    }

    @Test func everyChannelKeepsItsOwnValue() {
        var state = ViewState()
        for (index, channel) in Self.storedChannels.enumerated() {
            if channel.isColor {
                let base = Double(index)
                state[color: channel] = RGBA(red: base + 0.1, green: base + 0.2, blue: base + 0.3, alpha: base + 0.4)
            } else {
                state[channel: channel] = Self.value(index, of: channel)
            }
        }
        for (index, channel) in Self.storedChannels.enumerated() {
            if channel.isColor {
                let base = Double(index)
                #expect(state[color: channel] == RGBA(red: base + 0.1, green: base + 0.2, blue: base + 0.3, alpha: base + 0.4))
                #expect(state[channel: channel] == nil, "a colour channel has no number")
            } else {
                #expect(state[channel: channel] == Self.value(index, of: channel), "\(channel.rawValue)")
                #expect(state[color: channel] == nil, "a number channel has no colour")
            }
        }
    }

    @Test func clearingAValueGivesTheStateBeforeIt() {
        var state = ViewState()
        state.alpha = 0.5
        let before = state
        state.cornerRadius = 12
        state.borderColor = RGBA(red: 1, green: 0, blue: 0)
        #expect(state != before)
        state.cornerRadius = nil
        state.borderColor = nil
        #expect(state == before)
        #expect(state.hashValue == before.hashValue)
        state.alpha = nil
        #expect(state == ViewState())
    }

    @Test func aFlagIsStoredAsOnOrOff() {
        var state = ViewState()
        state[channel: .clipsToBounds] = 0.7
        #expect(state[channel: .clipsToBounds] == 1)
        #expect(state.clipsToBounds == true)
        var other = ViewState()
        other.clipsToBounds = true
        #expect(state == other)
        state[channel: .clipsToBounds] = 0.2
        #expect(state.clipsToBounds == false)
    }

    @Test func aTransformChannelReadsNil() {
        var state = ViewState()
        state.transform = Transform3D(perspective: nil, translation: (0, 5, 0), rotation: (0, 0, 0), scale: (1, 1, 1))
        #expect(state[channel: .translationY] == nil)
    }
}
