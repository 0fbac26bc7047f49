/// The words a valid preset definition is made of (from the contract's JSON format), and the
/// wrong words a fuzzer swaps in.
enum PresetVocabulary {
    static let kinds = ["cell-background", "header", "parade", "entrance", "custom"]
    static let axes = ["vertical", "horizontal"]
    static let viewRanges = ["cover", "contain", "entry", "exit", "entry-crossing", "exit-crossing"]
    static let scalarChannels = [
        "alpha", "translationX", "translationY", "scale", "scaleX", "scaleY", "rotation", "rotationX", "rotationY",
        "rotationZ", "perspective", "x", "y", "width", "height", "centerX", "centerY", "boundsWidth", "boundsHeight",
        "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius", "shadowOffsetX", "shadowOffsetY",
        "contentsRectX", "contentsRectY", "contentsRectWidth", "contentsRectHeight", "zPosition", "clipsToBounds",
    ]
    static let colorChannels = ["borderColor", "backgroundColor", "shadowColor"]
    static let colorSpaces = ["oklab", "linear-srgb", "srgb"]
    static let extrapolations = ["clamp", "extend"]
    static let targets = ["card", "background", "image", "title", "header", "container"]

    /// Curve texts the engine accepts, one of each form.
    static let easings = [
        "linear", "outCubic", "inOutBack(2.5)", "outInBounce", "smootherStep", "inAtan", "ease-in-out",
        "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "steps(4, jump-end)", "step-start", "linear(0, 0.25 75%, 1)",
        "spring(stiffness: 100, damping: 10)", "spring(duration: 0.5, bounce: 0.2)", "outElastic(1, 0.3)",
    ]

    /// Expressions over the context names that evaluate to finite numbers.
    static let expressions = [
        "-(imageHeight - rowHeight) / 2", "(imageHeight - rowHeight) * rowHeight / viewportHeight",
        "headerHeight + 200", "max(viewportHeight, headerHeight) - 10", "imageWidth ÷ 2 − 3", "min(rowHeight, 44) × 2",
    ]

    static let colors = ["#000000", "#FF8800", "#12345678", "#ffffff00"]

    /// Strings that are wrong wherever a name, a curve, an expression or a colour is expected.
    static let wrongStrings = [
        "", "sparkle", "outWobble", "glow", "middle", "cmyk", "loop", "Fade Up", "fade_up", "-leading-hyphen",
        "x'; DROP TABLE presets; --", "\"quoted\"", "name\u{0}with-nul", "line\nbreak", "tab\there", "\u{1b}[31mred",
        "🎞️", String(repeating: "a", count: 65), String(repeating: "long-", count: 2_000),
        "steps(0, jump-end)", "steps(1, jump-none)", "cubic-bezier(2, 0, 0, 1)", "cubic-bezier(0, 0, 1)",
        "linear(1)", "spring(stiffness: -1, damping: 10)", "spring(duration: 0.5, bounce: 1)", "inOutBack(-1)",
        "outElastic(0.5)", "unknownName + 1", "1 / 0", "1 / (rowHeight - rowHeight)", "rowHeight +", "((1)",
        "max(1)", "sqrt(4)", "1e999", "#GGGGGG", "#FFF", "#12345", "25", "25%%", "%", "-200px",
    ]

    /// Number literals at the edges of what a definition can hold.
    static let edgeNumbers = [
        "0", "-0", "1", "-1", "2", "0.5", "1.0000000000000002", "-0.0000001", "1e308", "-1e308", "1e309", "-1e999",
        "5e-324", "123456789012345678901234567890", "1e-400",
    ]
}
