/// The named view-progress timeline ranges of CSS Scroll-driven Animations
/// (W3C scroll-animations-1, §3.3 "View Progress Timeline Ranges", #view-timelines-ranges).
/// Coded as its CSS name (`"entry-crossing"`).
public enum ViewTimelineRange: String, CaseIterable, Codable, Hashable, Sendable {
    /// From the item's start edge meeting the visibility range's end edge (0%) to the item's
    /// end edge meeting the range's start edge (100%): the whole pass through the viewport.
    case cover
    /// While the item is fully inside the visibility range, or (when longer than it) fully
    /// covers it: 0% is the earlier and 100% the later of "item start meets range start" and
    /// "item end meets range end".
    case contain
    /// From 0% of `cover` to 0% of `contain`.
    case entry
    /// From 100% of `contain` to 100% of `cover`.
    case exit
    /// The item crossing the range's end edge: from its start edge meeting that edge (0%) to
    /// its end edge meeting it (100%).
    case entryCrossing = "entry-crossing"
    /// The item crossing the range's start edge: from its start edge meeting that edge (0%)
    /// to its end edge meeting it (100%).
    case exitCrossing = "exit-crossing"
}
