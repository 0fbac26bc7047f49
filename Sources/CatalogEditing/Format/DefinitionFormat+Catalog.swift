import ParallaxEngine
import PresetStore

/// The catalog document (`parallax-catalog`): images, presets and menus, as `export` writes and
/// `import` reads them.
extension DefinitionFormat {
    /// The nodes of a catalog document, the preset's included.
    static let documentDefinitions = definitions.merging([.image: image, .menu: menu, .menuItem: menuItem]) { first, _ in first }

    /// A whole catalog.
    static let document = FormatNode(
        shape: .object(
            ObjectShape(members: [
                schemaMember(for: "catalog"),
                FormatMember(
                    name: "format", isRequired: true,
                    node: FormatNode(
                        shape: .constant(.string(CatalogDocument.format)), description: "The format tag: always \"parallax-catalog\".")),
                FormatMember(
                    name: "version", isRequired: true,
                    node: FormatNode(
                        shape: .constant(.number(Double(CatalogDocument.version))),
                        description: "The document version this tool reads and writes: \(CatalogDocument.version).")),
                FormatMember(
                    name: "images", isRequired: false,
                    node: list(of: .image, atMost: nil, "The images menu rows show, by name.")),
                FormatMember(
                    name: "presets", isRequired: false,
                    node: list(of: .preset, atMost: CatalogLimits.maximumImportPresets, "The presets.")),
                FormatMember(
                    name: "menus", isRequired: false,
                    node: list(of: .menu, atMost: nil, "The menus.")),
            ])),
        description:
            "A whole parallax-presets catalog as one JSON document (export writes it, import reads it): images, presets and menus, "
            + "which refer to each other by name.",
        examples: [
            .object(["format": .string(CatalogDocument.format), "version": .number(Double(CatalogDocument.version)), "presets": .array([])])
        ])

    /// An image.
    static let image = FormatNode(
        shape: .object(
            ObjectShape(members: [
                FormatMember(
                    name: "name", isRequired: true, node: referenced(.name, "The image's unique name.", examples: [.string("radar")])),
                FormatMember(
                    name: "uri", isRequired: true,
                    node: text(
                        limit("uri"),
                        "Where the app finds the file, e.g. a bundle path; a relative path is relative to the catalog's folder.",
                        notBlank: true)),
                FormatMember(name: "pixelWidth", isRequired: true, node: pixels("The width in pixels.")),
                FormatMember(name: "pixelHeight", isRequired: true, node: pixels("The height in pixels.")),
                FormatMember(
                    name: "scale", isRequired: true,
                    node: FormatNode(
                        shape: .number(.imageScale), description: "Pixels per point, e.g. 2 for an @2x image.",
                        examples: [.number(2)])),
                FormatMember(name: "format", isRequired: true, node: enumeration(ImageFormat.allCases, "The file's encoding.")),
                FormatMember(
                    name: "sha256", isRequired: false,
                    node: FormatNode(
                        shape: .string(.sha256), description: "The file's SHA-256, 64 lowercase hexadecimal digits (validate checks it).")),
                FormatMember(
                    name: "byteSize", isRequired: false,
                    node: FormatNode(
                        shape: .number(.byteSize),
                        description: "The file's size in bytes.")),
            ])),
        description: "An image a menu row shows behind its content; its size in points is pixelWidth/scale × pixelHeight/scale.",
        examples: [
            .object([
                "name": .string("radar"), "uri": .string("images/radar@2x.jpg"), "pixelWidth": .number(750), "pixelHeight": .number(440),
                "scale": .number(2), "format": .string("jpeg"),
            ])
        ])

    /// A menu.
    static let menu = FormatNode(
        shape: .object(
            ObjectShape(members: [
                FormatMember(
                    name: "name", isRequired: true, node: referenced(.name, "The menu's unique name.", examples: [.string("weather")])),
                FormatMember(
                    name: "title", isRequired: true, node: text(limit("title"), "The title shown above the menu.", notBlank: true)),
                FormatMember(name: "rowHeight", isRequired: true, node: size("The height of its rows in points.")),
                FormatMember(
                    name: "items", isRequired: false,
                    node: list(of: .menuItem, atMost: CatalogLimits.maximumMenuItems, "The rows, in display order.")),
                FormatMember(
                    name: "snap", isRequired: false,
                    node: FormatNode(
                        shape: .object(
                            ObjectShape(members: [
                                FormatMember(
                                    name: "align", isRequired: true,
                                    node: enumeration(
                                        ScrollSnap.Alignment.allCases,
                                        "Which edge of a row lines up with the same edge of the viewport, as CSS scroll-snap-align: "
                                            + "start (top), center or end (bottom).")),
                                FormatMember(
                                    name: "stop", isRequired: false,
                                    node: enumeration(
                                        ScrollSnap.Stop.allCases,
                                        "As CSS scroll-snap-stop: normal (the default) lets a fling pass over rows, always stops "
                                            + "it at the next row.")),
                            ])),
                        description:
                            "Snap the list's rows when a scroll ends, as CSS scroll-snap-type: y mandatory does (the app: "
                            + "CatalogMenu.snapOffset; pages: scroll-snap-*). Default: no snapping. Stays on under reduced motion.",
                        examples: [.object(["align": .string("center")]), .object(["align": .string("start"), "stop": .string("always")])])),
            ])),
        description: "A menu of rows, each an image animated by a preset.",
        examples: [.object(["name": .string("weather"), "title": .string("Weather"), "rowHeight": .number(100), "items": .array([])])])

    /// A menu row.
    static let menuItem = FormatNode(
        shape: .object(
            ObjectShape(members: [
                FormatMember(name: "title", isRequired: true, node: text(limit("title"), "The row's title.", notBlank: true)),
                FormatMember(name: "subtitle", isRequired: false, node: text(limit("subtitle"), "A second line.")),
                FormatMember(
                    name: "image", isRequired: true,
                    node: referenced(.name, "The name of the image the row shows.", examples: [.string("clouds")])),
                FormatMember(
                    name: "preset", isRequired: true,
                    node: referenced(.name, "The name of the preset animating the row.", examples: [.string("aeris-cell-background")])),
                FormatMember(name: "rowHeight", isRequired: false, node: size("The row's own height in points (default the menu's).")),
            ])),
        description: "One row of a menu.",
        examples: [.object(["title": .string("Clouds"), "image": .string("clouds"), "preset": .string("aeris-cell-background")])])

    private static func pixels(_ description: String) -> FormatNode {
        FormatNode(
            shape: .number(.imagePixels),
            description: description, examples: [.number(750)])
    }

    private static func size(_ description: String) -> FormatNode {
        FormatNode(
            shape: .number(.size),
            description: description, examples: [.number(100)])
    }
}
