import Foundation

extension PreviewScene {
    /// The most bytes of image files a page embeds: beyond that it links them instead.
    static let embeddedImageLimit = 2 * 1024 * 1024

    /// The scene with its local image files embedded as `data:` URIs when their sizes add up to
    /// at most `limit` bytes (each file counted once), so the page stays whole when moved or
    /// mailed; otherwise (or when a file cannot be read) as it was, linking the files.
    func embeddingImageFiles(upTo limit: Int = embeddedImageLimit) -> PreviewScene {
        var files: [String: URL] = [:]
        for element in elements { Self.collectFiles(in: element.layers, into: &files) }
        guard !files.isEmpty else { return self }
        let sizes = files.values.map { (try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? nil }
        guard !sizes.contains(where: { $0 == nil }), sizes.reduce(0, { $0 + ($1 ?? 0) }) <= limit else { return self }
        var dataURIs: [String: String] = [:]
        for (source, url) in files {
            guard let bytes = try? Data(contentsOf: url) else { return self }
            dataURIs[source] = "data:\(Self.mediaType(of: url));base64," + bytes.base64EncodedString()
        }
        var scene = self
        scene.elements = elements.map { element in
            var element = element
            element.layers = Self.replacingSources(in: element.layers, with: dataURIs)
            return element
        }
        return scene
    }

    private static func collectFiles(in layers: [PreviewLayer], into files: inout [String: URL]) {
        for layer in layers {
            if case .image(let image) = layer.content, let source = image.source, let url = URL(string: source), url.isFileURL {
                files[source] = url
            }
            collectFiles(in: layer.sublayers, into: &files)
        }
    }

    private static func replacingSources(in layers: [PreviewLayer], with dataURIs: [String: String]) -> [PreviewLayer] {
        layers.map { layer in
            var layer = layer
            if case .image(var image) = layer.content, let source = image.source, let dataURI = dataURIs[source] {
                image.source = dataURI
                layer.content = .image(image)
            }
            layer.sublayers = replacingSources(in: layer.sublayers, with: dataURIs)
            return layer
        }
    }

    /// The media type a `data:` URI declares for the file, from its extension.
    private static func mediaType(of url: URL) -> String {
        switch url.pathExtension.lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "heic": "image/heic"
        default: "image/png"
        }
    }
}
