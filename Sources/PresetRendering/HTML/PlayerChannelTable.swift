import ParallaxEngine

/// Which of the player's style writers (`writers` in preview-page.js) shows a channel on a page
/// element, imitating what UIKit does with it.
package enum PlayerStyle: String, CaseIterable, Sendable {
    /// `opacity`.
    case opacity
    /// `transform`, composed in the engine's order.
    case transform
    /// `left`, `top`, `width`, `height` from the frame, centre and bounds.
    case frame
    /// `border-width`, `border-color`.
    case border
    /// `background-color`, with text that stays readable on it.
    case background
    /// `border-radius`.
    case corners
    /// `box-shadow`.
    case shadow
    /// `overflow`.
    case overflow
    /// `z-index`, the depth rounded to a stacking order (the page has no 3D context per item).
    case stacking
    /// The size and place of the layer's image in its box (`contentsRect`).
    case crop
}

extension Channel {
    /// The player's style writer for the channel.
    package var playerStyle: PlayerStyle {
        switch self {
        case .alpha: .opacity
        case .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotation, .rotationX, .rotationY, .rotationZ,
            .perspective:
            .transform
        case .x, .y, .width, .height, .centerX, .centerY, .boundsWidth, .boundsHeight: .frame
        case .borderWidth, .borderColor: .border
        case .backgroundColor: .background
        case .cornerRadius: .corners
        case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffsetX, .shadowOffsetY: .shadow
        case .clipsToBounds: .overflow
        case .zPosition: .stacking
        case .contentsRectX, .contentsRectY, .contentsRectWidth, .contentsRectHeight: .crop
        }
    }
}

/// The channel table the pages' scripts read, as JSON: per channel (``Channel/allCases``
/// order) its `components` (4 for a colour), `identity` (or null), `unit`, `group` (from
/// ``ParallaxEngine/Channel/descriptor``) and the player's `style` (``Channel/playerStyle``).
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
                    ("unit", JSONText.string(descriptor.unit.rawValue)),
                    ("group", JSONText.string(descriptor.group.rawValue)),
                    ("style", JSONText.string(channel.playerStyle.rawValue)),
                ])
            )
        })

    /// The table as a JavaScript module exporting it as `channels` (the studio's `channels.js`).
    package static var module: String {
        "// The engine's channel table (generated from Channel.descriptor; do not edit).\nexport const channels = \(json);\n"
    }
}
