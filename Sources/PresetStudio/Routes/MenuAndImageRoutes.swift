import CatalogEditing
import Hummingbird

/// `/api/menus` and `/api/images`: the listings and entries as `menus list|show` and
/// `images list|show` print them with `--format json` (`?prefix=` and `?limit=` as the listings
/// take them), `/api/images/NAME/file`, the image file itself (``ImageFile``), and
/// `/api/images/NAME/thumbnail`, the file or its placeholder (``ImageThumbnail``).
struct MenuAndImageRoutes {
    let catalog: StudioCatalog

    func addMenuRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.get { request, _ in
            let (prefix, limit) = (request.listingPrefix, try request.listingLimit())
            return try Response.json(try await catalog.run { try $0.menuListReport(prefix: prefix, limit: limit) })
        }
        group.get(":name") { _, context in
            let name = try context.parameters.require("name")
            return try Response.json(try await catalog.run { try $0.menuReport(named: name) })
        }
    }

    func addImageRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.get { request, _ in
            let (prefix, limit) = (request.listingPrefix, try request.listingLimit())
            return try Response.json(try await catalog.run { try $0.imageListReport(prefix: prefix, limit: limit) })
        }
        group.get(":name") { _, context in
            let name = try context.parameters.require("name")
            return try Response.json(try await catalog.run { try $0.imageReport(named: name) })
        }
        group.get(":name/file") { _, context in
            let name = try context.parameters.require("name")
            let file = try await catalog.run { try ImageFile(named: name, in: $0) }
            return Self.imageResponse(file.bytes, contentType: file.contentType)
        }
        group.get(":name/thumbnail") { _, context in
            let name = try context.parameters.require("name")
            let thumbnail = try await catalog.run { try ImageThumbnail(named: name, in: $0) }
            return Self.imageResponse(thumbnail.bytes, contentType: thumbnail.contentType)
        }
    }

    /// An image's bytes, revalidated on every use: the catalog may change the file behind a name.
    private static func imageResponse(_ bytes: [UInt8], contentType: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: contentType, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
