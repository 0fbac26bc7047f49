import ArgumentParser
import CatalogEditing

/// How `easing` prints: samples (table, JSON, CSV) or a plot (SVG).
enum EasingOutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns for reading.
    case table
    /// Canonical JSON for programs.
    case json
    /// RFC 4180 CSV for spreadsheets.
    case csv
    /// An SVG 1.1 plot of the curve over 0…1.
    case svg

    /// The report format of a tabular choice; nil for svg.
    var reportFormat: ReportFormat? {
        switch self {
        case .table: .table
        case .json: .json
        case .csv: .csv
        case .svg: nil
        }
    }
}
