import CatalogEditing
import Foundation
import ParallaxEngine

/// Which local image files a preview page embeds: a file is embedded only when its real path
/// (symbolic links and `..` resolved) lies inside one of `folders` (the catalog's folder, and the
/// one given with `--assets`), it is a regular file, its bytes start with a PNG or JPEG
/// signature, it is none of the catalog's own files (``OwnedFiles``, asked before the file
/// is opened), and the page's images stay within ``byteLimit`` together. Everything else is
/// shown as the placeholder, and ``embedding(in:)`` says which images and why. A page never
/// links a file: it holds `data:` URIs or placeholders, nothing else.
struct PageImages {
    /// The most bytes of image files one page embeds (each file counted once).
    static let byteLimit = 2 * 1024 * 1024

    /// The folders whose files a page may embed, as real paths.
    let folders: [String]
    /// The catalog's own files, never embedded.
    let ownFiles: OwnedFiles

    /// The policy for pages of a catalog in `catalogFolder` whose own files are `ownFiles`, with
    /// `assets` (when given) too.
    init(catalogFolder: URL, assets: URL? = nil, ownFiles: OwnedFiles = OwnedFiles(catalogPath: nil)) {
        folders = ([catalogFolder] + (assets.map { [$0] } ?? [])).compactMap { Self.realPath($0.path) }
        self.ownFiles = ownFiles
    }

    /// One image shown as the placeholder instead of its file, and why.
    struct Refusal: Equatable {
        let image: String
        let reason: String
    }

    /// `scene` with every image file it may embed as a `data:` URI and every other image as the
    /// placeholder, and the images refused that way, in the order they appear.
    func embedding(in scene: PreviewScene) -> (scene: PreviewScene, refused: [Refusal]) {
        var embedded = scene
        let refused: [Refusal]
        (embedded.elements, refused) = embedding(in: scene.elements)
        return (embedded, refused)
    }

    /// `elements` with their images embedded or shown as the placeholder, as ``embedding(in:)-(PreviewScene)``.
    func embedding(in elements: [PreviewElement]) -> (elements: [PreviewElement], refused: [Refusal]) {
        var sources = Sources()
        for element in elements { Self.collect(in: element.layers, into: &sources) }
        var dataURIs: [String: String] = [:]
        var refused: [Refusal] = []
        var bytesUsed = 0
        for (source, images) in sources.list {
            switch read(source, budget: Self.byteLimit - bytesUsed) {
            case .success(let file):
                bytesUsed += file.bytes.count
                dataURIs[source] = "data:\(file.mediaType);base64," + Data(file.bytes).base64EncodedString()
            case .failure(let reason):
                refused += images.map { Refusal(image: $0, reason: reason.text) }
            }
        }
        let embedded = elements.map { element in
            var element = element
            element.layers = Self.replacingSources(in: element.layers, with: dataURIs)
            return element
        }
        return (embedded, refused)
    }

    /// One line naming every refused image and why, for stderr; nil when none was refused.
    static func warning(_ refused: [Refusal]) -> String? {
        guard !refused.isEmpty else { return nil }
        let listed = refused.map { "'\(messageText($0.image))' (\($0.reason))" }.joined(separator: ", ")
        return "warning: the page shows placeholders instead of the files of image\(refused.count == 1 ? "" : "s") \(listed)"
    }

    /// Why a file is not embedded.
    struct Reason: Error {
        let text: String
    }

    /// A file's bytes and the media type its signature gives.
    struct File {
        let bytes: [UInt8]
        let mediaType: String
    }

    /// The file `source` (a `file://` URL) names, when it may be embedded within `budget` bytes.
    private func read(_ source: String, budget: Int) -> Result<File, Reason> {
        guard let url = URL(string: source), url.isFileURL else { return .failure(Reason(text: "not a local file")) }
        let shown = messageText(url.path, limit: 120)
        guard let real = Self.realPath(url.path), folders.contains(where: { real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            return .failure(Reason(text: "\(shown) is outside the catalog's folder and --assets"))
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Reason(text: "\(shown) is not a regular file"))
        }
        guard !ownFiles.contains(real) else {
            return .failure(Reason(text: "\(shown) is one of the catalog's own files, which only SQLite opens"))
        }
        guard Int(status.st_size) <= budget else {
            return .failure(Reason(text: "\(shown) would take the page's images over \(Self.byteLimit / 1024 / 1024) MB"))
        }
        guard let handle = FileHandle(forReadingAtPath: real),
            let data = try? handle.read(upToCount: budget + 1)
        else { return .failure(Reason(text: "\(shown) cannot be read")) }
        let bytes = Array(data)
        guard bytes.count <= budget else {
            return .failure(Reason(text: "\(shown) would take the page's images over \(Self.byteLimit / 1024 / 1024) MB"))
        }
        guard let mediaType = Self.mediaType(of: bytes) else {
            return .failure(Reason(text: "\(shown) is not a PNG or JPEG file"))
        }
        return .success(File(bytes: bytes, mediaType: mediaType))
    }

    /// `image/png` or `image/jpeg` from the file's first bytes (PNG's 8-byte signature, JPEG's
    /// start-of-image marker and the next marker's FF); nil for anything else.
    static func mediaType(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        return nil
    }

    /// The canonical absolute path of `path` (`realpath(3)`: symbolic links, `.` and `..`
    /// resolved), nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The distinct sources of a scene in order of appearance, each with the names of the
    /// images showing it.
    private struct Sources {
        private(set) var list: [(source: String, images: [String])] = []
        private var indices: [String: Int] = [:]

        mutating func add(_ source: String, image: String) {
            guard let index = indices[source] else {
                indices[source] = list.count
                list.append((source, [image]))
                return
            }
            if !list[index].images.contains(image) { list[index].images.append(image) }
        }
    }

    private static func collect(in layers: [PreviewLayer], into sources: inout Sources) {
        for layer in layers {
            if case .image(let image) = layer.content, let source = image.source { sources.add(source, image: image.name) }
            collect(in: layer.sublayers, into: &sources)
        }
    }

    /// The layers with every image source replaced by its `data:` URI, or removed (the
    /// placeholder) when it has none.
    private static func replacingSources(in layers: [PreviewLayer], with dataURIs: [String: String]) -> [PreviewLayer] {
        layers.map { layer in
            var layer = layer
            if case .image(var image) = layer.content, let source = image.source {
                image.source = dataURIs[source]
                layer.content = .image(image)
            }
            layer.sublayers = replacingSources(in: layer.sublayers, with: dataURIs)
            return layer
        }
    }
}
