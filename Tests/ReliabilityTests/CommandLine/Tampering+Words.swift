import TestSupport

/// The words the tool must use for each way of tampering (worked out by hand from migrations/
/// and the wording docs/RELIABILITY.md documents).
extension Tampering {
    /// How the catalog is described: what `validate` reports and error lines say after
    /// "catalog 'PATH' ".
    var finding: String {
        switch self {
        case .plantedTrigger: "has a trigger 'sneaky' that its migrations did not create"
        case .plantedView: "has a view 'peek' that its migrations did not create"
        case .plantedIndex: "has an index 'presets_by_summary' that its migrations did not create"
        case .plantedTable: "has a table 'stash' that its migrations did not create"
        case .addedColumn: "has a table 'menus' that differs from what its migrations create (column 'note' added)"
        case .droppedIndex: "lacks the index 'tracks_child' that its migrations create"
        case .tableRewrittenWithoutACheck: "has a table 'keyframes' that differs from what its migrations create (its constraints differ)"
        }
    }

    /// The object `validate --repair` prints as it drops it, or nil when it refuses.
    var dropped: String? {
        switch self {
        case .plantedTrigger: "trigger 'sneaky'"
        case .plantedView: "view 'peek'"
        case .plantedIndex: "index 'presets_by_summary'"
        case .plantedTable: "table 'stash'"
        case .addedColumn, .droppedIndex, .tableRewrittenWithoutACheck: nil
        }
    }
}
