/// Where a list of items stacked along a scroll view's axis settles after a scroll, as CSS
/// scroll snapping (`scroll-snap-type: mandatory` with `scroll-snap-align` and
/// `scroll-snap-stop` on every item) decides it.
///
/// The content is the items stacked from offset 0, so it scrolls from 0 to
/// `max(0, total length − viewport length)`. Each item has one snap position: the offset that
/// aligns its start, centre or end with the viewport's (``Alignment``), clamped into that
/// range (CSS: a position the scroll cannot reach snaps to the nearest one it can). A scroll
/// settles on a snap position:
/// - with no velocity, the one nearest the proposed offset (the first of two as near);
/// - moving, the one nearest the proposed offset among those past the offset the scroll
///   started from in its direction (it does not snap back behind where it began); with
///   ``Stop/always``, it may not pass over one, so the first of those.
///
/// A list with no items settles on the proposed offset, clamped into range.
public struct ScrollSnap: Hashable, Sendable {
    /// Which edge of an item lines up with the same edge of the viewport (CSS
    /// `scroll-snap-align`).
    public enum Alignment: String, CaseIterable, Codable, Hashable, Sendable {
        /// The item's start (top) meets the viewport's.
        case start
        /// The item's centre meets the viewport's.
        case center
        /// The item's end (bottom) meets the viewport's.
        case end
    }

    /// Whether a scroll may pass over snap positions (CSS `scroll-snap-stop`).
    public enum Stop: String, CaseIterable, Codable, Hashable, Sendable {
        /// A fling may pass over items and settle many items on.
        case normal
        /// A scroll stops at the first snap position in its direction: one item per fling.
        case always
    }

    /// Which edge lines up.
    public var align: Alignment
    /// Whether a scroll may pass over items.
    public var stop: Stop

    /// Snapping aligning `align`, passing over items unless `stop` is `always`.
    public init(align: Alignment, stop: Stop = .normal) {
        self.align = align
        self.stop = stop
    }

    /// UIKit's normal deceleration rate (`UIScrollView.DecelerationRate.normal`): a fling keeps
    /// this fraction of its velocity per millisecond.
    public static let normalDecelerationRate = 0.998

    /// How far a fling at `velocity` (points per second) glides before it stops under a
    /// deceleration `rate` per millisecond: `v/1000 · rate / (1 − rate)` (UIKit's projection).
    public static func projectedDistance(velocity: Double, decelerationRate rate: Double = normalDecelerationRate) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// The offset that aligns an item starting at `itemStart` and `itemLength` long with a
    /// viewport `viewportLength` long, before clamping into the scrollable range.
    public func position(itemStart: Double, itemLength: Double, viewportLength: Double) -> Double {
        switch align {
        case .start: itemStart
        case .center: itemStart + itemLength / 2 - viewportLength / 2
        case .end: itemStart + itemLength - viewportLength
        }
    }

    /// The offset a scroll over items `itemLengths` long (stacked from 0) settles on, in a
    /// viewport `viewportLength` long, when it would stop at `proposed` moving at `velocity`
    /// (points per second; positive when the offset grows) and started at `current`. Without
    /// `current`, the start is worked out from UIKit's projection of a fling at the normal
    /// deceleration rate: `proposed − projectedDistance(velocity:)` (what
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` proposes).
    public func settlingOffset(
        proposed: Double, velocity: Double, from current: Double? = nil, viewportLength: Double, itemLengths: [Double]
    ) -> Double {
        let total = itemLengths.reduce(0, +)
        let maximum = max(0, total - viewportLength)
        guard proposed.isFinite else { return 0 }
        let target = min(max(proposed, 0), maximum)
        let speed = velocity.isFinite ? velocity : 0
        let direction: Double = speed > 0 ? 1 : speed < 0 ? -1 : 0
        let origin = min(max(current ?? (proposed - Self.projectedDistance(velocity: speed)), 0), maximum)
        var nearest: Double?
        var first: Double?
        var itemStart = 0.0
        for length in itemLengths {
            let snap = min(max(position(itemStart: itemStart, itemLength: length, viewportLength: viewportLength), 0), maximum)
            itemStart += length
            if direction != 0 {
                let ahead = (snap - origin) * direction
                guard ahead > Self.tolerance else { continue }
                if first.map({ ahead < ($0 - origin) * direction }) ?? true { first = snap }
            }
            if nearest.map({ abs(snap - target) < abs($0 - target) }) ?? true { nearest = snap }
        }
        if stop == .always, let first { return first }
        return nearest ?? Self.nearest(to: target, in: itemLengths, snap: self, viewportLength: viewportLength, maximum: maximum)
    }

    /// How far past the start a snap position must lie to count as ahead of it, in points.
    static let tolerance = 1e-6

    /// The snap position nearest `target`, direction aside (a scroll moving past the last one).
    private static func nearest(to target: Double, in itemLengths: [Double], snap: ScrollSnap, viewportLength: Double, maximum: Double)
        -> Double
    {
        var nearest = target
        var distance = Double.infinity
        var itemStart = 0.0
        for length in itemLengths {
            let position = min(max(snap.position(itemStart: itemStart, itemLength: length, viewportLength: viewportLength), 0), maximum)
            itemStart += length
            if abs(position - target) < distance { (nearest, distance) = (position, abs(position - target)) }
        }
        return nearest
    }
}
