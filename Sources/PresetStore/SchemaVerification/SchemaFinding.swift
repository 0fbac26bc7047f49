import ParallaxEngine

/// One way a catalog's schema differs from what its migrations create.
package struct SchemaFinding: Hashable, Sendable, CustomStringConvertible {
    /// How the object differs.
    package enum Kind: Hashable, Sendable {
        /// The catalog has an object its migrations did not create (a planted trigger, view,
        /// index or table). `validate --repair` can drop it.
        case unexpected
        /// An object the migrations create is not in the catalog (e.g. a dropped index).
        case missing
        /// The object exists but differs from what the migrations create (a column added, a
        /// CHECK removed, a view in place of a table).
        case altered
    }

    /// How the object differs.
    package let kind: Kind
    /// `table`, `index`, `trigger` or `view`: the catalog's object, or for a missing one what the
    /// migrations create.
    package let objectType: String
    /// The object's name.
    package let name: String
    /// For an altered object, what differs, e.g. `column 'note' added`.
    package let detail: String?
    /// The statement that created the catalog's object, as stored (nil for a missing object).
    package let sql: String?

    /// The finding as a predicate of the catalog, e.g. `has a trigger 'sneaky' that its
    /// migrations did not create`; hostile names are escaped and cut short.
    package var description: String {
        let quoted = "'\(messageText(name))'"
        switch kind {
        case .unexpected:
            return "has \(Self.article(objectType)) \(messageText(objectType)) \(quoted) that its migrations did not create"
        case .missing:
            return "lacks the \(objectType) \(quoted) that its migrations create"
        case .altered:
            let what = detail.map { " (\($0))" } ?? ""
            return
                "has \(Self.article(objectType)) \(messageText(objectType)) \(quoted) that differs from what its migrations create\(what)"
        }
    }

    /// The object and the statement that created it, on one line: `trigger 'sneaky': CREATE
    /// TRIGGER sneaky AFTER INSERT ON keyframes BEGIN … END` (whitespace runs collapsed, escaped
    /// and cut like any echoed text, at 200 characters).
    package var objectLine: String {
        let statement = sql.map { ": " + messageText($0.split(whereSeparator: \.isWhitespace).joined(separator: " "), limit: 200) }
        return "\(messageText(objectType)) '\(messageText(name))'\(statement ?? "")"
    }

    /// "a" or "an" before `word`.
    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
