import TestSupport

@testable import PresetStore

/// What the store's schema comparison must report for each way of tampering, worked out by hand
/// from migrations/.
extension Tampering {
    /// The finding: kind, object type, name and (for an altered object) the detail.
    var finding: (kind: SchemaFinding.Kind, type: String, name: String, detail: String?) {
        switch self {
        case .plantedTrigger: (.unexpected, "trigger", "sneaky", nil)
        case .plantedView: (.unexpected, "view", "peek", nil)
        case .plantedIndex: (.unexpected, "index", "presets_by_summary", nil)
        case .plantedTable: (.unexpected, "table", "stash", nil)
        case .addedColumn: (.altered, "table", "menus", "column 'note' added")
        case .droppedIndex: (.missing, "index", "tracks_child", nil)
        case .tableRewrittenWithoutACheck: (.altered, "table", "keyframes", "its constraints differ")
        }
    }

    /// Whether `finding` is this tampering's.
    func matches(_ found: SchemaFinding) -> Bool {
        found.kind == finding.kind && found.objectType == finding.type && found.name == finding.name && found.detail == finding.detail
    }
}
