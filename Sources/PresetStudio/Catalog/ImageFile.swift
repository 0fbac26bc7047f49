import CatalogEditing
import Foundation
import HTTPTypes
import PresetStore

/// The file of one of the catalog's images, served only as its row names it: its URI, a path
/// relative to the catalog's folder (or an absolute path or `file:` URL), must lead, once every
/// symbolic link and `..` is resolved, to a regular file inside the catalog's folder that is
/// none of the catalog's own files (``OwnedFiles``, asked before anything is opened). Nothing
/// else on the disk can be reached by the image routes, whatever a name or a stored URI says.
/// What is served must be a PNG or JPEG by its own first bytes (sent with that type, whatever
/// the row says), and a file named as a key is never opened.
struct ImageFile: Sendable {
    /// The largest file served (an image bigger than this is no preview's business).
    static let maximumBytes = CatalogLimits.maximumImageBytes

    let bytes: [UInt8]
    let contentType: String

    /// The file of the image named `name`.
    /// - Throws: ``StudioError`` 404 when the image has no local file (a remote URI, a missing
    ///   file), 403 when its file lies outside the catalog's folder; the catalog's not found.
    init(named name: String, in editor: CatalogEditor) throws {
        let image = try editor.image(named: name).definition
        let path: String
        if image.uri.hasPrefix("file://") {
            guard let url = URL(string: image.uri), url.isFileURL else { throw Self.noFile(name, "its URI is not a file URL") }
            path = url.path
        } else if image.uri.contains("://") {
            throw Self.noFile(name, "its URI is not a local file")
        } else {
            path = image.uri.hasPrefix("/") ? image.uri : editor.folder.appendingPathComponent(image.uri).path
        }
        guard let folder = Self.realPath(editor.folder.path), let file = Self.realPath(path) else {
            throw Self.noFile(name, "its file does not exist")
        }
        guard file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            throw StudioError(.forbidden, "image '\(name)': its file is outside the catalog's folder, which is all the studio serves")
        }
        guard !OwnedFiles(catalogPath: editor.path).contains(file) else {
            throw StudioError(
                .forbidden, "image '\(name)': its file is one of the catalog's own files, which only SQLite opens; nothing was read")
        }
        guard !Self.looksLikeAKey(file) else {
            throw StudioError(.forbidden, "image '\(name)': its file is a key or certificate file, which the studio never serves")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else { throw Self.noFile(name, "its file is not a regular file") }
        guard let size = attributes?[.size] as? Int, size <= Self.maximumBytes else {
            throw Self.noFile(name, "its file is larger than \(Self.maximumBytes >> 20) MiB")
        }
        let read: [UInt8]
        do {
            read = try TextFiles.readBytes(file, limit: Self.maximumBytes, kind: "an image file")
        } catch {
            throw Self.noFile(name, "its file cannot be read")
        }
        guard let type = Self.contentType(ofSignature: read) else {
            throw StudioError(.forbidden, "image '\(name)': its file is not a PNG or JPEG image (by its first bytes), so it is not served")
        }
        bytes = read
        contentType = type
    }

    /// The content type of an image by its first bytes: PNG's eight-byte signature, or JPEG's
    /// start-of-image marker followed by another marker; nil for anything else, whatever the
    /// file's name or the catalog's row says.
    static func contentType(ofSignature bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        return nil
    }

    /// Whether `path` is named as a key or certificate is (`signing.pem`, `*.key`…): refused
    /// before it is opened, whatever it holds.
    static func looksLikeAKey(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        return ["pem", "key", "p8", "p12", "pfx", "crt", "der"].contains(URL(fileURLWithPath: name).pathExtension)
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func noFile(_ name: String, _ reason: String) -> StudioError {
        StudioError(.notFound, "image '\(name)' has no file to serve: \(reason)")
    }
}
