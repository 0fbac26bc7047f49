import CatalogEditing
import ParallaxEngine

/// The channel table the pages' scripts read, as JSON: per channel (``Channel/allCases``
/// order) its `components` (4 for a colour), `identity` (or null), `layerDefault` (a number, a
/// colour's four components, or null), `unit`, `group` (from ``ParallaxEngine/Channel/descriptor``), the unit's `symbol` beside a value (``Channel/unitSymbol``:
/// "pt", "°", "×" or ""), the player's `style` (``Channel/playerStyle``) and, for a channel
/// written as one CSS property of its own (``CSSExportChannelSupport/property(_:)``), its `css`
/// name (else null).
/// The preview's frames carry it (`channels`), the studio serves it as `channels.js`, so no
/// script keeps a list of channels of its own.
package enum PlayerChannelTable {
    /// The table as a JSON object keyed by channel name.
    package static let json: String = JSONText.object(
        Channel.allCases.map { channel in
            let descriptor = channel.descriptor
            return (
                channel.rawValue,
                JSONText.object([
                    ("components", JSONText.number(Double(descriptor.componentCount))),
                    ("identity", descriptor.identity.map(JSONText.number) ?? "null"),
                    ("layerDefault", layerDefault(of: descriptor)),
                    ("unit", JSONText.string(descriptor.unit.rawValue)),
                    ("group", JSONText.string(descriptor.group.rawValue)),
                    ("symbol", JSONText.string(channel.unitSymbol)),
                    ("style", JSONText.string(channel.playerStyle.rawValue)),
                    ("css", cssProperty(of: channel).map(JSONText.string) ?? "null"),
                ])
            )
        })

    /// The CSS property a channel is written as alone, or nil.
    private static func cssProperty(of channel: Channel) -> String? {
        if case .property(let name) = channel.cssExportSupport { return name }
        return nil
    }

    /// The channel's layer default as JSON: one number, a colour's four, or null.
    private static func layerDefault(of descriptor: ChannelDescriptor) -> String {
        guard let components = descriptor.layerDefault else { return "null" }
        return components.count == 1 ? JSONText.number(components[0]) : JSONText.array(components)
    }

    /// The table as a JavaScript module exporting it as `channels` (the studio's `channels.js`).
    package static var module: String {
        "// The engine's channel table (generated from Channel.descriptor; do not edit).\nexport const channels = \(json);\n"
    }
}
