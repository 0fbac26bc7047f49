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
