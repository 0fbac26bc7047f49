import ParallaxEngine
import PresetRendering

/// Definitions in the shapes of the seed catalog's presets, each with the page it is exported
/// for, checked in Chromium against the engine by `CSSExportInChromiumTests`.
struct CSSExportCase: Sendable, CustomStringConvertible {
    let name: String
    let definition: AnimatorDefinition
    var context: [String: Double] = [:]
    let layout: CSSExportLayout
    /// The view's own values of properties resting at `"underlying"`.
    var underlyingNumbers: [(target: String, channel: Channel, value: Double)] = []
    var reachableOnly = false
    /// Whether a colour is written in legacy `rgb()` (Chromium reports those in whole bytes).
    var legacyColors = false
    /// Offsets checked besides the spread ones (around the viewport's centre for Parade).
    var extraOffsets: [Double] = []

    var description: String { name }

    func animator() throws -> Animator { try Animator(definition, context: context) }

    func underlying(for animator: Animator) -> UnderlyingValues? {
        guard !underlyingNumbers.isEmpty else { return nil }
        var values = animator.makeUnderlyingValues()
        for entry in underlyingNumbers { values.set(entry.value, target: entry.target, channel: entry.channel) }
        return values
    }

    func export(fallback: CSSExportFallback = .none) throws -> CSSExport {
        try CSSExport(
            name: name, definition: definition, context: context, layout: layout, underlying: underlying(for: try animator()),
            reachableOnly: reachableOnly, fallback: fallback)
    }

    /// `count` whole-pixel offsets spread evenly over the page's reachable offsets.
    func offsets(count: Int = 32) -> [Double] {
        let last = layout.reachableOffsets.upperBound
        return Array(Set((0..<count).map { (last * Double($0) / Double(count - 1)).rounded(.down) } + extraOffsets)).sorted()
    }
}

enum CSSExportCases {
    static func keyframes(_ pairs: [(Double, KeyframeValue)], easing: Easing = .linear) -> [KeyframeDefinition] {
        pairs.map { KeyframeDefinition(at: $0.0, value: $0.1, easing: easing) }
    }

    static func expression(_ text: String) -> KeyframeValue { .expression(try! ValueExpression(parsing: text)) }

    static let phone = ScrollMetrics.Size(width: 390, height: 844)

    /// Aeris cell background (seed 000): `view(cover)`, one extended linear track; the page
    /// scrolls far past the range, where the track keeps moving.
    static let aeris = CSSExportCase(
        name: "aeris-cell-background",
        definition: AnimatorDefinition(
            timeline: .view(ViewTimeline(range: .cover)),
            tracks: [
                TrackDefinition(
                    target: "background", channel: .translationY,
                    keyframes: keyframes([
                        (0, expression("-(imageHeight - rowHeight)")),
                        (1, expression("(imageHeight - rowHeight) * rowHeight / viewportHeight")),
                    ]), extrapolation: .extend)
            ]),
        context: ["rowHeight": 100, "imageHeight": 200, "viewportHeight": 844],
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 600, itemLength: 100, offsets: 0...1500))

    /// Path header overscroll (seed 002) on `scroll(-150, 150)`: only its reachable part.
    static let pathHeader = CSSExportCase(
        name: "path-header-overscroll",
        definition: AnimatorDefinition(
            timeline: .scroll(from: -150, to: 150),
            tracks: [
                TrackDefinition(
                    target: "header", channel: .translationY,
                    keyframes: keyframes([(0, .number(-100)), (0.5, .number(-150)), (1, .number(-300))]), extrapolation: .extend)
            ]),
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 0, itemLength: 180, offsets: -150...400),
        reachableOnly: true)

    /// The stretch header (seed 003) on `scroll(-200, 200)`: its reachable part, frame channels
    /// and the container's clipping included.
    static let stretchHeader = CSSExportCase(
        name: "stretch-header",
        definition: AnimatorDefinition(
            timeline: .scroll(from: -200, to: 200),
            tracks: [
                TrackDefinition(
                    target: "image", channel: .translationY,
                    keyframes: keyframes([(0, .number(-200)), (0.5, .number(0)), (1, .number(100))]), extrapolation: .extend),
                TrackDefinition(
                    target: "image", channel: .height,
                    keyframes: keyframes([
                        (0, expression("headerHeight + 200")), (0.5, expression("headerHeight")), (1, expression("headerHeight")),
                    ]),
                    extrapolation: .extend),
                TrackDefinition(
                    target: "image", channel: .width,
                    keyframes: keyframes([
                        (0, expression("2 * (headerHeight + 200)")), (0.5, expression("2 * headerHeight")),
                        (1, expression("2 * headerHeight")),
                    ]), extrapolation: .extend),
                TrackDefinition(
                    target: "image", channel: .x,
                    keyframes: keyframes([
                        (0, expression("(viewportWidth - 2 * (headerHeight + 200)) / 2")),
                        (0.5, expression("(viewportWidth - 2 * headerHeight) / 2")),
                        (1, expression("(viewportWidth - 2 * headerHeight) / 2")),
                    ]), extrapolation: .extend),
                TrackDefinition(
                    target: "container", channel: .clipsToBounds,
                    keyframes: [
                        KeyframeDefinition(at: 0, value: .number(0), easing: .steps(1, .jumpEnd)),
                        KeyframeDefinition(at: 0.5, value: .number(1)),
                        KeyframeDefinition(at: 1, value: .number(1)),
                    ]),
            ]),
        context: ["headerHeight": 180, "viewportWidth": 390],
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 0, itemLength: 180, offsets: -200...400),
        reachableOnly: true)

    /// Animate On Scroll `fade-up`: `view(entry)`, CSS `ease`.
    static let fadeUp = CSSExportCase(
        name: "fade-up",
        definition: AnimatorDefinition(
            timeline: .view(ViewTimeline(range: .entry)),
            tracks: [
                TrackDefinition(
                    target: "card", channel: .alpha,
                    keyframes: keyframes([(0, .number(0)), (1, .number(1))], easing: try! Easing(parsing: "ease"))),
                TrackDefinition(
                    target: "card", channel: .translationY,
                    keyframes: keyframes([(0, .number(100)), (1, .number(0))], easing: try! Easing(parsing: "ease"))),
            ]),
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 844, itemLength: 100, offsets: 0...944))

    /// Animate On Scroll `flip-up`: perspective 2500 and rotationX −100° → 0 (3D `transform`).
    static let flipUp = CSSExportCase(
        name: "flip-up",
        definition: AnimatorDefinition(
            timeline: .view(ViewTimeline(range: .entry)),
            tracks: [
                TrackDefinition(target: "card", channel: .perspective, keyframes: keyframes([(0, .number(2500)), (1, .number(2500))])),
                TrackDefinition(
                    target: "card", channel: .rotationX,
                    keyframes: keyframes([(0, .number(-100)), (1, .number(0))], easing: try! Easing(parsing: "ease"))),
            ]),
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 844, itemLength: 100, offsets: 0...944))

    /// Parade states on both sides: the title leaves as Parade's "the end" cell (perspective
    /// 1000, translateY −200, translateZ 200, scale 0, rotationX 280, outSine) and appears with
    /// alpha over 0.4…1 (inSine); its background colour comes from a red start state (OKLab,
    /// inOutQuad over 0…0.6), rests yellow and leaves to a half-transparent blue end state.
    static let theEnd = CSSExportCase(
        name: "parade-the-end",
        definition: AnimatorDefinition(
            timeline: .viewportCenter,
            states: [
                TargetStates(
                    target: "title",
                    start: [
                        .alpha: StateValue(.number(0), easing: try! Easing(parsing: "inSine"), range: 0.4...1),
                        .backgroundColor: StateValue(
                            .color(RGBA(red: 0.9, green: 0.1, blue: 0.1)), easing: try! Easing(parsing: "inOutQuad"), range: 0...0.6),
                    ],
                    end: [
                        .translationY: StateValue(.number(-200), easing: try! Easing(parsing: "outSine")),
                        .translationZ: StateValue(.number(200), easing: try! Easing(parsing: "outSine")),
                        .scale: StateValue(.number(0), easing: try! Easing(parsing: "outSine")),
                        .rotationX: StateValue(.number(280), easing: try! Easing(parsing: "outSine")),
                        .backgroundColor: StateValue(
                            .color(RGBA(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.5)), easing: try! Easing(parsing: "outCubic")),
                    ],
                    rest: [.perspective: .value(.number(1000)), .backgroundColor: .value(.color(RGBA(red: 1, green: 0.84, blue: 0.04)))])
            ]),
        layout: CSSExportLayout(
            viewport: ScrollMetrics.Size(width: 390, height: 800), axis: .vertical, itemOrigin: 800, itemLength: 100, offsets: -350...1250),
        reachableOnly: true, extraOffsets: [449, 450, 451, 452, 455, 470, 600, 640, 1000])

    /// A `ticket-card` on a horizontal axis: ranges, both sides, a corner radius
    /// resting at the view's own value, a border width at rest.
    static let ticketCard = CSSExportCase(
        name: "ticket-card",
        definition: AnimatorDefinition(
            timeline: .viewportCenter, axis: .horizontal,
            states: [
                TargetStates(
                    target: "image",
                    start: [
                        .alpha: StateValue(.number(0), easing: try! Easing(parsing: "inOutCubic"), range: 0.25...0.75),
                        .translationY: StateValue(.number(100), easing: try! Easing(parsing: "outQuadratic")),
                        .cornerRadius: StateValue(.number(24)),
                    ],
                    end: [
                        .alpha: StateValue(.number(0.2), easing: try! Easing(parsing: "inSine"), range: 0...0.5),
                        .cornerRadius: StateValue(.number(24)),
                    ],
                    rest: [.cornerRadius: .underlying, .borderWidth: .value(.number(2))])
            ]),
        layout: CSSExportLayout(
            viewport: ScrollMetrics.Size(width: 800, height: 390), axis: .horizontal, itemOrigin: 1000, itemLength: 300, offsets: 0...1500),
        underlyingNumbers: [("image", .cornerRadius, 12)], extraOffsets: [749, 750, 751, 760])

    /// Parade's chained cell (seed `parade-image-appear`): the card fades over the whole
    /// timeline; its child plays over the first half (image scale outBack, alpha), the
    /// grandchild over the child's second half (caption rises outCubic); a background colour
    /// mixing in linear-light sRGB, which CSS cannot mix in, so it is sampled.
    static let chained = CSSExportCase(
        name: "parade-image-appear",
        definition: AnimatorDefinition(
            timeline: .viewportCenter,
            tracks: [
                TrackDefinition(
                    target: "card", channel: .alpha,
                    keyframes: [
                        KeyframeDefinition(at: 0, value: .number(0), easing: try! Easing(parsing: "outQuad")),
                        KeyframeDefinition(at: 0.5, value: .number(1), easing: try! Easing(parsing: "inQuad")),
                        KeyframeDefinition(at: 1, value: .number(0)),
                    ]),
                TrackDefinition(
                    target: "card", channel: .backgroundColor,
                    keyframes: [
                        KeyframeDefinition(at: 0, value: .color(RGBA(red: 0.95, green: 0.3, blue: 0.1))),
                        KeyframeDefinition(at: 1, value: .color(RGBA(red: 0.1, green: 0.4, blue: 0.95))),
                    ], colorSpace: .linearSRGB),
            ],
            children: [
                ChildAnimatorDefinition(
                    name: "image", range: 0...0.5,
                    tracks: [
                        TrackDefinition(
                            target: "image", channel: .scale,
                            keyframes: [
                                KeyframeDefinition(at: 0, value: .number(0.8), easing: try! Easing(parsing: "outBack")),
                                KeyframeDefinition(at: 1, value: .number(1)),
                            ]),
                        TrackDefinition(target: "image", channel: .alpha, keyframes: keyframes([(0, .number(0)), (1, .number(1))])),
                    ],
                    children: [
                        ChildAnimatorDefinition(
                            name: "caption", range: 0.5...1,
                            tracks: [
                                TrackDefinition(
                                    target: "caption", channel: .translationY,
                                    keyframes: [
                                        KeyframeDefinition(at: 0, value: .number(24), easing: try! Easing(parsing: "outCubic")),
                                        KeyframeDefinition(at: 1, value: .number(0)),
                                    ]),
                                TrackDefinition(
                                    target: "caption", channel: .alpha, keyframes: keyframes([(0, .number(0)), (1, .number(1))])),
                            ])
                    ])
            ]),
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 1300, itemLength: 100, offsets: 0...2500))

    /// Parade's scale cell (seed `parade-scale`): the card scales (outBack, inBack) and its
    /// centre moves across the row (inOutQuad), a frame channel; its background colour mixes
    /// in gamma-encoded sRGB (legacy `rgb()` keyframes).
    static let paradeScale = CSSExportCase(
        name: "parade-scale",
        definition: AnimatorDefinition(
            timeline: .viewportCenter,
            tracks: [
                TrackDefinition(
                    target: "card", channel: .scale,
                    keyframes: [
                        KeyframeDefinition(at: 0, value: .number(0.5), easing: try! Easing(parsing: "outBack")),
                        KeyframeDefinition(at: 0.5, value: .number(1), easing: try! Easing(parsing: "inBack")),
                        KeyframeDefinition(at: 1, value: .number(0.5)),
                    ]),
                TrackDefinition(
                    target: "card", channel: .centerX,
                    keyframes: [
                        KeyframeDefinition(at: 0, value: expression("viewportWidth / 4"), easing: try! Easing(parsing: "inOutQuad")),
                        KeyframeDefinition(at: 0.5, value: expression("viewportWidth / 2"), easing: try! Easing(parsing: "inOutQuad")),
                        KeyframeDefinition(at: 1, value: expression("viewportWidth * 3 / 4")),
                    ]),
                TrackDefinition(
                    target: "card", channel: .backgroundColor,
                    keyframes: [
                        KeyframeDefinition(
                            at: 0, value: .color(RGBA(red: 0.2, green: 0.6, blue: 0.3)), easing: try! Easing(parsing: "ease-in-out")),
                        KeyframeDefinition(at: 1, value: .color(RGBA(red: 0.9, green: 0.3, blue: 0.6, alpha: 0.4))),
                    ], colorSpace: .sRGB),
            ]),
        context: ["viewportWidth": 390],
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 1300, itemLength: 100, offsets: 0...2500),
        legacyColors: true)

    /// A view timeline with a length offset and insets (`view-timeline-inset`), and an extended
    /// track that widens its range into `calc()` positions.
    static let insetEntry = CSSExportCase(
        name: "inset-entry",
        definition: AnimatorDefinition(
            timeline: .view(ViewTimeline(range: .entry, start: .points(40), end: .percent(100), startInset: 20, endInset: 60)),
            tracks: [
                TrackDefinition(target: "card", channel: .alpha, keyframes: keyframes([(0, .number(0)), (1, .number(1))])),
                TrackDefinition(
                    target: "card", channel: .translationX, keyframes: keyframes([(0, .number(-50)), (1, .number(0))]),
                    extrapolation: .extend),
            ]),
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 900, itemLength: 120, offsets: 0...1400))

    /// A card that tilts in 3D, fades and pops as it enters: perspective 800, rotationX 50° → 0
    /// (outCubic), translationY 40 → 0 (outQuad), alpha 0 → 1 (inOutSine), scale 0.6 → 1
    /// (outBack): five channels on their own curves in one 3D transform.
    static let tiltPop = CSSExportCase(
        name: "card-tilt-pop",
        definition: AnimatorDefinition(
            timeline: .view(ViewTimeline(range: .entry)),
            tracks: [
                TrackDefinition(target: "card", channel: .perspective, keyframes: keyframes([(0, .number(800)), (1, .number(800))])),
                TrackDefinition(
                    target: "card", channel: .rotationX,
                    keyframes: keyframes([(0, .number(50)), (1, .number(0))], easing: try! Easing(parsing: "outCubic"))),
                TrackDefinition(
                    target: "card", channel: .translationY,
                    keyframes: keyframes([(0, .number(40)), (1, .number(0))], easing: try! Easing(parsing: "outQuad"))),
                TrackDefinition(
                    target: "card", channel: .alpha,
                    keyframes: keyframes([(0, .number(0)), (1, .number(1))], easing: try! Easing(parsing: "inOutSine"))),
                TrackDefinition(
                    target: "card", channel: .scale,
                    keyframes: keyframes([(0, .number(0.6)), (1, .number(1))], easing: try! Easing(parsing: "outBack"))),
            ]),
        layout: CSSExportLayout(viewport: phone, axis: .vertical, itemOrigin: 844, itemLength: 100, offsets: 0...944))

    static let all: [CSSExportCase] = [
        aeris, pathHeader, stretchHeader, fadeUp, flipUp, theEnd, ticketCard, chained, paradeScale, insetEntry, tiltPop,
    ]
}
