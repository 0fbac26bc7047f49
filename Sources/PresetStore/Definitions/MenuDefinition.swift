import ParallaxEngine

/// A menu of rows, each showing an image animated by a preset.
///
/// JSON: `{"name": "aeris-map-layers", "title": "Map Layers", "rowHeight": 100, "items": […]}`,
/// optionally with `"snap": {"align": "center", "stop": "always"}`.
package struct MenuDefinition: Codable, Hashable, Sendable {
    /// The menu's unique slug.
    package var name: String
    /// The title shown above the menu.
    package var title: String
    /// The height of every row in points (> 0).
    package var rowHeight: Double
    /// The rows, in display order (an item's position is its index).
    package var items: [MenuItemDefinition]
    /// How the list snaps its rows when a scroll ends; nil: it does not.
    package var snap: MenuSnap?

    /// Creates a menu definition.
    package init(name: String, title: String, rowHeight: Double, items: [MenuItemDefinition] = [], snap: MenuSnap? = nil) {
        self.name = name
        self.title = title
        self.rowHeight = rowHeight
        self.items = items
        self.snap = snap
    }

    private enum CodingKeys: String, CodingKey {
        case name, title, rowHeight, items, snap
    }

    /// Decodes the JSON form; missing `items` means none.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        title = try container.decode(String.self, forKey: .title)
        rowHeight = try container.decode(Double.self, forKey: .rowHeight)
        items = try container.decodeIfPresent([MenuItemDefinition].self, forKey: .items) ?? []
        snap = try container.decodeIfPresent(MenuSnap.self, forKey: .snap)
    }

    /// Encodes the JSON form, leaving `snap` out when the menu does not snap.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(title, forKey: .title)
        try container.encode(rowHeight, forKey: .rowHeight)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(snap, forKey: .snap)
    }
}

/// One row of a menu.
///
/// JSON: `{"title": "Radar", "subtitle": "…", "image": "radar", "preset": "aeris-cell-background",
/// "rowHeight": 120}` (`subtitle` and `rowHeight` optional).
package struct MenuItemDefinition: Codable, Hashable, Sendable {
    /// The row's title.
    package var title: String
    /// An optional second line.
    package var subtitle: String?
    /// The name of the image the row shows.
    package var image: String
    /// The name of the preset animating the row.
    package var preset: String
    /// The row's own height in points (> 0); nil means the menu's ``MenuDefinition/rowHeight``.
    package var rowHeight: Double?

    /// Creates a menu item definition.
    package init(title: String, subtitle: String? = nil, image: String, preset: String, rowHeight: Double? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.preset = preset
        self.rowHeight = rowHeight
    }

    /// The row's height in a menu whose rows are `menuRowHeight` tall: its own, else the menu's.
    package func rowHeight(inMenuOf menuRowHeight: Double) -> Double {
        rowHeight ?? menuRowHeight
    }
}
