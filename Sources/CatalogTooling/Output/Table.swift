/// Rows of text under named columns: what list, show and preview commands print as an aligned
/// text table or as CSV.
public struct Table: Equatable, Sendable {
    /// How a column's cells line up in the text rendering.
    public enum Alignment: Sendable {
        /// Padded on the right (names, text).
        case left
        /// Padded on the left (numbers).
        case right
    }

    /// A column: its heading, alignment and, for long prose, the width its text wraps at.
    public struct Column: Equatable, Sendable {
        /// The heading printed in the first row.
        public var heading: String
        /// How cells line up in text output.
        public var alignment: Alignment
        /// In text output, a cell wider than this many characters continues on the next lines,
        /// broken at spaces (a word wider than the column stays whole); `nil` never wraps.
        public var wrapWidth: Int?
        /// In text output, a cell wider than this many characters is cut to that width, its
        /// last character "…"; `nil` never cuts. CSV keeps every cell whole.
        public var cutWidth: Int?

        /// Creates a column.
        public init(_ heading: String, alignment: Alignment = .left, wrapWidth: Int? = nil, cutWidth: Int? = nil) {
            self.heading = heading
            self.alignment = alignment
            self.wrapWidth = wrapWidth
            self.cutWidth = cutWidth
        }
    }

    /// The columns, in order.
    public var columns: [Column]
    /// The rows; each has one cell per column.
    public private(set) var rows: [[String]] = []

    /// Creates an empty table with the given columns.
    public init(columns: [Column]) {
        self.columns = columns
    }

    /// Appends a row.
    /// - Precondition: `cells.count == columns.count`.
    public mutating func append(_ cells: [String]) {
        precondition(cells.count == columns.count, "a row needs one cell per column")
        rows.append(cells)
    }
}
