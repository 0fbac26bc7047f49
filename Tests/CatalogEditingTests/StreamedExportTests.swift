import Foundation
import PresetCatalog
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing

/// The whole catalog's export written as it is read: the same bytes as the canonical text of the
/// whole document built at once, handed on in bounded pieces.
@Suite struct StreamedExportTests {
    /// The export as it was made before it streamed: the whole document as one JSON tree, each
    /// preset declaring its variables, written canonically in one go.
    static func wholeDocumentText(of catalog: CatalogEditor) throws -> String {
        let document = try catalog.store.exportDocument()
        guard case .object(var members) = try DefinitionText.jsonValue(of: document) else {
            Issue.record("a document is an object")
            return ""
        }
        members["presets"] = .array(try document.presets.map(DeclaredVariables.json(of:)))
        members["$schema"] = .string(PresetFormat.Schema.catalog.identifier)
        return try JSONValue.object(members).canonicalText(layout: .pretty, numbers: .exact) + "\n"
    }

    /// The pieces the export hands on.
    static func pieces(of catalog: CatalogEditor) throws -> [String] {
        var pieces: [String] = []
        try catalog.exportJSON { pieces.append($0) }
        return pieces
    }

    @Test(arguments: [true, false])
    func theStreamedTextIsTheWholeDocumentsCanonicalText(seeded: Bool) throws {
        let temporary = try TemporaryCatalog(seeded: seeded)
        let catalog = try CatalogEditor.openReadOnly(at: temporary.path)
        let pieces = try Self.pieces(of: catalog)
        #expect(pieces.joined() == (try Self.wholeDocumentText(of: catalog)))
        #expect(try catalog.exportJSON() == pieces.joined())
        if !seeded { #expect(pieces.joined().contains("\n  \"presets\": [],\n")) }
    }

    /// 600 presets (about 0.9 MB of text) come in pieces of about 64 KiB, none much larger, in
    /// as many pieces as that takes: a stream that held everything to the end would hand on one.
    @Test func aLargeCatalogComesInBoundedPieces() throws {
        let temporary = try TemporaryCatalog()
        let writable = try CatalogEditor.openWritable(at: temporary.path)
        let seed = try PresetDatabase.seedDocument()
        let copies = (0..<600).map { index in
            var preset = seed.presets[index % seed.presets.count]
            preset.name = "copy-\(index)-" + preset.name
            return preset
        }
        try writable.importDocument(CatalogDocument(presets: copies), source: "copies", replacing: false)
        let pieces = try Self.pieces(of: writable)
        let whole = try Self.wholeDocumentText(of: writable)
        #expect(pieces.joined() == whole)
        let largest = pieces.map(\.utf8.count).max() ?? 0
        #expect(largest < CatalogTextStream.pieceBytes + (16 << 10), "a piece of \(largest) bytes")
        #expect(pieces.count >= whole.utf8.count / (CatalogTextStream.pieceBytes + (16 << 10)), "\(pieces.count) pieces")
        #expect(pieces.count > 8)
    }
}
