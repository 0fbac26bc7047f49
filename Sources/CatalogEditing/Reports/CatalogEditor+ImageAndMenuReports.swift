import ParallaxEngine
import PresetStore

extension CatalogEditor {
    /// `images list`: name, pixel size, scale, size in points, format and URI.
    package func imageListReport(prefix: String = "", limit: Int? = nil) throws -> Report {
        let images = try images(prefix: prefix, limit: limit).map(\.definition)
        return Report(
            columns: [
                .init("name"), .init("pixels", alignment: .right), .init("scale", alignment: .right),
                .init("points", alignment: .right), .init("format"), .init("uri"),
            ],
            rows: images.map { image in
                [
                    .text(image.name), .text("\(image.pixelWidth)x\(image.pixelHeight)"), .number(image.scale),
                    .text(DecimalText.text(image.pointWidth) + "x" + DecimalText.text(image.pointHeight)),
                    .text(image.format.rawValue), .text(image.uri),
                ]
            },
            numbers: .exact,
            json: .array(try images.map { try DefinitionText.jsonValue(of: $0) })
        )
    }

    /// `images show`: the image's fields above the menu items that show it; JSON
    /// `{"image": definition, "usedBy": [{"menu", "position", "title", "preset"}]}`.
    package func imageReport(named name: String) throws -> Report {
        let image = try self.image(named: name).definition
        let uses = try itemUses(ofImage: name)
        return Report(
            preamble: [
                ("name", image.name), ("uri", image.uri), ("pixels", "\(image.pixelWidth)x\(image.pixelHeight)"),
                ("scale", DefinitionDescriptions.number(image.scale)),
                ("points", DecimalText.text(image.pointWidth) + "x" + DecimalText.text(image.pointHeight)),
                ("format", image.format.rawValue), ("bytes", image.byteSize.map(String.init) ?? ""), ("sha256", image.sha256 ?? ""),
                ("used by", uses.isEmpty ? "no menu items" : uses.count == 1 ? "1 menu item" : "\(uses.count) menu items"),
            ],
            columns: [.init("menu"), .init("position", alignment: .right), .init("title"), .init("preset")],
            rows: uses.map { [.text($0.menuName), .number(Double($0.position)), .text($0.title), .text($0.presetName)] },
            numbers: .exact,
            json: .object([
                "image": try DefinitionText.jsonValue(of: image),
                "usedBy": .array(
                    uses.map { use in
                        .object([
                            "menu": .string(use.menuName), "position": .number(Double(use.position)),
                            "title": .string(use.title), "preset": .string(use.presetName),
                        ])
                    }),
            ])
        )
    }

    /// `menus list`: name, title, row height and number of items.
    package func menuListReport(prefix: String = "", limit: Int? = nil) throws -> Report {
        let menus = try menus(prefix: prefix, limit: limit).map(\.definition)
        return Report(
            columns: [.init("name"), .init("title"), .init("rowHeight", alignment: .right), .init("items", alignment: .right)],
            rows: menus.map { [.text($0.name), .text($0.title), .number($0.rowHeight), .number(Double($0.items.count))] },
            numbers: .exact,
            json: .array(
                menus.map { menu in
                    .object([
                        "name": .string(menu.name), "title": .string(menu.title),
                        "rowHeight": .number(menu.rowHeight), "itemCount": .number(Double(menu.items.count)),
                    ])
                })
        )
    }

    /// `menus show`: the menu's fields above its items (an item's row height only when it has
    /// its own); JSON is the menu's definition.
    package func menuReport(named name: String) throws -> Report {
        let menu = try self.menu(named: name).definition
        return Report(
            preamble: [
                ("name", menu.name), ("title", menu.title), ("row height", DefinitionDescriptions.number(menu.rowHeight)),
            ] + (menu.snap.map { [("snap", "align \($0.align.rawValue), stop \(($0.stop ?? .normal).rawValue)")] } ?? []) + [
                ("items", String(menu.items.count))
            ],
            columns: [
                .init("position", alignment: .right), .init("title"), .init("subtitle"), .init("image"), .init("preset"),
                .init("row height", alignment: .right),
            ],
            rows: menu.items.enumerated().map { position, item in
                [
                    .number(Double(position)), .text(item.title), .text(item.subtitle ?? ""), .text(item.image), .text(item.preset),
                    item.rowHeight.map(Report.Cell.number) ?? .empty,
                ]
            },
            numbers: .exact,
            json: try DefinitionText.jsonValue(of: menu)
        )
    }
}
