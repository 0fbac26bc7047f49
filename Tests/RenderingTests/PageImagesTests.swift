import Foundation
import ParallaxEngine
import TestSupport
import Testing

@testable import CatalogEditing
@testable import PresetRendering

/// Which files a preview page embeds: PNG and JPEG files, by their signatures (the
/// PNG specification's 8 bytes, JPEG's FF D8 FF), whose real path lies inside the catalog's
/// folder or the `--assets` folder, 2 MB at most together; nothing else, whatever the name or
/// the path says.
@Suite struct PageImagesTests {
    /// A catalog folder and a folder beside it, removed afterwards.
    final class Folders {
        let directory: TemporaryDirectory
        var catalog: URL { directory.url("catalog") }
        var beside: URL { directory.url("beside") }

        init() throws {
            directory = try TemporaryDirectory()
            for folder in [catalog, beside] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
        }

        func write(_ bytes: [UInt8], to path: String, in folder: URL? = nil) throws -> URL {
            let url = (folder ?? catalog).appendingPathComponent(path)
            try Data(bytes).write(to: url)
            return url
        }
    }

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]

    /// One element per image, each showing the file at `source`.
    static func scene(_ images: [(name: String, source: String)]) -> PreviewScene {
        PreviewScene(
            kind: .menu, title: "m", viewport: PreviewSize(width: 390, height: 800), offsets: [0],
            elements: images.enumerated().map { index, image in
                PreviewElement(
                    name: "row\(index)", frame: PreviewRect(x: 0, y: 0, width: 390, height: 100), style: .row,
                    layers: [
                        PreviewLayer(
                            target: "background", frame: PreviewRect(x: 0, y: 0, width: 390, height: 200),
                            content: .image(PreviewImage(name: image.name, pixelWidth: 780, pixelHeight: 400, source: image.source)))
                    ])
            })
    }

    static func sources(_ scene: PreviewScene) -> [String?] {
        scene.elements.map { element in
            guard case .image(let image) = element.layers[0].content else { return nil }
            return image.source
        }
    }

    @Test func onlyPNGAndJPEGFilesInsideTheAllowedFoldersAreEmbedded() throws {
        let folders = try Folders()
        let inside = try folders.write(Self.png, to: "inside.png")
        let photo = try folders.write(Self.jpeg, to: "photo.jpg")
        let text = try folders.write(Array("root:x:0:0".utf8), to: "text.png")
        let disguised = try folders.write(Self.png, to: "disguised.txt")
        let beside = try folders.write(Self.png, to: "beside.png", in: folders.beside)
        let link = folders.catalog.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: beside)
        let climb = URL(fileURLWithPath: folders.catalog.path + "/../beside/beside.png")
        let fifo = folders.catalog.appendingPathComponent("fifo.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let scene = Self.scene([
            ("inside", inside.absoluteString), ("photo", photo.absoluteString), ("text", text.absoluteString),
            ("disguised", disguised.absoluteString), ("link", link.absoluteString), ("climb", climb.absoluteString),
            ("fifo", fifo.absoluteString), ("remote", "https://example.com/a.png"),
        ])

        let (embedded, refused) = PageImages(catalogFolder: folders.catalog).embedding(in: scene)
        let sources = Self.sources(embedded)
        #expect(sources[0] == "data:image/png;base64," + Data(Self.png).base64EncodedString())
        #expect(sources[1] == "data:image/jpeg;base64," + Data(Self.jpeg).base64EncodedString())
        #expect(sources[2] == nil && sources[4] == nil && sources[5] == nil && sources[6] == nil && sources[7] == nil)
        // Only the bytes decide: a PNG named .txt is a PNG.
        #expect(sources[3] == "data:image/png;base64," + Data(Self.png).base64EncodedString())
        #expect(refused.map(\.image) == ["text", "link", "climb", "fifo", "remote"])
        #expect(refused[0].reason.contains("not a PNG or JPEG"))
        #expect(refused[1].reason.contains("outside") && refused[2].reason.contains("outside"))
        #expect(refused[3].reason.contains("not a regular file"))

        let withAssets = PageImages(catalogFolder: folders.catalog, assets: folders.beside).embedding(in: scene)
        #expect(Self.sources(withAssets.scene)[4] != nil && Self.sources(withAssets.scene)[5] != nil)
        #expect(withAssets.refused.map(\.image) == ["text", "fifo", "remote"])
    }

    /// The catalog's own files are never read into a page, whatever their bytes: here they even
    /// start with a PNG signature, and a hard link gives the catalog an image's name.
    @Test func theCatalogsOwnFilesAreNeverEmbedded() throws {
        let folders = try Folders()
        let catalog = try folders.write(Self.png, to: "catalog.sqlite")
        let log = try folders.write(Self.png, to: "catalog.sqlite-wal")
        let linked = folders.catalog.appendingPathComponent("pic.png")
        try FileManager.default.linkItem(at: catalog, to: linked)
        let other = try folders.write(Self.png, to: "other.png")
        let scene = Self.scene([
            ("self", catalog.absoluteString), ("log", log.absoluteString), ("linked", linked.absoluteString),
            ("other", other.absoluteString),
        ])
        let (embedded, refused) = PageImages(catalogFolder: folders.catalog, ownFiles: OwnedFiles(catalogPath: catalog.path))
            .embedding(in: scene)
        #expect(Self.sources(embedded) == [nil, nil, nil, "data:image/png;base64," + Data(Self.png).base64EncodedString()])
        #expect(refused.map(\.image) == ["self", "log", "linked"])
        #expect(refused.allSatisfy { $0.reason.contains("the catalog's own files") })
    }

    @Test func thePageImagesStayWithinTwoMegabytesTogether() throws {
        let folders = try Folders()
        let first = try folders.write(Self.png + [UInt8](repeating: 0, count: 1_500_000), to: "first.png")
        let second = try folders.write(Self.png + [UInt8](repeating: 1, count: 1_500_000), to: "second.png")
        let scene = Self.scene([("first", first.absoluteString), ("again", first.absoluteString), ("second", second.absoluteString)])
        let (embedded, refused) = PageImages(catalogFolder: folders.catalog).embedding(in: scene)
        let sources = Self.sources(embedded)
        // A file shown twice is counted once.
        #expect(sources[0] != nil && sources[1] == sources[0] && sources[2] == nil)
        #expect(refused.map(\.image) == ["second"] && refused[0].reason.contains("2 MB"))
    }

    @Test func oneWarningLineNamesEveryRefusedImage() {
        #expect(PageImages.warning([]) == nil)
        let line = PageImages.warning([.init(image: "leak", reason: "/etc/passwd is outside"), .init(image: "x\u{1B}", reason: "r")])
        #expect(line?.contains("'leak' (/etc/passwd is outside)") == true && line?.contains("'x\\u{1B}'") == true)
        #expect(line?.contains("\n") == false)
    }
}
