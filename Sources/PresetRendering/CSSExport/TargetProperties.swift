import CatalogEditing
import ParallaxEngine

/// The CSS properties one target's animated channels become:
///
/// - `alpha` → `opacity`;
/// - `translationX/Y` → `translate`, `rotation` + `rotationZ` → `rotate`, `scale`, `scaleX`,
///   `scaleY` → `scale: sx·s sy·s s`; but when the target uses `rotationX`, `rotationY`,
///   `perspective` or `translationZ`, its transform is `perspective() translate3d() rotateX()
///   rotateY() rotateZ() scale3d()` in the library's order, one `transform` animation per
///   function, composed with `animation-composition: add`;
/// - frame channels → `left`, `top`, `width`, `height` of the absolutely placed target: `x`/`y`
///   as they are, `centerX/Y` minus half the width/height, `width`/`height` or
///   `boundsWidth/Height` as the size (a bounds size keeps the centre, as UIKit does);
/// - `backgroundColor`, `borderColor` → `background-color`, `border-color` (in `rgb()` when the
///   channel mixes in sRGB, else `color(srgb …)`, which CSS mixes in OKLab); `borderWidth` →
///   `border-width` on a solid border; `cornerRadius` → `border-radius`;
/// - `shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffsetX/Y` → `box-shadow: x y 2r
///   colour·opacity` (Core Animation's defaults for the others: black, opacity 0, radius 3,
///   offset 0, −3; CSS's blur length is twice the Gaussian's deviation, Core Animation's radius);
/// - `clipsToBounds` → `overflow: hidden | visible`, flipping where the value crosses 0.5.
///
/// `zPosition` (a depth; `z-index` is a whole-number stacking order) and `contentsRect…` (a
/// crop of a layer's image) have no CSS equivalent and are refused, as
/// ``ParallaxEngine/Channel/cssExportSupport`` says; a channel no property here reads is
/// refused too, never dropped.
enum TargetProperties {
    /// The channels of the composed transform that need CSS's `transform` (3D).
    static let threeDimensional: Set<Channel> = [.rotationX, .rotationY, .perspective, .translationZ]

    /// The properties for `target`'s animated `channels`, in a fixed order; `colorSpaces` gives
    /// each colour channel's mixing space; `item` the item's size (the frame's defaults).
    /// - Throws: a problem naming the channel CSS cannot show.
    static func properties(
        target: String, channels: Set<Channel>, colorSpaces: [Channel: ColorSpace], item: ScrollMetrics.Size
    ) throws(CSSExportProblem) -> [CSSProperty] {
        try refuseUnsupported(target: target, channels: channels)
        func legacy(_ channel: Channel) -> Bool { colorSpaces[channel] == .sRGB }
        var properties: [CSSProperty] = []
        if channels.contains(.alpha) { properties.append(.single("opacity", .alpha, default: 1, CSSComponent.number)) }
        properties += transform(channels)
        properties += frame(channels, item: item)
        if channels.contains(.backgroundColor) {
            properties.append(.color("background-color", .backgroundColor, legacy: legacy(.backgroundColor)))
        }
        if channels.contains(.borderColor) { properties.append(.color("border-color", .borderColor, legacy: legacy(.borderColor))) }
        if channels.contains(.borderWidth) { properties.append(.single("border-width", .borderWidth, default: 0, CSSComponent.length)) }
        properties += ownProperties(channels)
        if let shadow = shadow(channels, legacy: legacy(.shadowColor)) { properties.append(shadow) }
        if channels.contains(.clipsToBounds) {
            var overflow = CSSProperty(
                name: "overflow", channels: [.clipsToBounds], dependencies: [[.clipsToBounds]],
                compose: { value in [.keyword((value(.clipsToBounds)?.number ?? 0) >= 0.5 ? "hidden" : "visible")] },
                format: CSSProperty.spaced)
            overflow.isDiscrete = true
            properties.append(overflow)
        }
        let written = Set(properties.flatMap(\.channels))
        if let dropped = Channel.allCases.first(where: { channels.contains($0) && !written.contains($0) }) {
            throw CSSExportProblem(.unsupported, "\(target).\(dropped.rawValue) is not written by the CSS export")
        }
        return properties
    }

    /// A property per number channel written as one CSS property of its own
    /// (``CSSExportChannelSupport/property(_:)``), in channel order: the value in the channel's
    /// unit, the layer default where the channel is not animated.
    private static func ownProperties(_ channels: Set<Channel>) -> [CSSProperty] {
        Channel.allCases.compactMap { channel in
            guard channels.contains(channel), case .property(let name) = channel.cssExportSupport else { return nil }
            let component: @Sendable (Double) -> CSSComponent =
                channel.descriptor.unit == .points ? CSSComponent.length : CSSComponent.number
            return .single(name, channel, default: channel.layerDefault ?? 0, component)
        }
    }

    private static func refuseUnsupported(target: String, channels: Set<Channel>) throws(CSSExportProblem) {
        for channel in Channel.allCases where channels.contains(channel) {
            if case .refused(because: let reason) = channel.cssExportSupport {
                throw CSSExportProblem(.unsupported, "\(target).\(channel.rawValue) has no CSS equivalent (\(reason))")
            }
        }
        let pairs: [(Channel, Channel)] = [(.x, .centerX), (.y, .centerY), (.width, .boundsWidth), (.height, .boundsHeight)]
        for (first, second) in pairs where channels.contains(first) && channels.contains(second) {
            throw CSSExportProblem(
                .unsupported,
                "\(target) animates both \(first.rawValue) and \(second.rawValue), which set the same CSS edge or size")
        }
    }

    private static func transform(_ channels: Set<Channel>) -> [CSSProperty] {
        @Sendable func value(_ channel: Channel, _ lookup: (Channel) -> ChannelValue?, _ fallback: Double) -> Double {
            lookup(channel)?.number ?? fallback
        }
        let scaleChannels = [Channel.scale, .scaleX, .scaleY].filter(channels.contains)
        let rotationChannels = [Channel.rotation, .rotationZ].filter(channels.contains)
        guard channels.isDisjoint(with: threeDimensional) else {
            return threeDimensionalTransform(channels, scaleChannels: scaleChannels, rotationChannels: rotationChannels)
        }
        var properties: [CSSProperty] = []
        if channels.contains(.translationX) || channels.contains(.translationY) {
            properties.append(
                CSSProperty(
                    name: "translate", channels: [.translationX, .translationY].filter(channels.contains),
                    dependencies: [[.translationX], [.translationY]].map { $0.filter(channels.contains) },
                    compose: { lookup in [.length(value(.translationX, lookup, 0)), .length(value(.translationY, lookup, 0))] },
                    format: CSSProperty.spaced))
        }
        if !rotationChannels.isEmpty {
            properties.append(
                CSSProperty(
                    name: "rotate", channels: rotationChannels, dependencies: [rotationChannels],
                    compose: { lookup in [.angle(value(.rotation, lookup, 0) + value(.rotationZ, lookup, 0))] },
                    format: CSSProperty.spaced))
        }
        if !scaleChannels.isEmpty {
            properties.append(
                CSSProperty(
                    name: "scale", channels: scaleChannels,
                    dependencies: [
                        scaleChannels.filter { $0 != .scaleY }, scaleChannels.filter { $0 != .scaleX },
                        scaleChannels.filter { $0 == .scale },
                    ],
                    compose: { lookup in
                        let scale = value(.scale, lookup, 1)
                        return [.number(value(.scaleX, lookup, 1) * scale), .number(value(.scaleY, lookup, 1) * scale), .number(scale)]
                    },
                    format: CSSProperty.spaced))
        }
        return properties
    }

    /// A 3D transform as one animation per function, in the library's order (`perspective()
    /// translate3d() rotateX() rotateY() rotateZ() scale3d()`), each added to the ones before it
    /// (``CSSProperty/transformFunction``): each channel keeps its own curve, so CSS writes it
    /// as the curve it is rather than as sampled stops of the whole matrix.
    private static func threeDimensionalTransform(
        _ channels: Set<Channel>, scaleChannels: [Channel], rotationChannels: [Channel]
    ) -> [CSSProperty] {
        @Sendable func value(_ channel: Channel, _ lookup: (Channel) -> ChannelValue?, _ fallback: Double) -> Double {
            lookup(channel)?.number ?? fallback
        }
        func part(
            _ function: String, _ reads: [Channel], _ dependencies: [[Channel]],
            _ compose: @escaping @Sendable (_ value: (Channel) -> ChannelValue?) -> [CSSComponent]
        ) -> CSSProperty {
            var property = CSSProperty(
                name: "transform", channels: reads, dependencies: dependencies, compose: compose,
                format: { "\(function)(\($0.map(\.text).joined(separator: ", ")))" })
            property.transformFunction = function
            return property
        }
        var parts: [CSSProperty] = []
        if channels.contains(.perspective) {
            parts.append(part("perspective", [.perspective], [[.perspective]]) { [.perspective(value(.perspective, $0, 0))] })
        }
        let translations = [Channel.translationX, .translationY, .translationZ].filter(channels.contains)
        if !translations.isEmpty {
            parts.append(
                part("translate3d", translations, translations.map { [$0] }) { lookup in
                    [
                        .length(value(.translationX, lookup, 0)), .length(value(.translationY, lookup, 0)),
                        .length(value(.translationZ, lookup, 0)),
                    ]
                })
        }
        for (function, channel) in [("rotateX", Channel.rotationX), ("rotateY", .rotationY)] where channels.contains(channel) {
            parts.append(part(function, [channel], [[channel]]) { [.angle(value(channel, $0, 0))] })
        }
        if !rotationChannels.isEmpty {
            parts.append(
                part("rotateZ", rotationChannels, [rotationChannels]) { [.angle(value(.rotation, $0, 0) + value(.rotationZ, $0, 0))] })
        }
        if !scaleChannels.isEmpty {
            parts.append(
                part(
                    "scale3d", scaleChannels,
                    [scaleChannels.filter { $0 != .scaleY }, scaleChannels.filter { $0 != .scaleX }, scaleChannels.filter { $0 == .scale }]
                ) { lookup in
                    let scale = value(.scale, lookup, 1)
                    return [.number(value(.scaleX, lookup, 1) * scale), .number(value(.scaleY, lookup, 1) * scale), .number(scale)]
                })
        }
        return parts
    }

    private static func frame(_ channels: Set<Channel>, item: ScrollMetrics.Size) -> [CSSProperty] {
        let axes: [(edge: String, size: String, origin: Channel, centre: Channel, length: Channel, bounds: Channel, itemLength: Double)] = [
            ("left", "width", .x, .centerX, .width, .boundsWidth, item.width),
            ("top", "height", .y, .centerY, .height, .boundsHeight, item.height),
        ]
        var edges: [CSSProperty] = []
        var sizes: [CSSProperty] = []
        for axis in axes {
            let sizeChannel = [axis.length, axis.bounds].first(where: channels.contains)
            let itemLength = axis.itemLength
            @Sendable func size(_ lookup: (Channel) -> ChannelValue?) -> Double { sizeChannel.flatMap { lookup($0)?.number } ?? itemLength }
            if channels.contains(axis.origin) {
                edges.append(.single(axis.edge, axis.origin, default: 0, CSSComponent.length))
            } else if channels.contains(axis.centre) || channels.contains(axis.bounds) {
                // Without an origin the frame keeps its centre: the item's, unless animated.
                let centre = axis.centre
                let reads = [centre].filter(channels.contains) + [sizeChannel].compactMap { $0 }
                edges.append(
                    CSSProperty(
                        name: axis.edge, channels: reads, dependencies: [reads],
                        compose: { lookup in [.length((lookup(centre)?.number ?? itemLength / 2) - size(lookup) / 2)] },
                        format: CSSProperty.spaced))
            }
            if let sizeChannel {
                sizes.append(.single(axis.size, sizeChannel, default: itemLength, CSSComponent.length))
            }
        }
        return edges + sizes
    }

    private static func shadow(_ channels: Set<Channel>, legacy: Bool) -> CSSProperty? {
        let shadowChannels: [Channel] = [.shadowOffsetX, .shadowOffsetY, .shadowRadius, .shadowColor, .shadowOpacity]
        let animated = shadowChannels.filter(channels.contains)
        guard !animated.isEmpty else { return nil }
        return CSSProperty(
            name: "box-shadow", channels: animated,
            dependencies: [[.shadowOffsetX], [.shadowOffsetY], [.shadowRadius], [.shadowColor, .shadowOpacity]].map {
                $0.filter(channels.contains)
            },
            compose: { lookup in
                // A channel the target does not animate is at its layer default, as on the device.
                func number(_ channel: Channel) -> Double { lookup(channel)?.number ?? channel.layerDefault ?? 0 }
                let color = lookup(.shadowColor)?.color ?? Channel.shadowColor.layerDefaultColor ?? RGBA(red: 0, green: 0, blue: 0)
                let opacity = number(.shadowOpacity)
                return [
                    .length(number(.shadowOffsetX)), .length(number(.shadowOffsetY)),
                    .length(max(0, 2 * number(.shadowRadius))),
                    .color(RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity), legacy: legacy),
                ]
            },
            format: CSSProperty.spaced)
    }
}
