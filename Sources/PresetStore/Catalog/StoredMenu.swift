/// A menu as stored: its definition (items in position order) plus its row id.
public struct StoredMenu: Hashable, Sendable {
    /// The row id.
    public let id: Int64
    /// The menu's definition; `definition.items[i]` is at position `i`.
    public let definition: MenuDefinition
}
