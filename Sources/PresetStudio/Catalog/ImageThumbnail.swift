import CatalogEditing
import HTTPTypes
import PresetRendering
import PresetStore

/// What the page's image list shows for an image: its file when the studio serves it
/// (``ImageFile``), else the placeholder the player and the HTML pages draw for an image without
/// a local file (an SVG), so a catalog whose files live elsewhere, as the seed's do, lists every
/// image without a failed request. A file the studio refuses (outside the catalog's folder, a
/// key, not a PNG or JPEG) stays refused.
struct ImageThumbnail: Sendable {
    let bytes: [UInt8]
    let contentType: String

    /// The thumbnail of the image named `name`.
    /// - Throws: the catalog's not found when there is no such image; ``ImageFile``'s 403s.
    init(named name: String, in editor: CatalogEditor) throws {
        do {
            let file = try ImageFile(named: name, in: editor)
            (bytes, contentType) = (file.bytes, file.contentType)
        } catch let error as StudioError where error.status == .notFound {
            let image = try editor.image(named: name).definition
            let placeholder = PlaceholderImage(
                image: PreviewImage(name: image.name, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight))
            (bytes, contentType) = (Array(placeholder.svg.utf8), "image/svg+xml")
        }
    }
}
