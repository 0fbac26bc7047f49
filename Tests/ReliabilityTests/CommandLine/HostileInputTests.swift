import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension CommandLineSuite {
    /// docs/RELIABILITY.md's table of hostile inputs, row by row, through the built tool: every hostile input is refused on
    /// one line naming the option or the field, or handled within the budgets
    /// (``HostileWorkspace/secondsBudget``, ``HostileWorkspace/memoryBudget``), the catalog
    /// unchanged whenever anything is refused.
    @Suite struct HostileInputTests {
        /// The titles of a menu, in position order.
        static func titles(_ workspace: HostileWorkspace, menu: String = "aeris-map-layers") throws -> [String] {
            let json = try workspace.succeeds(["menus", "show", menu, "--format", "json"]).standardOutput
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let items = try #require(object["items"] as? [[String: Any]])
            return items.compactMap { $0["title"] as? String }
        }

        /// Row "a row inserted after a move": the table's two commands, then a run of moves,
        /// inserts and removals, each checked against a plain array doing the same.
        @Test func aRowInsertedAfterAMoveLandsWhereItWasPut() throws {
            let workspace = try HostileWorkspace()
            var model = try Self.titles(workspace)
            try #require(model.count == 10)
            try workspace.succeeds(["items", "move", "aeris-map-layers", "9", "0"])
            model.insert(model.remove(at: 9), at: 0)
            try workspace.succeeds([
                "items", "add", "aeris-map-layers", "--title", "New", "--image", "wind", "--preset", "aeris-cell-background",
                "--position", "0",
            ])
            model.insert("New", at: 0)
            #expect(try Self.titles(workspace) == model)

            var generator = SystemRandomNumberGenerator()
            for step in 0..<12 {
                switch step % 3 {
                case 0:
                    let (from, to) = (
                        Int.random(in: 0..<model.count, using: &generator), Int.random(in: 0..<model.count, using: &generator)
                    )
                    try workspace.succeeds(["items", "move", "aeris-map-layers", String(from), String(to)])
                    model.insert(model.remove(at: from), at: to)
                case 1:
                    let position = Int.random(in: 0...model.count, using: &generator)
                    try workspace.succeeds([
                        "items", "add", "aeris-map-layers", "--title", "Row \(step)", "--image", "wind", "--preset",
                        "aeris-cell-background", "--position", String(position),
                    ])
                    model.insert("Row \(step)", at: position)
                default:
                    let position = Int.random(in: 0..<model.count, using: &generator)
                    try workspace.succeeds(["items", "remove", "aeris-map-layers", String(position)])
                    model.remove(at: position)
                }
                #expect(try Self.titles(workspace) == model, "after step \(step)")
            }
        }

        /// Row "huge geometry": each option refused before anything is computed (exit 64, the
        /// option named, no page written); the bounds themselves are accepted.
        @Test func hugeGeometryIsRefusedNamingTheOption() throws {
            let workspace = try HostileWorkspace()
            let page = workspace.file("p.html")
            for (option, value) in [
                ("--offsets", "1e300"), ("--item-frame", "1e300,100"), ("--viewport", "1e300x1e300"), ("--offsets", "-1000000.0000000001"),
                ("--item-frame", "0,5e-324"), ("--viewport", "390x0.0099"), ("--row-height", "1e300"), ("--header-height", "5e-324"),
                ("--var", "cardInset=1e300"),
            ] {
                try workspace.refuses(
                    ["preview", "fade-up", option, value, "--format", "html", "--out", page], exitCode: 64, naming: option)
                #expect(!FileManager.default.fileExists(atPath: page))
            }
            try workspace.refuses(
                ["preview", "parade-image", "--underlying", "image.cornerRadius=1e300"], exitCode: 64, naming: "--underlying")
            for (option, value) in [("--offsets", "-1000000,1000000"), ("--item-frame", "1000000,1000000"), ("--viewport", "0.01x1000000")]
            {
                try workspace.succeeds(["preview", "fade-up", option, value, "--format", "html", "--out", page])
            }
        }

        /// Row "wide sweeps": an offset beyond the bound is refused; the widest sweep allowed
        /// costs what its two samples cost, and a range of more than 10,000 offsets is refused.
        @Test func wideSweepsCostWhatTheirSamplesCost() throws {
            let workspace = try HostileWorkspace()
            try workspace.refuses(["preview", "fade-up", "--offsets", "0,1e15", "--format", "svg"], exitCode: 64, naming: "--offsets")
            try workspace.refuses(["preview", "fade-up", "--offsets", "0,1e11", "--format", "svg"], exitCode: 64, naming: "--offsets")
            try workspace.refuses(
                ["preview", "fade-up", "--offsets", "-1000000:1000000:0.1", "--format", "svg"], exitCode: 64, naming: "--offsets")
            for format in ["svg", "html", "table"] {
                let result = try workspace.succeeds(["preview", "fade-up", "--offsets", "-1000000,1000000", "--format", format])
                #expect(result.standardOutput.utf8.count < 200_000, "\(format): \(result.standardOutput.utf8.count) bytes for 2 offsets")
            }
        }

        /// Row "tiny stored sizes": refused on write (64 for the option); written by another
        /// program, refused by preview (65, naming the field) and reported by validate; at the
        /// smallest size allowed, a menu's default sweep keeps to 10,000 offsets.
        @Test func tinyStoredSizesAreRefusedOnWriteAndOnRead() throws {
            let workspace = try HostileWorkspace()
            try workspace.refuses(["menus", "update", "aeris-map-layers", "--row-height", "5e-324"], exitCode: 64, naming: "--row-height")
            try workspace.refuses(["menus", "update", "aeris-map-layers", "--row-height", "0.001"], exitCode: 64, naming: "--row-height")
            try workspace.sql("UPDATE menus SET row_height = 5e-324 WHERE name = 'aeris-map-layers';")
            try workspace.refuses(["preview", "aeris-map-layers"], exitCode: 65, naming: "rowHeight")
            let validation = try workspace.run(["validate"])
            #expect(validation.exitCode == 65)
            #expect(validation.standardOutput.contains("menu 'aeris-map-layers'") && validation.standardOutput.contains("rowHeight"))

            // Half-row steps of 0.01 pt over a 1,000,000 pt row would be 200,000,000 offsets.
            try workspace.sql(
                "UPDATE menus SET row_height = 0.02; UPDATE menu_items SET row_height = 1000000 WHERE position = 0;")
            let table = try workspace.succeeds(["preview", "aeris-map-layers", "--format", "json"]).standardOutput
            let object = try #require(try JSONSerialization.jsonObject(with: Data(table.utf8)) as? [String: Any])
            let frames = try #require(object["frames"] as? [Any])
            #expect(frames.count <= 10_000 && frames.count > 1_000)
        }

        /// Row "huge stored sizes": pixel sizes beyond 2³¹ − 1 refused (64 for the options, 65
        /// for a stored row); the largest allowed makes an ordinary page.
        @Test func hugeStoredImageSizesAreRefusedAndTheLargestAllowedIsCheap() throws {
            let workspace = try HostileWorkspace()
            for width in ["9223372036854775807", "2147483648", "0"] {
                try workspace.refuses(
                    ["images", "add", "big", "--uri", "x.png", "--width", width, "--height", "400"], exitCode: 64, naming: "--width")
            }
            try workspace.refuses(
                ["images", "add", "big", "--uri", "x.png", "--width", "750", "--height", "400", "--scale", "5e-324"], exitCode: 64,
                naming: "--scale")
            try workspace.succeeds(["images", "add", "big", "--uri", "x.png", "--width", "2147483647", "--height", "2147483647"])
            for format in ["html", "svg", "table"] {
                let page = try workspace.succeeds(["preview", "aeris-cell-background", "--image", "big", "--format", format])
                #expect(page.standardOutput.utf8.count < 2_000_000)
            }
            try workspace.sql("UPDATE images SET pixel_width = 9223372036854775807 WHERE name = 'big';")
            try workspace.refuses(
                ["preview", "aeris-cell-background", "--image", "big", "--format", "html"], exitCode: 65, naming: "pixelWidth")
        }

        /// Row "local files in pages": a page embeds a file only when it is a PNG or JPEG inside
        /// the catalog's folder or --assets (links and `..` resolved); anything else is the
        /// placeholder with one warning line naming the image, and no page holds a local path.
        @Test func pagesEmbedOnlyImagesMeantToBeSeen() throws {
            let workspace = try HostileWorkspace()
            let folder = workspace.directory.path
            let outside = try TemporaryDirectory()
            let png = Self.png
            try png.write(to: URL(fileURLWithPath: workspace.file("inside.png")))
            try png.write(to: URL(fileURLWithPath: outside.file("outside.png")))
            try Data("not an image".utf8).write(to: URL(fileURLWithPath: workspace.file("text.png")))
            try FileManager.default.createSymbolicLink(atPath: workspace.file("link.png"), withDestinationPath: "/etc/passwd")
            var large = png
            large.append(Data(count: 2 * 1024 * 1024))
            try large.write(to: URL(fileURLWithPath: workspace.file("large.png")))
            let relativeOutside = "../" + URL(fileURLWithPath: outside.path).lastPathComponent + "/outside.png"
            let refused: [(name: String, uri: String)] = [
                ("passwd", "/etc/passwd"), ("environ", "/proc/self/environ"), ("link", "link.png"), ("text", "text.png"),
                ("escape", relativeOutside), ("climb", String(repeating: "../", count: 12) + "etc/passwd"), ("large", "large.png"),
            ]
            for (name, uri) in refused + [("inside", "inside.png"), ("outside", outside.file("outside.png"))] {
                try workspace.succeeds(["images", "add", name, "--uri", uri, "--width", "750", "--height", "400", "--image-format", "png"])
            }
            let passwdHead = try Data(contentsOf: URL(fileURLWithPath: "/etc/passwd")).prefix(24).base64EncodedString().prefix(28)
            for (name, uri) in refused {
                let result = try workspace.succeeds(["preview", "aeris-cell-background", "--image", name, "--format", "html"])
                #expect(result.errorLines.count == 1 && result.standardError.contains("'\(name)'"), "\(name): \(result.standardError)")
                let page = result.standardOutput
                #expect(!page.contains("file:") && !page.contains(folder) && !page.contains(uri), "\(name)")
                #expect(!page.contains(String(passwdHead)) && !page.contains("data:image/png;base64,"), "\(name)")
            }
            let inside = try workspace.succeeds(["preview", "aeris-cell-background", "--image", "inside", "--format", "html"])
            #expect(inside.standardError.isEmpty)
            #expect(inside.standardOutput.contains("data:image/png;base64," + png.base64EncodedString()))
            let notAllowed = try workspace.succeeds(["preview", "aeris-cell-background", "--image", "outside", "--format", "html"])
            #expect(notAllowed.errorLines.count == 1 && !notAllowed.standardOutput.contains("data:image/png;base64,"))
            let allowed = try workspace.succeeds([
                "preview", "aeris-cell-background", "--image", "outside", "--format", "html", "--assets", outside.path,
            ])
            #expect(allowed.standardError.isEmpty && allowed.standardOutput.contains("data:image/png;base64," + png.base64EncodedString()))
            #expect(!allowed.standardOutput.contains(outside.path))
        }

        /// Row "text from other tools": escape sequences, line breaks and bidi overrides another
        /// program stored reach no terminal or spreadsheet raw, and validate names them.
        @Test func textFromOtherToolsIsShownEscapedAndReported() throws {
            let workspace = try HostileWorkspace()
            try workspace.sql(
                """
                UPDATE presets SET summary = 'x' || char(27) || '[2J' || char(10) || 'fake row' WHERE name = 'fade-up';
                UPDATE menu_items SET title = 'Ra' || char(8238) || 'dar' || char(13) WHERE position = 0;
                """)
            let outputs = [
                ["presets", "list"], ["presets", "show", "fade-up"], ["presets", "list", "--format", "csv"],
                ["menus", "show", "aeris-map-layers"],
                ["preview", "aeris-map-layers", "--offsets", "0"], ["preview", "aeris-map-layers", "--offsets", "0", "--format", "csv"],
                ["presets", "show", "fade-up", "--format", "json"],
            ]
            for arguments in outputs {
                let text = try workspace.succeeds(arguments).standardOutput
                #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "\(arguments) printed them raw")
                #expect(!text.contains("\nfake row"), "\(arguments) printed a fake row")
                #expect(!text.contains("\r") || arguments.contains("csv"), "\(arguments) printed a carriage return")
            }
            let list = try workspace.succeeds(["presets", "list"]).standardOutput
            #expect(list.contains("x\\u{1B}[2J\\u{A}fake row"))
            #expect(list.split(separator: "\n").count == 1 + 21)
            let validation = try workspace.run(["validate"])
            #expect(validation.exitCode == 65)
            #expect(
                validation.standardOutput.contains("preset 'fade-up'")
                    && validation.standardOutput.contains("summary must not contain control"))
            #expect(validation.standardOutput.contains("menu 'aeris-map-layers'") && validation.standardOutput.contains("items[0].title"))
            #expect(!validation.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        }

        /// Row "unsaved definitions": `preview --definition` applies the rules `presets create`
        /// applies, and whatever a catalog holds, the SVG and HTML are well-formed.
        @Test func unsavedDefinitionsMeetTheRulesAndPagesStayWellFormed() throws {
            let workspace = try HostileWorkspace()
            let file = workspace.file("definition.json")
            for (target, summary, field) in [
                (#""t\u001b[2J""#, #""ok""#, "tracks[0].target"), (#""card""#, #""a\u202Eb""#, "summary"),
                (#""card""#, #""a\u0000b""#, "summary"), (#""Card""#, #""ok""#, "tracks[0].target"),
            ] {
                let definition = DefinitionTemplates.preset(
                    name: #""unsaved""#, tracks: "[\(DefinitionTemplates.track(target: target))]", extra: #", "summary": \#(summary)"#)
                try Data(definition.replacingOccurrences(of: #""summary": "malformed", "#, with: "").utf8).write(
                    to: URL(fileURLWithPath: file))
                let line = try workspace.refuses(["preview", "unsaved", "--definition", file], exitCode: 65, naming: field)
                #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0 })
            }
            // Characters XML forbids, stored by another program, in a menu shown as SVG and HTML.
            try workspace.sql(
                "UPDATE menu_items SET title = 'a' || char(1) || char(65534) || char(8238) || '<b>&' WHERE position = 0;"
                    + "UPDATE menus SET title = 'm' || char(27) || '</title>' WHERE name = 'aeris-map-layers';")
            let svg = try workspace.succeeds(["preview", "aeris-map-layers", "--format", "svg"]).standardOutput
            #expect(Self.isWellFormedXML(svg))
            let html = try workspace.succeeds(["preview", "aeris-map-layers", "--format", "html"]).standardOutput
            #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } && !html.unicodeScalars.contains { $0.value == 0xFFFE })
            #expect(!html.contains("<b>&") && !html.contains("</title>\u{1B}"))
        }

        /// Row "sizes of a preset": counts over their limits are refused naming the member, a
        /// definition file over 1 MiB without reading it all, and a menu another program filled
        /// beyond its limit is refused by preview.
        @Test func countsOverTheirLimitsAreRefused() throws {
            let workspace = try HostileWorkspace()
            let file = workspace.file("big.json")
            func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: file)) }
            let track = DefinitionTemplates.track()
            let tracks = (0..<1_001).map { DefinitionTemplates.track(target: "\"t\($0)\"") }.joined(separator: ",")
            try write(DefinitionTemplates.preset(tracks: "[\(tracks)]"))
            try workspace.refuses(["presets", "create", "--file", file], exitCode: 65, naming: "tracks")
            let keyframes = (0..<1_001).map { DefinitionTemplates.keyframe(at: String(Double($0) / 1_000), value: "1") }
            try write(DefinitionTemplates.preset(keyframes: "[\(keyframes.joined(separator: ","))]"))
            try workspace.refuses(["presets", "create", "--file", file], exitCode: 65, naming: "tracks[0].keyframes")
            let children = (0..<101).map { #"{"name": "c\#($0)", "tracks": [\#(track)]}"# }.joined(separator: ",")
            try write(DefinitionTemplates.preset(extra: #", "children": [\#(children)]"#))
            try workspace.refuses(["presets", "create", "--file", file], exitCode: 65, naming: "children")
            try write(DefinitionTemplates.preset(extra: #", "padding": ""# + String(repeating: "x", count: 1 << 20) + "\""))
            let line = try workspace.refuses(["presets", "create", "--file", file], exitCode: 65, naming: "1048576 bytes")
            #expect(!line.contains("padding"))

            // A menu of 10,001 items, written by sqlite3, is refused before any row is laid out.
            try workspace.sql(
                """
                WITH RECURSIVE n(i) AS (SELECT 10 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
                INSERT INTO menu_items (menu_id, position, title, image_id, preset_id) SELECT 1, i, 'Row', 1, 1 FROM n;
                """)
            try workspace.refuses(["preview", "aeris-map-layers", "--format", "html"], exitCode: 65, naming: "items")
            let export = try workspace.succeeds(["export"]).standardOutput
            try write(export.replacingOccurrences(of: #""aeris-map-layers""#, with: #""copy-of-layers""#))
            try workspace.refuses(["import", file], exitCode: 65, naming: "menus[0].items")
        }

        /// Row "round trip": the catalog's own export re-imports byte for byte, and a stored
        /// non-zero number never prints as 0.
        @Test func exportsReimportExactly() throws {
            let workspace = try HostileWorkspace()
            let file = workspace.file("tiny.json")
            let keyframes =
                #"[{"at": 0, "value": 0}, {"at": 1e-10, "value": 1e-10}, {"at": 0.30000000000000004, "value": 5e-324}, {"at": 1, "value": -1e-7}]"#
            let definition = DefinitionTemplates.preset(name: #""tiny""#, tracks: "[\(DefinitionTemplates.track(keyframes: keyframes))]")
            try Data(definition.utf8).write(to: URL(fileURLWithPath: file))
            try workspace.succeeds(["presets", "create", "--file", file])
            try workspace.refuses(["menus", "update", "aeris-map-layers", "--row-height", "1e-10"], exitCode: 64, naming: "--row-height")
            let first = try workspace.succeeds(["export"]).standardOutput
            for number in ["1e-10", "5e-324", "0.30000000000000004", "-1e-7"] {
                #expect(first.contains(": \(number)"), "the export does not hold \(number) exactly")
            }
            let exported = workspace.file("export.json")
            try Data(first.utf8).write(to: URL(fileURLWithPath: exported))
            try workspace.succeeds(["import", exported, "--replace"])
            #expect(try workspace.succeeds(["export"]).standardOutput == first)
            let fresh = workspace.file("fresh.sqlite")
            try workspace.succeeds(["init", "--empty", "--catalog", fresh], onCatalog: false)
            try workspace.succeeds(["import", exported, "--catalog", fresh], onCatalog: false)
            #expect(try workspace.succeeds(["export", "--catalog", fresh], onCatalog: false).standardOutput == first)
            let table = try workspace.succeeds(["presets", "show", "tiny"]).standardOutput
            #expect(table.contains("1e-10") && table.contains("5e-324"))
        }

        /// Row "spreadsheets": text cells that a spreadsheet would run get OWASP's leading `'`;
        /// negative numbers stay numbers.
        @Test func spreadsheetFormulasAreNeutralised() throws {
            let workspace = try HostileWorkspace()
            let titles = [#"=HYPERLINK("http://x","y")"#, "+1+2", "-3", "@SUM(A1)"]
            for (position, title) in titles.enumerated() {
                try workspace.succeeds(["items", "update", "aeris-map-layers", String(position), "--title=\(title)"])
            }
            let csv = try workspace.succeeds(["menus", "show", "aeris-map-layers", "--format", "csv"]).standardOutput
            let records = csv.split(separator: "\r\n").dropFirst()
            #expect(records.first?.hasPrefix(#"0,"'=HYPERLINK(""http://x"",""y"")","#) == true, "\(records.first ?? "")")
            #expect(records.dropFirst().first?.hasPrefix(#"1,"'+1+2","#) == true)
            #expect(records.dropFirst(2).first?.hasPrefix(#"2,"'-3","#) == true)
            #expect(records.dropFirst(3).first?.hasPrefix(#"3,"'@SUM(A1)","#) == true)
            for record in records {
                let cells = record.split(separator: ",", omittingEmptySubsequences: false)
                #expect(cells.allSatisfy { !"=+-@".contains($0.first ?? " ") || Double($0) != nil }, "\(record)")
            }
            let offsets = try workspace.succeeds(["preview", "stretch-header", "--offsets", "-200,-50", "--format", "csv"]).standardOutput
            #expect(offsets.split(separator: "\r\n").dropFirst().first?.hasPrefix("-200,") == true)
        }

        /// A 1×1 PNG (the signature, IHDR, IDAT, IEND).
        static let png = Data(
            base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

        static func isWellFormedXML(_ text: String) -> Bool {
            XMLParser(data: Data(text.utf8)).parse()
        }
    }
}
