import ArgumentParser
import CatalogEditing
import PresetRendering

/// Where a preset is evaluated: the viewport, the sizes its expressions read, the item, the
/// offsets, and the view's own values; shared by `preview` and `export --format css|html`.
struct PreviewGeometryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The viewport in points (default 390x844).", valueName: "WxH"))
    var viewport: ViewportSize?

    @Option(
        help: ArgumentHelp(
            "The row height in points: a preset's row (default 100), or every row of a menu (default: each row's own, else the menu's).",
            valueName: "points"))
    var rowHeight: PointSize?

    @Option(help: ArgumentHelp("The header height in points for header presets (default 180).", valueName: "points"))
    var headerHeight: PointSize?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A preset only: an image of the catalog whose size in points is imageWidth × imageHeight (default: the viewport's width × twice the row height).",
            valueName: "name"))
    var image: String?

    @Option(
        help: ArgumentHelp(
            "A preset only: its item along its axis in content points, top and height (Y,H), or left and width (X,W) for a horizontal preset (default: a header preset's header, 0,HEADER-HEIGHT; a Parade (viewportCenter) preset's row centred one viewport length past the viewport's centre, i.e. 1216,100; any other preset's row entering at the viewport's trailing edge, VIEWPORT-LENGTH,ROW-HEIGHT, i.e. 844,100 vertically, 390,100 horizontally).",
            valueName: "Y,H"))
    var itemFrame: ItemFrame?

    @Option(
        help: ArgumentHelp(
            "Content offsets: a list (0,50,100) or FROM:TO:STEP (default: a sweep suited to the timeline).",
            valueName: "list|from:to:step"))
    var offsets: OffsetSweep?

    @Option(
        help: ArgumentHelp(
            "The view's own value of a Parade property that rests at \"underlying\" (repeatable), e.g. image.cornerRadius=12 or cell.backgroundColor=#050505.",
            valueName: "target.property=value"))
    var underlying: [UnderlyingSetting] = []

    @Option(
        name: .customLong("var"),
        help: ArgumentHelp("Set a variable the presets' expressions read (repeatable), e.g. cardInset=12.", valueName: "name=value"))
    var variables: [VariableSetting] = []

    /// The options given, as their flags, for refusing them where they do not apply.
    var given: [String] {
        [
            viewport.map { _ in "--viewport" }, rowHeight.map { _ in "--row-height" }, headerHeight.map { _ in "--header-height" },
            image.map { _ in "--image" }, itemFrame.map { _ in "--item-frame" }, offsets.map { _ in "--offsets" },
            underlying.isEmpty ? nil : "--underlying", variables.isEmpty ? nil : "--var",
        ].compactMap { $0 }
    }

    /// The settings these options describe.
    /// - Throws: a usage error when a variable is given twice or clashes with a built-in name.
    func settings(reducedMotion: Bool = false) throws -> PreviewSettings {
        PreviewSettings(
            viewport: viewport, rowHeight: rowHeight?.points, headerHeight: headerHeight?.points, imageName: image,
            itemFrame: itemFrame, offsets: offsets, reducedMotion: reducedMotion,
            variables: try VariableSetting.variables(variables), underlying: underlying)
    }
}
