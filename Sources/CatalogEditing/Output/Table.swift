/// Rows of text under named columns: what list, show and preview commands print as an aligned
/// text table or as CSV.
package struct Table: Equatable, Sendable {
    /// How a column's cells line up in the text rendering.
    package enum Alignment: Sendable {
        /// Padded on the right (names, text).
        case left
        /// Padded on the left (numbers).
        case right
    }

    /// A column: its heading, alignment and, for long prose, the width its text wraps at.
    package struct Column: Equatable, Sendable {
        /// The heading printed in the first row.
        package var heading: String
        /// How cells line up in text output.
        package var alignment: Alignment
        /// In text output, a cell wider than this many characters continues on the next lines,
        /// broken at spaces (a word wider than the column stays whole); `nil` never wraps.
        package var wrapWidth: Int?
        /// In text output, a cell wider than this many characters is cut to that width, its
        /// last character "…"; `nil` never cuts. CSV keeps every cell whole.
        package var cutWidth: Int?

        /// Creates a column.
        package init(_ heading: String, alignment: Alignment = .left, wrapWidth: Int? = nil, cutWidth: Int? = nil) {
            self.heading = heading
            self.alignment = alignment
            self.wrapWidth = wrapWidth
            self.cutWidth = cutWidth
        }
    }

    /// The columns, in order.
    package var columns: [Column]
    /// The rows; each has one cell per column.
    package private(set) var rows: [[String]] = []

    /// Creates an empty table with the given columns.
    package init(columns: [Column]) {
        self.columns = columns
    }

    /// Appends a row.
    /// - Precondition: `cells.count == columns.count`.
    package mutating func append(_ cells: [String]) {
        precondition(cells.count == columns.count, "a row needs one cell per column")
        rows.append(cells)
    }
}
