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
    /// The CSS property the channel's ``CSSExportChannelSupport/property(_:)`` names, in the
    /// channel's unit (the table's `css`), as the CSS export writes it.
    case property
    /// `box-shadow`.
    case shadow
    /// `overflow`.
    case overflow
    /// `z-index`, the depth rounded to a stacking order (the page has no 3D context per item).
    case stacking
    /// The size and place of the layer's image in its box (`contentsRect`).
    case crop
}
