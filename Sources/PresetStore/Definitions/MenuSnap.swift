import ParallaxEngine

/// How a menu's list snaps its rows when a scroll ends, as CSS scroll snapping means it.
///
/// JSON: `{"align": "center"}` or `{"align": "start", "stop": "always"}` (`stop` optional,
/// normal when left out; kept as written).
package struct MenuSnap: Codable, Hashable, Sendable {
    /// Which edge of a row lines up with the viewport's (CSS `scroll-snap-align`).
    package var align: ScrollSnap.Alignment
    /// Whether a fling may pass over rows (CSS `scroll-snap-stop`); nil means normal.
    package var stop: ScrollSnap.Stop?

    /// Creates a menu's snapping.
    package init(align: ScrollSnap.Alignment, stop: ScrollSnap.Stop? = nil) {
        self.align = align
        self.stop = stop
    }

    /// The engine's snapping for it.
    package var scrollSnap: ScrollSnap { ScrollSnap(align: align, stop: stop ?? .normal) }
}
