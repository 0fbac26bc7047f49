import ParallaxEngine

extension Table {
    /// The table as aligned text: a heading row, then one line per row (more where a column wraps,
    /// see ``Column/wrapWidth``); columns separated by two spaces, each as wide as its widest cell
    /// or line; no trailing spaces; every line ends with "\n". Every heading and cell is shown
    /// as ``VisibleText`` escapes it, so no text in the catalog, whoever wrote it, can act on
    /// the terminal, add a line or hide a character.
    package func renderedAsText() -> String {
        let lines = [columns.map { VisibleText.escaped($0.heading) }] + rows.map { $0.map(VisibleText.escaped) }.flatMap(wrappedLines(of:))
        var widths = columns.map { _ in 0 }
        for line in lines {
            for (column, cell) in line.enumerated() {
                widths[column] = Swift.max(widths[column], cell.count)
            }
        }
        var output = ""
        for line in lines {
            var text = ""
            for (column, cell) in line.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { text += "  " }
                text += columns[column].alignment == .left ? cell + padding : padding + cell
            }
            while text.last == " " { text.removeLast() }
            output += text + "\n"
        }
        return output
    }

    /// One row as the text lines it takes: each cell wrapped at its column's width, the shorter
    /// cells padded with empty lines.
    private func wrappedLines(of row: [String]) -> [[String]] {
        let cells = zip(row, columns).map { cell, column in
            let cut = column.cutWidth.map { Self.cut(cell, at: $0) } ?? cell
            return column.wrapWidth.map { Self.wrap(cut, at: $0) } ?? [cut]
        }
        let height = cells.map(\.count).max() ?? 1
        return (0..<height).map { line in cells.map { line < $0.count ? $0[line] : "" } }
    }

    /// `text` cut to `width` characters, the last of them "…", when it is wider.
    static func cut(_ text: String, at width: Int) -> String {
        text.count <= width ? text : String(text.prefix(Swift.max(0, width - 1))) + "…"
    }

    /// `text` broken at spaces into lines of at most `width` characters; a word wider than that
    /// keeps a line of its own.
    static func wrap(_ text: String, at width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + [line]
    }
}
