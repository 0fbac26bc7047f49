import Foundation
import PresetStore

/// The manifest ``LiveCatalog/update(from:)`` last fetched, with its URL and the server's entity
/// tag, which the next fetch of that URL sends back (`If-None-Match`) — after a relaunch too:
/// it is kept in the storage directory (``StorageDirectory/fetchedManifestPath``) as three parts,
/// the URL and the tag on a line each, then the manifest's bytes as received.
struct FetchedManifest: Sendable {
    /// The longest entity tag remembered; a longer one is not sent back.
    static let maximumTagLength = 1024

    let url: URL
    let entityTag: String?
    /// The manifest's bytes as received (checked again when read back).
    let data: Data
    let manifest: CatalogManifest

    /// The record's file form.
    var fileData: Data {
        Data((url.absoluteString + "\n" + (entityTag ?? "") + "\n").utf8) + data
    }

    /// A record fetched just now.
    init(url: URL, entityTag: String?, data: Data, manifest: CatalogManifest) {
        self.url = url
        self.entityTag = entityTag.flatMap(Self.rememberable)
        self.data = data
        self.manifest = manifest
    }

    /// The record a file holds, its manifest checked by `check` again; nil when the file is
    /// malformed or its manifest no longer passes (another key, another schema).
    init?(fileData: Data, check: (Data) throws -> CatalogManifest) {
        let lines = fileData.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, let url = URL(string: String(decoding: lines[0], as: UTF8.self)),
            let manifest = try? check(Data(lines[2]))
        else { return nil }
        let tag = String(decoding: lines[1], as: UTF8.self)
        self.init(url: url, entityTag: tag.isEmpty ? nil : tag, data: Data(lines[2]), manifest: manifest)
    }

    /// `tag` when it can be sent back as it came: printable ASCII, not too long.
    private static func rememberable(_ tag: String) -> String? {
        guard !tag.isEmpty, tag.utf8.count <= maximumTagLength, tag.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            return nil
        }
        return tag
    }
}
