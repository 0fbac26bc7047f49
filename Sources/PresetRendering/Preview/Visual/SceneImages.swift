import CatalogEditing
import Foundation
import PresetStore

/// Finds the pictures a preview page shows: a catalog image's file when its URI names a local
/// file that exists (a relative URI is relative to the catalog's folder), otherwise a generated
/// placeholder with the image's name and pixel size. Never anything over the network.
struct SceneImages {
    /// The catalog's folder, against which relative URIs resolve.
    let catalogFolder: URL
    /// The catalog's own files, which a page never embeds.
    var ownFiles = OwnedFiles(catalogPath: nil)
    /// A catalog image by name, or nil.
    let lookup: (String) -> ImageDefinition?

    /// `image` as the page shows it.
    func preview(of image: ImageDefinition, isOverlay: Bool = false) -> PreviewImage {
        PreviewImage(
            name: image.name, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
            source: localFileURL(image.uri), isOverlay: isOverlay)
    }

    /// A placeholder named `name` for a layer of `width` × `height` points at 2× scale.
    func placeholder(named name: String, width: Double, height: Double, isOverlay: Bool = false) -> PreviewImage {
        PreviewImage(
            name: name, pixelWidth: max(1, Int(saturating: (2 * width).rounded())),
            pixelHeight: max(1, Int(saturating: (2 * height).rounded())),
            isOverlay: isOverlay)
    }

    /// A `file://` URL for `uri` when it is a local path or file URL of an existing file.
    func localFileURL(_ uri: String) -> String? {
        ImageFilePath.existingLocalFile(of: uri, catalogFolder: catalogFolder)?.absoluteString
    }
}

extension CatalogEditor {
    /// The image finder for pages previewed from this catalog.
    var sceneImages: SceneImages {
        SceneImages(catalogFolder: folder, ownFiles: OwnedFiles(catalogPath: path)) { [self] name in
            try? image(ifExists: name)
        }
    }
}
