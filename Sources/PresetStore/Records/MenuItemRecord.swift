import GRDB

/// A row of `menu_items`: positions are unique within a menu and kept dense (0, 1, 2…).
struct MenuItemRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "menu_items"

    var id: Int64?
    var menuID: Int64
    var position: Int
    var title: String
    var subtitle: String?
    var imageID: Int64
    var presetID: Int64
    /// The row's own height; NULL means the menu's.
    var rowHeight: Double?

    enum CodingKeys: String, CodingKey {
        case id, position, title, subtitle
        case menuID = "menu_id", imageID = "image_id", presetID = "preset_id", rowHeight = "row_height"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let menuID = Column(CodingKeys.menuID)
        static let position = Column(CodingKeys.position)
        static let title = Column(CodingKeys.title)
        static let subtitle = Column(CodingKeys.subtitle)
        static let imageID = Column(CodingKeys.imageID)
        static let presetID = Column(CodingKeys.presetID)
        static let rowHeight = Column(CodingKeys.rowHeight)
    }
}
