import GRDB

/// A row of `menus`.
struct MenuRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "menus"

    var id: Int64?
    var name: String
    var title: String
    var rowHeight: Double
    var snapAlign: String?
    var snapStop: String?

    enum CodingKeys: String, CodingKey {
        case id, name, title
        case rowHeight = "row_height", snapAlign = "snap_align", snapStop = "snap_stop"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let title = Column(CodingKeys.title)
        static let rowHeight = Column(CodingKeys.rowHeight)
        static let snapAlign = Column(CodingKeys.snapAlign)
        static let snapStop = Column(CodingKeys.snapStop)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
