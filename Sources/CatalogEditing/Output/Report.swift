import ParallaxEngine
import PresetCatalog
import PresetStore

/// The result of a listing, show or preview, ready to print in any ``ReportFormat``: rows of
/// typed cells for table and CSV output, a JSON document for JSON output.
package struct Report: Sendable {
    /// One cell: text, or a number that each format writes its own way.
    package enum Cell: Equatable, Sendable {
        /// Text, printed as ``VisibleText`` shows it (in CSV, ``Table/neutralisingFormula(_:)`` too).
        case text(String)
        /// A number: for a report of ``JSONValue/NumberStyle/rounded`` numbers, rounded to 4
        /// decimals in tables, to 9 in CSV (``DecimalText``); for one of
        /// ``JSONValue/NumberStyle/exact`` numbers, exact everywhere.
        case number(Double)
        /// No value.
        case empty
    }

    /// "label: value" lines printed above the table in table format only (e.g. a preset's
    /// settings); with no rows, the table format prints these lines alone.
    package var preamble: [(label: String, value: String)]
    /// The columns of the table and CSV output.
    package var columns: [Table.Column]
    /// The rows; each has one cell per column.
    package var rows: [[Cell]]
    /// How the report's numbers print, in every format: ``JSONValue/NumberStyle/exact`` for a
    /// report of the catalog's own numbers (so none prints as 0, or otherwise than it is
    /// stored), ``JSONValue/NumberStyle/rounded`` for computed ones.
    package var numbers: JSONValue.NumberStyle
    /// The JSON output, made when asked: only JSON output asks for it.
    package var json: JSONValue {
        get throws { try makeJSON() }
    }

    private let makeJSON: @Sendable () throws -> JSONValue

    /// Creates a report. `json` is worked out when the report is rendered as JSON, and never for
    /// the other formats: a listing's JSON writes each row's definition parts through an encoder,
    /// which costs more than its table (about 6 % of a `presets list`).
    package init(
        preamble: [(label: String, value: String)] = [], columns: [Table.Column], rows: [[Cell]], numbers: JSONValue.NumberStyle = .rounded,
        json: @autoclosure @escaping @Sendable () throws -> JSONValue
    ) {
        self.preamble = preamble
        self.columns = columns
        self.rows = rows
        self.numbers = numbers
        self.makeJSON = json
    }

    /// The report's text in `format`, ending with a newline.
    /// - Throws: ``CatalogError/Kind/invalidData`` if the JSON holds a non-finite number.
    package func rendered(as format: ReportFormat) throws -> String {
        switch format {
        case .json:
            return try json.canonicalText(layout: .pretty, numbers: numbers) + "\n"
        case .csv:
            return try table(numberText: { try JSONValue.text(of: $0, numbers) }, text: Table.neutralisingFormula).renderedAsCSV()
        case .table:
            let width = preamble.map(\.label.count).max() ?? 0
            let lines = preamble.map { label, value in
                label + ":" + String(repeating: " ", count: width - label.count + 1) + VisibleText.escaped(value) + "\n"
            }
            // Under "label: value" lines (which say how many rows there are), no rows print nothing
            // rather than a header over an empty table.
            if !preamble.isEmpty, rows.isEmpty { return lines.joined() }
            let separator = preamble.isEmpty ? "" : "\n"
            let tableText = numbers == .exact ? { try JSONValue.text(of: $0, .exact) } : Self.roundedText
            return lines.joined() + separator + (try table(numberText: tableText).renderedAsText())
        }
    }

    /// The columns with `text` applied to their headings.
    private func columns(applying text: (String) -> String) -> [Table.Column] {
        columns.map { column in
            var column = column
            column.heading = text(column.heading)
            return column
        }
    }

    /// Numbers as a table shows them: at most 4 decimals, no trailing zeros, never "-0".
    static func roundedText(_ value: Double) throws -> String {
        try DecimalText.jsonText(value, decimals: tableDecimals)
    }

    /// How many decimals a table keeps: enough for a progress or a point, few enough to read.
    static let tableDecimals = 4

    private func table(numberText: (Double) throws -> String, text: (String) -> String = { $0 }) throws -> Table {
        var table = Table(columns: columns(applying: text))
        for row in rows {
            table.append(
                try row.map { cell in
                    switch cell {
                    case .text(let value): text(value)
                    case .number(let number): try numberText(number)
                    case .empty: ""
                    }
                })
        }
        return table
    }
}

/// The formats a ``Report`` renders to.
package enum ReportFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people; numbers rounded to 4 decimals.
    case table
    /// Canonical JSON for programs; numbers exact.
    case json
    /// RFC 4180 CSV for spreadsheets; numbers exact.
    case csv
}
