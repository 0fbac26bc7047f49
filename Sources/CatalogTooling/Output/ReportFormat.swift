/// The formats a ``Report`` renders to.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people; numbers rounded to 4 decimals.
    case table
    /// Canonical JSON for programs; numbers exact.
    case json
    /// RFC 4180 CSV for spreadsheets; numbers exact.
    case csv
}
