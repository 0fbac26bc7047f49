import ParallaxEngine
import Testing

@testable import ParallaxUI

/// `LayerValues` reads each channel from the layer property of its name: a layer made with a
/// different value in every property reads each back at its own channel, and a new layer reads
/// Core Animation's defaults (written out here as Apple documents them).
@Suite struct LayerValuesTests {
    @Test func eachPropertyReadsAtItsOwnChannel() {
        var layer = LayerValues(boundsSize: .init(width: 100, height: 40), position: .init(x: 60, y: 30))
        layer.opacity = 0.5
        layer.cornerRadius = 11
        layer.borderWidth = 12
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 13
        layer.zPosition = 14
        layer.backgroundColor = RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        layer.borderColor = RGBA(red: 0.5, green: 0.6, blue: 0.7, alpha: 0.8)
        layer.shadowColor = RGBA(red: 0.9, green: 0.8, blue: 0.7, alpha: 0.6)
        layer.shadowOffset = .init(width: 15, height: 16)
        layer.masksToBounds = true
        let expected: [Channel: Double] = [
            .alpha: 0.5, .cornerRadius: 11, .borderWidth: 12, .shadowOpacity: 0.25, .shadowRadius: 13, .zPosition: 14,
            .shadowOffsetX: 15, .shadowOffsetY: 16, .clipsToBounds: 1, .x: 10, .y: 10, .width: 100, .height: 40, .centerX: 60,
            .centerY: 30, .boundsWidth: 100, .boundsHeight: 40,
        ]
        for (channel, value) in expected { #expect(layer.value(of: channel) == value, "\(channel.rawValue)") }
        #expect(layer.color(of: .backgroundColor) == RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(layer.color(of: .borderColor) == RGBA(red: 0.5, green: 0.6, blue: 0.7, alpha: 0.8))
        #expect(layer.color(of: .shadowColor) == RGBA(red: 0.9, green: 0.8, blue: 0.7, alpha: 0.6))
        #expect(layer.color(of: .cornerRadius) == nil)
    }

    @Test func aNewLayerHoldsCoreAnimationsDefaults() {
        let layer = LayerValues()
        let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(layer.backgroundColor == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(layer.borderColor == black)
        #expect(layer.shadowColor == black)
        #expect([layer.opacity, layer.cornerRadius, layer.borderWidth, layer.shadowOpacity, layer.shadowRadius] == [1, 0, 0, 0, 3])
        #expect(layer.shadowOffset == .init(width: 0, height: -3))
        #expect(layer.zPosition == 0)
        #expect(!layer.masksToBounds)
    }
}
