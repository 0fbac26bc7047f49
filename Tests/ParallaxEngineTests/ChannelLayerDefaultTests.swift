import ParallaxEngine
import Testing

/// The channel table's layer defaults are what Core Animation documents for a new `CALayer`
/// (Apple's CALayer reference: opacity 1, identity transform, `backgroundColor` nil (drawn as transparent), `cornerRadius`
/// and `borderWidth` 0, `borderColor` and `shadowColor` opaque black, `shadowOpacity` 0,
/// `shadowRadius` 3, `shadowOffset` (0, −3), `contentsRect` the unit rectangle, `zPosition` 0,
/// `masksToBounds` false), written out here rather than read from the table.
@Suite struct ChannelLayerDefaultTests {
    static let documented: [Channel: [Double]] = [
        .alpha: [1], .translationX: [0], .translationY: [0], .translationZ: [0], .scale: [1], .scaleX: [1], .scaleY: [1],
        .rotation: [0], .rotationX: [0], .rotationY: [0], .rotationZ: [0],
        .cornerRadius: [0], .borderWidth: [0], .borderColor: [0, 0, 0, 1], .backgroundColor: [0, 0, 0, 0],
        .shadowColor: [0, 0, 0, 1], .shadowOpacity: [0], .shadowRadius: [3], .shadowOffsetX: [0], .shadowOffsetY: [-3],
        .contentsRectX: [0], .contentsRectY: [0], .contentsRectWidth: [1], .contentsRectHeight: [1],
        .zPosition: [0], .clipsToBounds: [0],
    ]

    /// Every channel a layer holds has its documented default; the frame, centre, bounds and the
    /// perspective (which the view's geometry or no layer property decides) have none.
    @Test(arguments: Channel.allCases)
    func theDefaultIsCoreAnimations(_ channel: Channel) {
        #expect(channel.descriptor.layerDefault == Self.documented[channel], "\(channel.rawValue)")
        if let components = channel.descriptor.layerDefault {
            #expect(components.count == channel.componentCount, "\(channel.rawValue)")
        }
    }

    /// The number and colour readings give the table's components: one number for a number
    /// channel, an `RGBA` for a colour channel, never both.
    @Test(arguments: Channel.allCases)
    func theReadingsFollowTheKind(_ channel: Channel) {
        let documented = Self.documented[channel]
        if channel.isColor {
            #expect(channel.layerDefault == nil)
            let color = channel.layerDefaultColor
            #expect(color.map { [$0.red, $0.green, $0.blue, $0.alpha] } == documented, "\(channel.rawValue)")
        } else {
            #expect(channel.layerDefaultColor == nil)
            #expect(channel.layerDefault.map { [$0] } == documented, "\(channel.rawValue)")
        }
    }
}
