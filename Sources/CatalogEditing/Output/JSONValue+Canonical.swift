import PresetCatalog
import PresetStore

extension JSONValue {
    /// How numbers are written: what they stand for decides it.
    package enum NumberStyle: Sendable {
        /// Computed numbers (previews, curves): at most 9 decimals (``DecimalText/jsonText(_:decimals:)``), so
        /// the noise of double arithmetic disappears.
        case rounded
        /// The catalog's own numbers (definitions, stored sizes, counts): the shortest text
        /// that reads back as exactly the same number (``DecimalText/exactText(_:)``), so every
        /// export re-imports unchanged and no stored non-zero number prints as 0.
        case exact
    }

    /// How ``canonicalText(layout:numbers:)`` lays the document out.
    package enum Layout: Sendable {
        /// One line, no spaces.
        case compact
        /// Two-space indentation, one member or element per line, `"key": value`.
        case pretty
    }

    /// The canonical text of this value: object keys sorted by Unicode scalar values, numbers
    /// written as `numbers` says, strings as ``JSONStringLiteral`` writes them (`"`, `\`, control and
    /// invisible characters escaped). Equal values always give identical text; pretty text ends
    /// without a newline.
    /// - Throws: ``CatalogError/Kind/invalidData`` if a number is NaN or infinite.
    package func canonicalText(layout: Layout = .pretty, numbers: NumberStyle = .rounded) throws -> String {
        var output = ""
        try appendCanonicalText(to: &output, layout: layout, numbers: numbers, depth: 0)
        return output
    }

    /// Appends ``canonicalText(layout:numbers:)`` of this value as it reads nested `depth`
    /// containers deep (its inner lines indented one more level than `depth`), for a writer
    /// that lays out the containers around it itself.
    /// - Throws: ``CatalogError/Kind/invalidData`` if a number is NaN or infinite.
    func appendCanonicalText(to output: inout String, layout: Layout, numbers: NumberStyle, depth: Int) throws {
        try write(to: &output, layout: layout, numbers: numbers, depth: depth)
    }

    /// `number` as `style` writes it.
    /// - Throws: ``CatalogError/Kind/invalidData`` for NaN and the infinities, which JSON cannot hold.
    static func text(of number: Double, _ style: NumberStyle) throws -> String {
        switch style {
        case .rounded: return try DecimalText.jsonText(number)
        case .exact:
            guard number.isFinite else { return try DecimalText.jsonText(number) }
            return DecimalText.exactText(number)
        }
    }

    private func write(to output: inout String, layout: Layout, numbers: NumberStyle, depth: Int) throws {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += try Self.text(of: number, numbers)
        case .string(let text): JSONStringLiteral.append(text, to: &output, escaping: .visible)
        case .array(let elements):
            try JSONValue.writeContainer(
                elements, open: "[", close: "]", to: &output, layout: layout, depth: depth
            ) { element, output in
                try element.write(to: &output, layout: layout, numbers: numbers, depth: depth + 1)
            }
        case .object(let members):
            let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            try JSONValue.writeContainer(
                keys, open: "{", close: "}", to: &output, layout: layout, depth: depth
            ) { key, output in
                JSONStringLiteral.append(key, to: &output, escaping: .visible)
                output += layout == .pretty ? ": " : ":"
                try members[key]!.write(to: &output, layout: layout, numbers: numbers, depth: depth + 1)
            }
        }
    }

    private static func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String,
        layout: Layout, depth: Int, writeElement: (Element, inout String) throws -> Void
    ) throws {
        output += open
        guard !elements.isEmpty else {
            output += close
            return
        }
        let innerIndent = "\n" + String(repeating: "  ", count: depth + 1)
        for (index, element) in elements.enumerated() {
            if index > 0 { output += "," }
            if layout == .pretty { output += innerIndent }
            try writeElement(element, &output)
        }
        if layout == .pretty { output += "\n" + String(repeating: "  ", count: depth) }
        output += close
    }
}

extension DecimalText {
    /// The text of a number in JSON and in the outputs built on it (CSV, tables): ``text(_:decimals:)``
    /// for a finite number.
    /// - Throws: ``CatalogError/Kind/invalidData`` for NaN and infinities, which JSON cannot hold.
    static func jsonText(_ value: Double, decimals: Int = maximumDecimals) throws -> String {
        guard value.isFinite else {
            throw CatalogError(.invalidData, "JSON cannot represent the number \(value)")
        }
        return text(value, decimals: decimals)
    }
}
