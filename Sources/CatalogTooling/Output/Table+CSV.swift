extension Table {
    /// The table as CSV per RFC 4180: a header record, then one record per row, each ending with
    /// CRLF; a field containing a comma, a double quote, CR or LF is enclosed in double quotes
    /// with its double quotes doubled.
    package func renderedAsCSV() -> String {
        let records = [columns.map(\.heading)] + rows
        return records.map { record in
            record.map(Table.csvField).joined(separator: ",") + "\r\n"
        }.joined()
    }

    private static func csvField(_ text: String) -> String {
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
