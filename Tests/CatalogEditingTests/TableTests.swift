import CatalogEditing
import Testing

@Suite struct TableTests {
    func sample() -> Table {
        var table = Table(columns: [.init("name"), .init("rows", alignment: .right), .init("title")])
        table.append(["radar", "100", "Radar, live"])
        table.append(["satellite-infrared", "8", "Say \"hi\""])
        table.append(["wind", "12", ""])
        return table
    }

    @Test func textAlignsColumnsWithoutTrailingSpaces() {
        let expected = """
            name                rows  title
            radar                100  Radar, live
            satellite-infrared     8  Say "hi"
            wind                  12

            """
        #expect(sample().renderedAsText() == expected)
    }

    /// RFC 4180 section 2: CRLF line breaks; fields with commas or quotes enclosed in double
    /// quotes; a double quote inside such a field doubled. A line break inside a field is shown
    /// escaped, as on every terminal output, so no field can start a row of its own.
    @Test func csvQuotesPerRFC4180() {
        var table = sample()
        table.append(["multi", "1", "line\nbreak"])
        let expected =
            "name,rows,title\r\n"
            + "radar,100,\"Radar, live\"\r\n"
            + "satellite-infrared,8,\"Say \"\"hi\"\"\"\r\n"
            + "wind,12,\r\n"
            + "multi,1,line\\u{A}break\r\n"
        #expect(table.renderedAsCSV() == expected)
    }

    @Test func wrappedColumnsContinueOnTheNextLines() {
        var table = Table(columns: [.init("curve", wrapWidth: 10), .init("about", wrapWidth: 12)])
        table.append(["steps(n, position)", "CSS steps"])
        table.append(["linear", "a straight line from 0 to 1"])
        table.append(["cubic-bezier(x1,y1,x2,y2)", ""])
        let expected = """
            curve                      about
            steps(n,                   CSS steps
            position)
            linear                     a straight
                                       line from 0
                                       to 1
            cubic-bezier(x1,y1,x2,y2)

            """
        #expect(table.renderedAsText() == expected)
    }

    @Test func emptyTableStillHasHeadings() {
        let table = Table(columns: [.init("name"), .init("kind")])
        #expect(table.renderedAsText() == "name  kind\n")
        #expect(table.renderedAsCSV() == "name,kind\r\n")
    }
}

/// OWASP's "CSV Injection" advice: a text cell starting with `=`, `+`, `-`, `@`, a tab or a
/// carriage return gets a leading `'` (and is quoted); numbers, negative ones included, stay
/// numbers.
@Suite struct SpreadsheetCellTests {
    @Test func formulaStartsAreNeutralisedAndNumbersAreNot() throws {
        let cells = [#"=HYPERLINK("http://x","y")"#, "+1+2", "-3", "@SUM(A1)", "\tx", "\rx", "plain", "x=1", "'quoted", "－1"]
        let report = Report(
            columns: [.init("title"), .init("offset")], rows: cells.map { [.text($0), .number(-200)] }, json: .null)
        let records = try report.rendered(as: .csv).split(separator: "\r\n", omittingEmptySubsequences: false).dropFirst().dropLast()
        let expected = [
            #""'=HYPERLINK(""http://x"",""y"")",-200"#, #""'+1+2",-200"#, #""'-3",-200"#, #""'@SUM(A1)",-200"#,
            #""'\u{9}x",-200"#, #""'\u{D}x",-200"#, "plain,-200", "x=1,-200", #""'quoted",-200"#, "－1,-200",
        ]
        #expect(Array(records) == expected.map { Substring($0) })
    }

    @Test func headingsAreNeutralisedToo() throws {
        let report = Report(columns: [.init("=cmd")], rows: [], json: .null)
        #expect(try report.rendered(as: .csv) == "\"'=cmd\"\r\n")
    }
}
