import CatalogEditing
import Foundation
import Testing

@Suite struct PreviewAndEasingCommandTests {
    /// easings.net outCubic(x) = 1 − (1 − x)³: 0.5 → 0.875, 0.25 → 0.578125.
    @Test func easingInEveryFormat() throws {
        let workspace = try Workspace()
        let table = try workspace.run(["easing", "outCubic", "--at", "0,0.25,0.5,1"])
        #expect(table.standardOutput == "   t   value\n   0       0\n0.25  0.5781\n 0.5   0.875\n   1       1\n")
        let csv = try workspace.run(["easing", "outCubic", "--at", "0.25,0.5", "--format", "csv"])
        #expect(csv.standardOutput == "t,value\r\n0.25,0.578125\r\n0.5,0.875\r\n")
        let json = try workspace.run(["easing", "outCubic", "--at", "0.5", "--format", "json"])
        #expect(json.standardOutput == "[\n  {\n    \"t\": 0.5,\n    \"value\": 0.875\n  }\n]\n")
        #expect(json.standardError.isEmpty)
    }

    @Test func unknownCurveIsAUsageError() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["easing", "outCubik"], exitCode: 64, message: "curve: unknown curve 'outCubik'", onCatalog: false)
    }

    /// A translation alone, composed: the identity with the translation in row 4 (m42).
    static func translationMatrix(y: Double) -> JSONValue {
        .array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, y, 0, 1].map(JSONValue.number))
    }

    /// Path header, y = −150 − o/3 pulled and −150 − o scrolled.
    @Test func presetPreviewInEveryFormat() throws {
        let workspace = try Workspace()
        let arguments = ["preview", "path-header-overscroll", "--offsets=-150,0,60"]
        let table = try workspace.runOnCatalog(arguments)
        #expect(
            table.standardOutput
                == "columns: offset: content offset in points; header.translationY: points\n\n"
                + "offset  header.translationY\n  -150                 -100\n     0                 -150\n    60                 -210\n")
        let csv = try workspace.runOnCatalog(arguments + ["--format", "csv"])
        #expect(csv.standardOutput == "offset,header.translationY\r\n-150,-100\r\n0,-150\r\n60,-210\r\n")
        let json = try workspace.runOnCatalog(arguments + ["--format", "json"])
        #expect(
            try JSONValue(parsing: json.standardOutput, source: "stdout")
                == .object([
                    "preset": .string("path-header-overscroll"),
                    "frames": .array(
                        [(-150.0, -100.0), (0, -150), (60, -210)].map { offset, value in
                            .object([
                                "offset": .number(offset),
                                "values": .object([
                                    "header.translationY": .number(value), "header.transform": Self.translationMatrix(y: value),
                                ]),
                            ])
                        }),
                ]))
    }

    /// Stretch header at o = −100 (180 pt header, 390 pt wide, so 390 pt wide at rest): top
    /// −100, height 280, width 390 × 280/180 = 606.67, x (390 − 606.67)/2 = −108.33 (JSON keeps
    /// 9 decimals), no clipping; at o = 100: top 50, height 180, width 390, x 0, clipping.
    @Test func stretchHeaderPreview() throws {
        let workspace = try Workspace()
        let json = try workspace.runOnCatalog([
            "preview", "stretch-header", "--offsets=-100,100", "--viewport", "390x844", "--header-height", "180", "--format", "json",
        ])
        guard case .object(let root) = try JSONValue(parsing: json.standardOutput, source: "stdout"),
            case .array(let frames)? = root["frames"], frames.count == 2,
            case .object(let pulled) = frames[0], case .object(let scrolled) = frames[1]
        else {
            Issue.record("unexpected preview: \(json.standardOutput)")
            return
        }
        #expect(
            pulled["values"]
                == .object([
                    "image.translationY": .number(-100), "image.height": .number(280), "image.width": .number(606.666666667),
                    "image.x": .number(-108.333333333), "container.clipsToBounds": .number(0),
                    "image.transform": Self.translationMatrix(y: -100),
                ]))
        #expect(
            scrolled["values"]
                == .object([
                    "image.translationY": .number(50), "image.height": .number(180), "image.width": .number(390),
                    "image.x": .number(0), "container.clipsToBounds": .number(1), "image.transform": Self.translationMatrix(y: 50),
                ]))
    }

    /// Rows of 100 pt, images 200 pt: at offset 50 in a 300 pt viewport rows 0…3 show, tops
    /// −50, 50, 150, 250, each with −travel/2 + ((vh/2 − top)/vh)·travel, travel 100.
    @Test func menuPreviewInEveryFormat() throws {
        let workspace = try Workspace()
        let arguments = ["preview", "aeris-map-layers", "--viewport", "390x300", "--offsets", "50"]
        let json = try workspace.runOnCatalog(arguments + ["--format", "json"])
        guard case .object(let root) = try JSONValue(parsing: json.standardOutput, source: "stdout"),
            case .array(let frames)? = root["frames"], case .object(let frame)? = frames.first,
            case .array(let items)? = frame["items"]
        else {
            Issue.record("unexpected preview: \(json.standardOutput)")
            return
        }
        #expect(root["menu"] == .string("aeris-map-layers"))
        #expect(frame["offset"] == .number(50))
        #expect(items.count == 4)
        for (index, element) in items.enumerated() {
            guard case .object(let item) = element, case .object(let values)? = item["values"],
                case .number(let value)? = values["background.translationY"]
            else {
                Issue.record("item \(index) malformed")
                continue
            }
            let top = Double(index) * 100 - 50
            #expect(item["position"] == .number(Double(index)))
            #expect(item["top"] == .number(top))
            #expect(abs(value - (-50 + ((150 - top) / 300) * 100)) < 1e-9)
        }
        let table = try workspace.runOnCatalog(arguments)
        #expect(
            table.standardOutput.hasPrefix(
                "columns: offset: content offset in points; position: the row, from 0; top: the row's top in the viewport, in points; "
                    + "background.translationY: points\n\n"
                    + "offset  position  title         top  background.translationY\n    50         0  Radar         -50"))
        let csv = try workspace.runOnCatalog(arguments + ["--format", "csv"])
        #expect(csv.standardOutput.hasPrefix("offset,position,title,top,background.translationY\r\n50,0,Radar,-50,"))
        #expect(csv.standardOutput.split(separator: "\r\n").count == 5)
    }

    @Test func previewOfAnUnsavedDefinition() throws {
        let workspace = try Workspace()
        let file = try workspace.write(
            """
            {"name": "slide", "kind": "custom", "timeline": {"scroll": {"from": 0, "to": 200}},
             "tracks": [{"target": "card", "property": "translationX",
                         "keyframes": [{"at": 0, "value": "viewportWidth"}, {"at": 1, "value": 0}]}]}
            """, to: "slide.json")
        let before = try workspace.dump()
        let result = try workspace.runOnCatalog(["preview", "slide", "--definition", file, "--offsets", "0,100,200", "--format", "csv"])
        #expect(result.standardOutput == "offset,card.translationX\r\n0,390\r\n100,195\r\n200,0\r\n")
        #expect(try workspace.dump() == before)
    }

    @Test func previewErrors() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["preview", "nothing"], exitCode: 66, message: "no preset or menu named 'nothing'")
        try workspace.expectFailure(
            ["preview", "fade-upp"], exitCode: 66, message: "no preset or menu named 'fade-upp' (did you mean 'fade-up'?)")
        try workspace.expectFailure(
            ["preview", "aeris-map-layer"], exitCode: 66, message: "(did you mean 'aeris-map-layers'?)")
        try workspace.expectFailure(
            ["export", "fade-upp", "--format", "css"], exitCode: 66, message: "preset 'fade-upp' not found (did you mean 'fade-up'?)")
        try workspace.expectFailure(["preview", "fade-up", "--offsets", "0:100:0"], exitCode: 64, message: "--offsets")
        try workspace.expectFailure(["preview", "fade-up", "--viewport", "wide"], exitCode: 64, message: "--viewport")
        try workspace.expectFailure(["preview", "fade-up", "--item-frame", "0"], exitCode: 64, message: "--item-frame")
        try workspace.expectFailure(
            ["preview", "fade-up", "--row-height=-5"], exitCode: 64,
            message: "'--row-height <points>': must be a number from 0.01 to 1000000")
        try workspace.expectFailure(["preview", "x", "--definition", "absent.json"], exitCode: 66, message: "absent.json: no such file")
    }
}
