import ParallaxEngine

/// A menu a catalog holds: a titled list of rows, each showing an image animated by a preset.
/// Read it with ``PresetLibrary/menu(named:)``.
///
/// Named `CatalogMenu` because SwiftUI declares `Menu`, and an app imports both;
/// ``PresetLibrary/Menu`` names this type too.
public struct CatalogMenu: Hashable, Sendable {
    /// The menu's name in the catalog.
    public let name: String
    /// The title shown above the menu.
    public let title: String
    /// The height of a row that has none of its own, in points.
    public let rowHeight: Double
    /// The rows, in position order (`items[0]` is the first row).
    public let items: [MenuItem]
    /// How the list snaps its rows when a scroll ends (CSS `scroll-snap-align` and
    /// `scroll-snap-stop`); nil when it scrolls freely.
    public let snap: ScrollSnap?

    /// The content offset where the list should settle when a scroll would stop at `proposed`
    /// moving at `velocity` (points per second along the list, positive downward), in a
    /// viewport of `viewport`: what `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// sets (UIKit's `withVelocity` is in points per millisecond: multiply it by 1000).
    ///
    /// The content is the rows stacked from offset 0 (each ``MenuItem/rowHeight`` tall), so it
    /// scrolls from 0 to `max(0, content height − viewport height)`. With ``snap``, the offset is
    /// a row's snap position (``ScrollSnap/settlingOffset(proposed:velocity:from:viewportLength:itemLengths:)``,
    /// the scroll's start worked out from UIKit's normal deceleration); without, `proposed`
    /// clamped into that range (an offset in it is left as it is).
    public func snapOffset(proposed: Double, velocity: Double, viewport: ScrollMetrics.Size) -> Double {
        snapOffset(proposed: proposed, velocity: velocity, viewport: viewport, from: nil)
    }

    /// ``snapOffset(proposed:velocity:viewport:)`` for a scroll known to have started at
    /// `current` (the content offset when the finger lifted): `scroll-snap-stop: always` then
    /// stops at the first row past it exactly, whatever the scroll view's deceleration rate.
    public func snapOffset(proposed: Double, velocity: Double, viewport: ScrollMetrics.Size, from current: Double?) -> Double {
        let lengths = items.map(\.rowHeight)
        guard let snap else {
            let maximum = max(0, lengths.reduce(0, +) - viewport.height)
            return proposed.isFinite ? min(max(proposed, 0), maximum) : 0
        }
        return snap.settlingOffset(
            proposed: proposed, velocity: velocity, from: current, viewportLength: viewport.height, itemLengths: lengths)
    }
}

/// One row of a ``CatalogMenu``.
public struct MenuItem: Hashable, Sendable {
    /// The row's title.
    public let title: String
    /// An optional second line.
    public let subtitle: String?
    /// The name of the preset animating the row: pass it to
    /// ``PresetLibrary/animator(named:context:)``.
    public let preset: String
    /// The row's height in points: the item's own when it has one, else the menu's.
    public let rowHeight: Double
    /// The image the row shows behind its content. Every item of today's catalogs has one; an
    /// item without an image would be nil.
    public let image: ImageAsset?
}
