extension Table {
    /// The table as aligned text: a heading row, then one line per row; columns separated by two
    /// spaces, each as wide as its widest cell; no trailing spaces; every line ends with "\n".
    public func renderedAsText() -> String {
        let lines = [columns.map(\.heading)] + rows
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
}
