/// A menu item together with what the rules between entries need: the height its row is shown
/// at, its image and its preset's kind (a cell-background row needs an image at least twice
/// its height). The mutable fields let a caller ask "what if this image or preset changed".
public struct MenuItemUse: Hashable, Sendable {
    /// The menu holding the item.
    public let menuName: String
    /// The item's position in the menu (0 first).
    public let position: Int
    /// The item's title.
    public let title: String
    /// The height the row is shown at: the item's own, else the menu's.
    public var rowHeight: Double
    /// The image the row shows.
    public var image: ImageDefinition
    /// The preset animating the row.
    public let presetName: String
    /// That preset's kind.
    public var presetKind: PresetKind

    /// Creates an item use.
    public init(
        menuName: String, position: Int, title: String, rowHeight: Double, image: ImageDefinition, presetName: String,
        presetKind: PresetKind
    ) {
        self.menuName = menuName
        self.position = position
        self.title = title
        self.rowHeight = rowHeight
        self.image = image
        self.presetName = presetName
        self.presetKind = presetKind
    }
}
