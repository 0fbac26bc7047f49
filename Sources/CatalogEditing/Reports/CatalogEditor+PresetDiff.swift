import ParallaxEngine
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// `presets diff`: what changed in the preset named `name` from revision `from` to revision
    /// `to` (defaults: the current revision, and the one before it), one row per field: change
    /// (added, removed, changed), field, from, to. JSON: `{"preset", "from", "to", "changes":
    /// [{"change", "field", "from", "to"}]}` with the values as JSON.
    /// - Throws: ``CatalogError/Kind/notFound`` (66) for an unknown preset or revision.
    package func diffReport(ofPreset name: String, from: Int? = nil, to: Int? = nil) throws -> Report {
        let revisions = try history(ofPreset: name)
        let current = revisions[0].revision
        let newer = try revision(to ?? current, of: name, in: revisions)
        let older = try revision(from ?? Swift.max(1, newer.revision - 1), of: name, in: revisions)
        let changes = DefinitionDiff.changes(
            from: try DefinitionText.jsonValue(of: older.definition), to: try DefinitionText.jsonValue(of: newer.definition))
        return Report(
            preamble: [
                ("preset", name), ("from", "revision \(older.revision)"), ("to", "revision \(newer.revision)"),
                ("changes", changes.isEmpty ? "none" : String(changes.count)),
            ],
            columns: [.init("change"), .init("field"), .init("from"), .init("to")],
            rows: try changes.map { change in
                [.text(change.kind.rawValue), .text(change.field), try Self.cell(change.old), try Self.cell(change.new)]
            },
            numbers: .exact,
            json: .object([
                "preset": .string(name), "from": .number(Double(older.revision)), "to": .number(Double(newer.revision)),
                "changes": .array(
                    changes.map { change in
                        .object([
                            "change": .string(change.kind.rawValue), "field": .string(change.field),
                            "from": change.old ?? .null, "to": change.new ?? .null,
                        ])
                    }),
            ])
        )
    }

    private func revision(_ number: Int, of name: String, in revisions: [PresetRevision]) throws -> PresetRevision {
        guard let revision = revisions.first(where: { $0.revision == number }) else {
            let range = revisions.count == 1 ? "only revision 1" : "revisions 1…\(revisions[0].revision)"
            throw CatalogError(.notFound, "preset '\(messageText(name))' has no revision \(number) (it has \(range))")
        }
        return revision
    }

    /// A value in the table: text as it is, numbers as numbers, anything else as compact JSON.
    private static func cell(_ value: JSONValue?) throws -> Report.Cell {
        switch value {
        case nil: .empty
        case .string(let text)?: .text(text)
        case .number(let number)?: .number(number)
        case let value?: .text(try value.canonicalText(layout: .compact, numbers: .exact))
        }
    }
}
