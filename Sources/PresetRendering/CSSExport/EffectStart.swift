/// Where an exported page opens: at the start of the effect, with the item in view. The effect
/// starts at the last whole offset (from the lowest the page reaches, in steps of one point)
/// before any value moves from what it is there. The page opens there, moved as little as
/// needed for the whole item to be in view above the viewport's last fifth (where a phone frame
/// in a short window, 1280×800, still shows it), within what a browser can scroll to. A Parade
/// state, which plays on the way to the centre, opens at its start; an entrance, which plays
/// while the item crosses the viewport's edge, opens just after it (scrolling back plays it).
enum EffectStart {
    /// The offset the page for `layout` opens at, `values(offset)` being every value the
    /// engine gives at an offset.
    static func opening(layout: CSSExportLayout, values: (Double) -> [Double]) -> Double {
        let reachable = layout.reachableOffsets
        let first = values(reachable.lowerBound)
        var start = reachable.lowerBound
        var offset = reachable.lowerBound + 1
        while offset <= reachable.upperBound {
            let now = values(offset)
            if zip(now, first).contains(where: { abs($0 - $1) > 1e-9 * max(1, abs($1)) }) { break }
            start = offset
            offset += 1
        }
        let inView = layout.itemOrigin + layout.itemLength - 0.8 * layout.viewportLength
        let atTheTop = max(inView, layout.itemOrigin)
        return min(max(min(max(start, inView), atTheTop), reachable.lowerBound), reachable.upperBound)
    }
}
