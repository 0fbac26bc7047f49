import GRDB

/// A row of `images`.
struct ImageRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "images"

    var id: Int64?
    var name: String
    var uri: String
    var pixelWidth: Int
    var pixelHeight: Int
    var scale: Double
    var format: String
    var sha256: String?
    var byteSize: Int?

    enum CodingKeys: String, CodingKey {
        case id, name, uri, scale, format, sha256
        case pixelWidth = "pixel_width", pixelHeight = "pixel_height", byteSize = "byte_size"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let uri = Column(CodingKeys.uri)
        static let pixelWidth = Column(CodingKeys.pixelWidth)
        static let pixelHeight = Column(CodingKeys.pixelHeight)
        static let scale = Column(CodingKeys.scale)
        static let format = Column(CodingKeys.format)
        static let sha256 = Column(CodingKeys.sha256)
        static let byteSize = Column(CodingKeys.byteSize)
    }

    init(id: Int64? = nil, _ definition: ImageDefinition) {
        self.id = id
        name = definition.name
        uri = definition.uri
        pixelWidth = definition.pixelWidth
        pixelHeight = definition.pixelHeight
        scale = definition.scale
        format = definition.format.rawValue
        sha256 = definition.sha256
        byteSize = definition.byteSize
    }

    func definition() throws -> ImageDefinition {
        ImageDefinition(
            name: name, uri: uri, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
            format: try decodedEnum(ImageFormat.self, format, field: "format", owner: "image '\(name)'"),
            sha256: sha256, byteSize: byteSize)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
