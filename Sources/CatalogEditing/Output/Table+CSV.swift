import ParallaxEngine

extension Table {
    /// The table as CSV per RFC 4180: a header record, then one record per row, each ending with
    /// CRLF; a field containing a comma or a double quote, or that starts with `'` (see
    /// ``neutralisingFormula(_:)``), is enclosed in double quotes with its double quotes doubled.
    /// Every field is written as ``VisibleText`` escapes it (so none holds a CR or LF either).
    package func renderedAsCSV() -> String {
        let records = [columns.map(\.heading)] + rows
        return records.map { record in
            record.map { Table.csvField(VisibleText.escaped($0)) }.joined(separator: ",") + "\r\n"
        }.joined()
    }

    private static func csvField(_ text: String) -> String {
        let needsQuotes = text.first == "'" || text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// A text cell made inert in a spreadsheet, as OWASP's "CSV Injection" page recommends: a
    /// cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a
    /// spreadsheet shows it as text instead of running it as a formula (and the cell is then
    /// quoted). Only text cells take it: numbers are written by the number format, never start
    /// with anything but a digit or `-`, and stay numbers (a negative number is not text that
    /// begins with `-`).
    package static func neutralisingFormula(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, formulaStarts.contains(first) else { return text }
        return "'" + text
    }

    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]
}
