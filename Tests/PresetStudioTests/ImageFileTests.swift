import CatalogEditing
import Foundation
import HTTPTypes
import PresetStudio
import TestSupport
import Testing

/// `GET /api/images/NAME/file` serves only a file an image row names inside the catalog's folder.
@Suite struct ImageFileTests {
    /// The smallest PNG: a 1×1 image, byte for byte as the PNG specification lays it out.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49,
        0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    @Test func onlyFilesInsideTheCatalogsFolderAreServed() async throws {
        let fixture = try StudioFixture()
        let folder = fixture.folder
        let outsideFolder = try TemporaryDirectory()
        let outside = URL(fileURLWithPath: outsideFolder.path)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(Self.png).write(to: folder.appendingPathComponent("images/radar.jpg"))
        try Data(Self.png).write(to: outside.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("images/link.png"), withDestinationURL: outside.appendingPathComponent("secret.png"))
        // Rows that point elsewhere, as a catalog from someone else might hold them.
        let rows: [(String, String)] = [
            ("up", "../\(outside.lastPathComponent)/secret.png"), ("absolute", outside.appendingPathComponent("secret.png").path),
            ("linked", "images/link.png"), ("remote", "https://example.com/a.png"), ("missing", "images/none.png"),
            ("folder", "images"), ("fileurl", "file://" + folder.appendingPathComponent("images/radar.jpg").path),
        ]
        for (name, uri) in rows {
            _ = try Shell.output([
                "sqlite3", fixture.path,
                "INSERT INTO images (name, uri, pixel_width, pixel_height, scale, format) VALUES ('\(name)', '\(uri)', 1, 1, 1, 'png')",
            ])
        }
        try await fixture.withClient { client in
            let served = try await client.send(.get, "/api/images/radar/file")
            #expect(served.status == .ok)
            // Served as what its bytes are (a PNG), whatever its name and row say.
            #expect(served.headers[.contentType] == "image/png")
            #expect(Array(served.body.readableBytesView) == Self.png)
            #expect(try await client.send(.get, "/api/images/fileurl/file").status == .ok)
            for name in ["up", "absolute", "linked"] {
                let response = try await client.send(.get, "/api/images/\(name)/file")
                #expect(response.status == .forbidden, "\(name)")
                #expect(!response.text.contains("IEND"))
            }
            for name in ["remote", "missing", "folder", "nope", "..", "%2E%2E"] {
                #expect(try await client.send(.get, "/api/images/\(name)/file").status == .notFound, "\(name)")
            }
        }
    }

    /// A file is served only when its first bytes are a PNG's or a JPEG's, with that type; a
    /// file named as a key is refused before it is read, whatever it holds.
    @Test func onlyPNGAndJPEGBytesAreServedAndNeverAKeyFile() async throws {
        let fixture = try StudioFixture()
        let folder = fixture.folder
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]
        let files: [(name: String, file: String, bytes: [UInt8])] = [
            ("notes", "notes.txt", Array("plain text, not an image\n".utf8)),
            ("disguised", "disguised.png", Array("-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEI\n".utf8)),
            ("signing", "signing.pem", Self.png),  // PNG bytes, but named as a key
            ("secret", "secret.key", Self.png),
            ("almost", "almost.png", Array(Self.png.prefix(7))),
            ("photo", "photo.png", jpeg),
        ]
        for entry in files {
            try Data(entry.bytes).write(to: folder.appendingPathComponent(entry.file))
            _ = try Shell.output([
                "sqlite3", fixture.path,
                "INSERT INTO images (name, uri, pixel_width, pixel_height, scale, format) VALUES ('\(entry.name)', '\(entry.file)', 1, 1, 1, 'png')",
            ])
        }
        try await fixture.withClient { client in
            for name in ["notes", "disguised", "signing", "secret", "almost"] {
                let response = try await client.send(.get, "/api/images/\(name)/file")
                #expect(response.status == .forbidden, "\(name)")
                #expect(!response.text.contains("BEGIN") && !response.text.contains("plain text"), "\(name)")
            }
            let photo = try await client.send(.get, "/api/images/photo/file")
            #expect(photo.status == .ok)
            #expect(photo.headers[.contentType] == "image/jpeg")
            #expect(Array(photo.body.readableBytesView) == jpeg)
        }
    }

    /// `GET /api/images/NAME/thumbnail`, what the Images list shows: the file when it is served,
    /// the player's placeholder (an SVG naming the image and its pixel size) when the image has
    /// no local file, as every seed image; a refused file stays refused, an unknown name is 404.
    @Test func theThumbnailIsTheFileOrThePlaceholderNeverA404ForAnImageThatExists() async throws {
        let fixture = try StudioFixture()
        let folder = fixture.folder
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(Self.png).write(to: folder.appendingPathComponent("images/radar.jpg"))
        try Data(Self.png).write(to: folder.appendingPathComponent("signing.pem"))
        _ = try Shell.output([
            "sqlite3", fixture.path,
            "INSERT INTO images (name, uri, pixel_width, pixel_height, scale, format) VALUES ('signing', 'signing.pem', 1, 1, 1, 'png')",
        ])
        try await fixture.withClient { client in
            let file = try await client.send(.get, "/api/images/radar/thumbnail")
            #expect(file.status == .ok)
            #expect(file.headers[.contentType] == "image/png")
            #expect(Array(file.body.readableBytesView) == Self.png)

            // The seed's clouds (images/clouds.jpg, 750×400) has no file beside the catalog.
            #expect(try await client.send(.get, "/api/images/clouds/file").status == .notFound)
            let placeholder = try await client.send(.get, "/api/images/clouds/thumbnail")
            #expect(placeholder.status == .ok)
            #expect(placeholder.headers[.contentType] == "image/svg+xml")
            let size = placeholder.text.prefix { $0 != ">" }.split(separator: " ").compactMap { attribute -> Double? in
                guard attribute.hasPrefix("width=") || attribute.hasPrefix("height=") else { return nil }
                return Double(attribute.split(separator: "\"")[1])
            }
            #expect(placeholder.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && size == [750, 400])
            #expect(placeholder.text.contains(">clouds</text>") && placeholder.text.contains("750 × 400 px"))

            #expect(try await client.send(.get, "/api/images/signing/thumbnail").status == .forbidden)
            #expect(try await client.send(.get, "/api/images/nope/thumbnail").status == .notFound)
        }
    }
}
