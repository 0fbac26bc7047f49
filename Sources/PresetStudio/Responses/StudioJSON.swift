import CatalogEditing

/// The studio's one JSON configuration for what it writes itself (the bodies of
/// ``CatalogSummary``, ``PresetListing``, ``ErrorBody``…): an `Encodable` value turned into a
/// ``JSONValue`` (``JSONValueEncoder``) and written by the one writer in canonical text: keys
/// sorted, numbers as the CLI's computed numbers are (``JSONValue/NumberStyle/rounded``),
/// strings with invisible characters escaped. What a command prints (``Report``) is sent as the
/// command prints it.
enum StudioJSON {
    /// The text of `body`: two-space indentation, or one line for ``JSONValue/Layout/compact``.
    /// - Throws: ``CatalogError`` for a number JSON cannot hold (NaN, infinities).
    static func text(_ body: some Encodable, layout: JSONValue.Layout = .pretty) throws -> String {
        try JSONValueEncoder().encode(body).canonicalText(layout: layout, numbers: .rounded)
    }
}
