import Testing

@testable import ParallaxEngine

/// A channel's ordinal is its bit in a target's mask of animated channels and its index in
/// `Channel.byOrdinal`: the ordinals are 0, 1, 2… with none skipped or shared, and `byOrdinal`
/// gives each ordinal's channel back.
@Suite struct ChannelOrdinalTests {
    @Test func ordinalsNumberTheChannelsOnceEach() {
        #expect(Channel.allCases.map(\.ordinal).sorted() == Array(0..<Channel.allCases.count))
        #expect(Channel.allCases.count <= 64, "the animated mask is a UInt64")
    }

    @Test func byOrdinalGivesEachOrdinalsChannelBack() {
        for channel in Channel.allCases {
            #expect(Channel.byOrdinal[channel.ordinal] == channel, "\(channel)")
        }
    }
}
