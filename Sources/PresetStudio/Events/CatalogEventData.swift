import PresetStore

/// The data of a `catalog` event: `{"kind", "name", "revision", "action"}`, `revision` null for
/// images, menus and deletions, and `"previousName"` for a rename.
struct CatalogEventData: Encodable {
    let change: CatalogChange

    private enum Member: String, CodingKey {
        case kind, name, revision, action, previousName
    }

    func encode(to encoder: any Encoder) throws {
        var data = encoder.container(keyedBy: Member.self)
        try data.encode(change.kind.rawValue, forKey: .kind)
        try data.encode(change.name, forKey: .name)
        try data.encode(change.action.rawValue, forKey: .action)
        if let revision = change.revision {
            try data.encode(revision, forKey: .revision)
        } else {
            try data.encodeNil(forKey: .revision)
        }
        try data.encodeIfPresent(change.previousName, forKey: .previousName)
    }
}

/// The data of a `catalog-replaced` event: `{"error": "catalog-replaced", "path"}`.
struct CatalogReplacedData: Encodable {
    let error = "catalog-replaced"
    /// The catalog's path.
    let path: String
}
