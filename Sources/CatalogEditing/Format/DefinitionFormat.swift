import ParallaxEngine
import PresetCatalog
import PresetStore

/// The preset definition format, described once: every member, its type, the values an
/// enumeration takes (from the real `CaseIterable` types), the bounds of ``CatalogLimits``, what
/// each means, and examples. ``FormatSchemaWriter`` writes the JSON Schema from it and
/// ``FormatChecker`` checks definitions against it.
enum DefinitionFormat {
    /// The nodes other nodes refer to by name (the schema's `$defs`).
    static let definitions: [FormatName: FormatNode] = [
        .preset: preset, .timeline: timeline, .viewTimeline: viewTimeline, .rangeOffset: rangeOffset, .targetStates: targetStates,
        .stateValue: stateValue, .restValue: restValue, .track: track, .keyframe: keyframe, .value: value, .curve: curve,
        .progressRange: progressRange, .stateRange: stateRange, .child: child, .name: name,
    ]

    /// A preset definition.
    static let preset = FormatNode(
        shape: .object(
            ObjectShape(
                members: [
                    schemaMember(for: "preset"),
                    FormatMember(
                        name: "name", isRequired: true,
                        node: referenced(.name, "The preset's unique name in its catalog.", examples: [.string("fade-up")])),
                    FormatMember(name: "kind", isRequired: true, node: enumeration(PresetKind.allCases, kindDescription)),
                    FormatMember(
                        name: "summary", isRequired: false,
                        node: text(limit("summary"), "One line saying what the effect does, shown by presets list (default \"\").")),
                    FormatMember(
                        name: "axis", isRequired: false,
                        node: enumeration(
                            ScrollAxis.allCases,
                            "The direction the list scrolls in; the timeline reads positions and sizes along it (default vertical).")),
                    FormatMember(name: "timeline", isRequired: false, node: referenced(.timeline)),
                    FormatMember(
                        name: "states", isRequired: false,
                        node: list(
                            of: .targetStates, atMost: CatalogLimits.maximumStateEntries,
                            "Parade states: for each view (target), the values it appears from (start), disappears to (end) "
                                + "or both (startEnd), and its resting values. Needs the viewportCenter timeline, which is implied "
                                + "when timeline is left out.")),
                    FormatMember(
                        name: "tracks", isRequired: false,
                        node: list(
                            of: .track, atMost: CatalogLimits.maximumTracks,
                            "Keyframe tracks: one target's channel each, over the timeline's progress 0…1 (default none).")),
                    FormatMember(
                        name: "children", isRequired: false,
                        node: list(
                            of: .child, atMost: CatalogLimits.maximumChildren,
                            "Chained children (Parade's chaining): each gets this preset's progress, remapped by its own range.",
                            rule: uniqueNames)),
                    FormatMember(
                        name: "reducedMotion", isRequired: false,
                        node: enumeration(
                            ReducedMotionPolicy.allCases,
                            "What the preset does when the user asks for less motion: resting (the default) holds every value at "
                                + "rest, opacity-only keeps only alpha animating, none plays it unchanged.")),
                    FormatMember(
                        name: "smoothing", isRequired: false,
                        node: FormatNode(
                            shape: .string(.text(maximumLength: limit("easing"), notBlank: false)),
                            description:
                                "A spring the timeline's progress follows the scroll's through, so the effect glides after the finger "
                                + "(GSAP's scrub, Motion's useSpring): spring(duration: d, bounce: b) as SwiftUI means them, or "
                                + "spring(stiffness: k, damping: c, mass: m), without a velocity. Integrated exactly between frames, "
                                + "so it looks the same at any frame rate. Off under reduced motion (resting, opacity-only). Default: none. "
                                + "CSS cannot express it: the CSS export refuses it, or leaves it out when asked to export without motion.",
                            examples: [.string("spring(duration: 0.4, bounce: 0)")],
                            rule: smoothingRule)),
                    FormatMember(
                        name: "variables", isRequired: false,
                        node: FormatNode(
                            shape: .array(
                                element: FormatNode(shape: .string(.any), description: "A variable's name."), minimumCount: nil,
                                maximumCount: nil),
                            description:
                                "The variables the expressions read (names beyond the built-in \(builtInNameList)), which an app "
                                + "must set. Written by presets show and export; required on input when an expression reads one: it "
                                + "must list exactly the names the expressions read, each once. Not stored.",
                            examples: [.array([.string("cardInset")])], rule: declaredNames)),
                ],
                requiredUnlessNonEmpty: ("timeline", "states"))),
        description:
            "A scroll-driven animation preset of a parallax-presets catalog: where its progress comes from (timeline), "
            + "what moves (tracks of keyframes, or Parade states per view) and chained children. docs/PRESETS.md explains it all.",
        examples: [
            .object([
                "name": .string("card-fade-in"), "kind": .string("entrance"), "summary": .string("A card fading in as it enters"),
                "timeline": .object(["view": .object(["range": .string("entry"), "start": .string("0%"), "end": .string("100%")])]),
                "tracks": .array([
                    .object([
                        "target": .string("card"), "property": .string("alpha"),
                        "keyframes": .array([
                            .object(["at": .number(0), "value": .number(0), "easing": .string("outCubic")]),
                            .object(["at": .number(1), "value": .number(1)]),
                        ]),
                    ])
                ]),
            ])
        ])

    /// The `$schema` member every file may carry for editors.
    static func schemaMember(for document: String) -> FormatMember {
        FormatMember(
            name: "$schema", isRequired: false,
            node: FormatNode(
                shape: .string(.any),
                description:
                    "The JSON Schema this file follows, for editors (presets show and export write it). Accepted and ignored; never stored.",
                examples: [.string(FormatSchemaWriter.identifier(of: document))]))
    }

    /// The context's built-in names as the descriptions list them (``PresetContext/builtInNames``).
    private static let builtInNameList = PresetContext.builtInNames.joined(separator: ", ")

    private static let kindDescription =
        "What kind of effect this is: cell-background (the image behind a menu row drifting as the row crosses the screen), "
        + "header (a header image: parallax, stretch, pull-to-refresh), parade (Parade-style appear/rest/disappear states), "
        + "entrance (an effect scrubbed as an item enters, Animate On Scroll style), custom (anything else). Previews lay the item out by it."

    /// A name: a slug.
    static let name = FormatNode(
        shape: .string(.slug), description: "A name: 1-64 lowercase letters, digits or hyphens, starting with a letter or digit.",
        examples: [.string("my-name")])

    /// Where progress comes from.
    static let timeline = FormatNode(
        shape: .object(
            ObjectShape(
                members: [
                    FormatMember(
                        name: "viewportCenter", isRequired: false,
                        node: empty(
                            "Parade's timeline: how far the item's centre is from the viewport's centre. Below or right of it "
                                + "the start states show, above or left the end states, at the centre everything rests. The timeline of states."
                        )),
                    FormatMember(name: "view", isRequired: false, node: referenced(.viewTimeline)),
                    FormatMember(
                        name: "scroll", isRequired: false,
                        node: FormatNode(
                            shape: .object(
                                ObjectShape(members: [
                                    FormatMember(
                                        name: "from", isRequired: true,
                                        node: coordinate("The content offset where progress is 0, in points.")),
                                    FormatMember(
                                        name: "to", isRequired: true, node: coordinate("The content offset where progress is 1, in points.")
                                    ),
                                ])),
                            description:
                                "The content offset's progress through a window: 0 at from, 1 at to (from ≠ to; from > to counts down). "
                                + "Negative offsets are overscroll (the list pulled down).",
                            examples: [.object(["from": .number(-200), "to": .number(0)])],
                            rule: scrollWindow)),
                    FormatMember(
                        name: "offset", isRequired: false,
                        node: empty(
                            "The raw content offset in points as the progress, for effects linear in the scroll (keyframes at 0 and 1 give the slope)."
                        )),
                    FormatMember(
                        name: "velocity", isRequired: false,
                        node: FormatNode(
                            shape: .object(
                                ObjectShape(members: [
                                    FormatMember(
                                        name: "from", isRequired: true,
                                        node: coordinate("The scroll velocity where progress is 0, in points per second.")),
                                    FormatMember(
                                        name: "to", isRequired: true,
                                        node: coordinate("The scroll velocity where progress is 1, in points per second.")),
                                ])),
                            description:
                                "The scroll's velocity along the axis (points per second, positive as the offset grows) mapped onto "
                                + "0…1 from from to to (from < to), clamped: keyframes lean, stretch or fade with speed. Measured "
                                + "over the last 50 ms in the app; at rest (0) in previews by offset and outside an app.",
                            examples: [.object(["from": .number(-3000), "to": .number(3000)])],
                            rule: velocityWindow)),
                ],
                minimumMembers: 1, maximumMembers: 1)),
        description:
            "Where the preset's progress (0…1) comes from: an object with exactly one of viewportCenter, view, scroll, offset, velocity. "
            + "Required unless the preset has states (then viewportCenter is implied).",
        examples: [
            .object(["view": .object(["range": .string("cover"), "start": .string("0%"), "end": .string("100%")])]),
            .object(["scroll": .object(["from": .number(-200), "to": .number(0)])]),
            .object(["viewportCenter": .object([:])]),
        ])

    /// A CSS view progress timeline.
    static let viewTimeline = FormatNode(
        shape: .object(
            ObjectShape(members: [
                FormatMember(name: "range", isRequired: true, node: enumeration(ViewTimelineRange.allCases, rangeDescription)),
                FormatMember(
                    name: "start", isRequired: true,
                    node: referenced(.rangeOffset, "Where progress 0 lies in the range.")),
                FormatMember(
                    name: "end", isRequired: true,
                    node: referenced(.rangeOffset, "Where progress 1 lies in the range.")),
                FormatMember(
                    name: "inset", isRequired: false,
                    node: FormatNode(
                        shape: .array(element: coordinate("An inset in points."), minimumCount: 2, maximumCount: 2),
                        description: "[start, end] insets of the viewport in points, as CSS view-timeline-inset: positive shrinks it.",
                        examples: [.array([.number(0), .number(100)])])),
            ])),
        description:
            "A CSS view progress timeline (animation-timeline: view()): the item crossing the viewport, over a named range "
            + "with start and end offsets in it.",
        examples: [.object(["range": .string("entry"), "start": .string("0%"), "end": .string("100%")])])

    private static let rangeDescription =
        "The CSS named range: cover (from the item's leading edge entering to its trailing edge leaving), contain (while it is "
        + "wholly inside), entry (from entering to wholly inside), exit (from starting to leave to gone), entry-crossing "
        + "(its leading to its trailing edge crossing the far edge), exit-crossing (the same at the near edge)."

    /// A range offset: a percentage or points.
    static let rangeOffset = FormatNode(
        shape: .anyOf([
            coordinate("An offset in points from the range's start."),
            FormatNode(shape: .string(.percentage), description: "A percentage of the range, e.g. \"25%\".", examples: [.string("25%")]),
        ]),
        description: "A position in the view timeline's range: a percentage of it like \"25%\", or points from its start.",
        examples: [.string("0%"), .string("100%"), .number(40)])

    /// One view's Parade states.
    static let targetStates = FormatNode(
        shape: .object(
            ObjectShape(members: [
                FormatMember(
                    name: "target", isRequired: true,
                    node: referenced(.name, "The view (layer) the states apply to, e.g. image.", examples: [.string("image")])),
                FormatMember(
                    name: "start", isRequired: false, node: stateSide("The values the view appears from (Parade's startState), by channel.")
                ),
                FormatMember(
                    name: "end", isRequired: false, node: stateSide("The values the view disappears to (Parade's endState), by channel.")),
                FormatMember(
                    name: "startEnd", isRequired: false,
                    node: stateSide("Values the view both appears from and disappears to (Parade's startEndState), by channel.")),
                FormatMember(
                    name: "rest", isRequired: false,
                    node: FormatNode(
                        shape: .map(
                            keys: channelNames, keyMeaning: "channel",
                            value: referenced(.restValue)),
                        description:
                            "Resting values by channel: a value, or \"underlying\" for the view's own value (which the app "
                            + "supplies). A channel without one rests at its identity (alpha and scales 1; translations, rotations, zPosition 0).",
                        examples: [.object(["cornerRadius": .string("underlying"), "backgroundColor": .string("#000000")])])),
                FormatMember(name: "colorSpace", isRequired: false, node: enumeration(ColorSpace.allCases, colorSpaceDescription)),
            ])),
        description: "One view's Parade states and resting values.",
        examples: [
            .object([
                "target": .string("image"),
                "startEnd": .object([
                    "alpha": .object(["value": .number(0), "easing": .string("outSine"), "range": .array([.number(0.3), .number(1)])])
                ]),
            ])
        ],
        rule: noStateClash)

    private static func stateSide(_ description: String) -> FormatNode {
        FormatNode(
            shape: .map(keys: channelNames, keyMeaning: "channel", value: referenced(.stateValue)),
            description: description, examples: [.object(["alpha": .object(["value": .number(0), "easing": .string("outCubic")])])])
    }

    /// One property of a start or end state.
    static let stateValue = FormatNode(
        shape: .object(
            ObjectShape(members: [
                FormatMember(name: "value", isRequired: true, node: referenced(.value, "The state's value.")),
                FormatMember(
                    name: "easing", isRequired: false,
                    node: referenced(.curve, "The curve from the state's value to the rest (default linear).")),
                FormatMember(
                    name: "range", isRequired: false,
                    node: referenced(.stateRange, "The part of the side's progress the property moves over (default [0, 1]).")),
            ])),
        description: "A state's value, with its curve and progress range.",
        examples: [.object(["value": .number(0), "easing": .string("inOutCubic"), "range": .array([.number(0.25), .number(0.75)])])])

    /// A resting value.
    static let restValue = FormatNode(
        shape: .anyOf([
            coordinate("A number."),
            FormatNode(
                shape: .string(.text(maximumLength: limit("value"), notBlank: false)),
                description: "A colour, an expression or \"underlying\"."),
        ]),
        description: "A resting value: a number, an expression, a colour for a colour channel, or \"underlying\" (the view's own value).",
        examples: [.string("underlying"), .number(0), .string("#000000")],
        rule: restRule)

    /// One track.
    static let track = FormatNode(
        shape: .object(
            ObjectShape(
                members: [
                    FormatMember(
                        name: "target", isRequired: true,
                        node: referenced(
                            .name, "The layer the track animates, e.g. background, card, title.", examples: [.string("background")])),
                    FormatMember(name: "property", isRequired: true, node: channel),
                    FormatMember(
                        name: "keyframes", isRequired: true,
                        node: FormatNode(
                            shape: .array(
                                element: referenced(.keyframe), minimumCount: 2,
                                maximumCount: CatalogLimits.maximumKeyframesPerTrack),
                            description: "At least two keyframes, their at in order (equal stops make a jump).", rule: keyframeOrder)),
                    FormatMember(
                        name: "range", isRequired: false,
                        node: referenced(
                            .progressRange,
                            "The part of the timeline's progress the track runs over (Parade's .range), [lower, upper]; default the whole."
                        )),
                    FormatMember(
                        name: "extrapolate", isRequired: false,
                        node: enumeration(
                            Extrapolation.allCases,
                            "Outside the first and last keyframes: clamp holds their values (the default), extend continues the end segments."
                        )),
                    FormatMember(name: "colorSpace", isRequired: false, node: enumeration(ColorSpace.allCases, colorSpaceDescription)),
                ],
                channelMember: "property")),
        description: "One channel of one target animated by keyframes over the timeline's progress 0…1.",
        examples: [
            .object([
                "target": .string("card"), "property": .string("translationY"),
                "keyframes": .array([
                    .object(["at": .number(0), "value": .string("rowHeight / 2"), "easing": .string("outCubic")]),
                    .object(["at": .number(1), "value": .number(0)]),
                ]),
            ])
        ])

    /// A channel name.
    static let channel = FormatNode(
        shape: .string(.oneOf(channelNames)),
        description: "The channel animated. " + Channel.allCases.map(ChannelGuide.line(for:)).joined(separator: "; ") + ".",
        examples: [.string("translationY"), .string("alpha")])

    private static let channelNames = Channel.allCases.map(\.rawValue)

    private static let colorSpaceDescription =
        "Where colours interpolate: oklab (the default, perceptually even), linear-srgb (physically even light), srgb "
        + "(gamma-encoded components, as UIKit's own animations do)."

    /// One keyframe.
    static let keyframe = FormatNode(
        shape: .object(
            ObjectShape(members: [
                FormatMember(
                    name: "at", isRequired: true,
                    node: FormatNode(
                        shape: .number(.progress), description: "The progress of this stop, 0…1.",
                        examples: [.number(0.5)])),
                FormatMember(
                    name: "value", isRequired: true, node: referenced(.value, "The value at this stop.")),
                FormatMember(
                    name: "easing", isRequired: false,
                    node: referenced(.curve, "The curve of the segment from this stop to the next (default linear).")),
            ])),
        description: "A stop of a track: a value at a progress, and the curve to the next stop.",
        examples: [.object(["at": .number(0), "value": .number(0), "easing": .string("outCubic")])])

    /// A keyframe or state value.
    static let value = FormatNode(
        shape: .anyOf([
            coordinate("A number in the channel's unit."),
            FormatNode(
                shape: .string(.text(maximumLength: limit("value"), notBlank: false)),
                description: "An expression, or a colour for a colour channel."),
        ]),
        description:
            "A number in the channel's unit; an expression over the context's sizes (\(builtInNameList)) and the app's variables, with + - * / ( ), e.g. \"-(imageHeight - rowHeight) / 2\"; "
            + "or, for a colour channel, a CSS colour (#RRGGBB, #RRGGBBAA, rgb(…), hsl(…), oklch(…), a name such as teal).",
        examples: [.number(0), .string("-(imageHeight - rowHeight) / 2"), .string("#336699")],
        rule: valueRule)

    /// A curve text.
    static let curve = FormatNode(
        shape: .string(.text(maximumLength: limit("easing"), notBlank: false)),
        description:
            "An easing curve: a Parade name (linear, inSine, outCubic, inOutBack, outInElastic…), a CSS keyword (ease, ease-in-out) "
            + "or function (cubic-bezier(x1, y1, x2, y2), steps(n, jump-end), linear(0, 0.25 75%, 1)), a parameterised curve "
            + "(outBack(1.7), outElastic(1, 0.3)) or a spring (spring(duration: 0.5, bounce: 0.2)). The easing list names them all.",
        examples: [
            .string("outCubic"), .string("cubic-bezier(0.25, 0.1, 0.25, 1)"), .string("steps(4, jump-end)"),
            .string("spring(duration: 0.5, bounce: 0.2)"),
        ],
        rule: curveRule)

    /// A progress sub-range of tracks and children.
    static let progressRange = FormatNode(
        shape: .array(element: coordinate("A progress."), minimumCount: 2, maximumCount: 2),
        description: "[lower, upper], lower < upper: progress below lower counts as 0, above upper as 1, linearly between.",
        examples: [.array([.number(0.3), .number(1)])],
        rule: increasingRange)

    /// A state's progress range, within 0…1.
    static let stateRange = FormatNode(
        shape: .array(
            element: FormatNode(shape: .number(.progress), description: "A progress, 0…1."), minimumCount: 2,
            maximumCount: 2),
        description: "[lower, upper] with 0 ≤ lower < upper ≤ 1: the part of the side's progress the property moves over.",
        examples: [.array([.number(0.3), .number(1)])],
        rule: increasingRange)

    /// A chained child.
    static let child = FormatNode(
        shape: .object(
            ObjectShape(members: [
                FormatMember(
                    name: "name", isRequired: true,
                    node: referenced(.name, "The child's name, unique among its siblings.", examples: [.string("badge")])),
                FormatMember(
                    name: "range", isRequired: false,
                    node: referenced(.progressRange, "The parent's progress sub-range mapped to 0…1 for this child (default the whole).")),
                FormatMember(
                    name: "tracks", isRequired: false,
                    node: list(of: .track, atMost: CatalogLimits.maximumTracks, "The child's tracks.")),
                FormatMember(
                    name: "children", isRequired: false,
                    node: list(of: .child, atMost: CatalogLimits.maximumChildren, "The child's own children.", rule: uniqueNames)),
            ])),
        description: "A chained child (Parade's chaining): it receives its parent's progress, remapped by its range.",
        examples: [
            .object([
                "name": .string("title"), "range": .array([.number(0.5), .number(1)]),
                "tracks": .array([
                    .object([
                        "target": .string("title"), "property": .string("alpha"),
                        "keyframes": .array([
                            .object(["at": .number(0), "value": .number(0)]), .object(["at": .number(1), "value": .number(1)]),
                        ]),
                    ])
                ]),
            ])
        ])

    // MARK: Building blocks

    /// A string that is one of `cases`' raw values, in their declared order.
    static func enumeration<Case: RawRepresentable>(_ cases: [Case], _ description: String) -> FormatNode
    where Case.RawValue == String {
        FormatNode(
            shape: .string(.oneOf(cases.map(\.rawValue).sorted())), description: description,
            examples: cases.first.map { [.string($0.rawValue)] } ?? [])
    }

    /// Free text of at most `maximumLength` characters.
    static func text(_ maximumLength: Int, _ description: String, notBlank: Bool = false) -> FormatNode {
        FormatNode(shape: .string(.text(maximumLength: maximumLength, notBlank: notBlank)), description: description)
    }

    /// The longest text the store takes in the free-text field `field` (`TextFieldRules`).
    static func limit(_ field: String) -> Int {
        TextFieldRules.limits[field] ?? 0
    }

    /// A number of points within ±``CatalogLimits/maximumCoordinate``.
    static func coordinate(_ description: String) -> FormatNode {
        FormatNode(
            shape: .number(.coordinate),
            description: description)
    }

    /// An object without members: `{}`.
    static func empty(_ description: String) -> FormatNode {
        FormatNode(shape: .object(ObjectShape(members: [])), description: description, examples: [.object([:])])
    }

    /// A reference to the definition `name`, described for where it is used.
    /// A use of the definition `name`, with the member's own description and, where what the
    /// member names is of one kind (an image, a preset, a layer), its own examples of that kind,
    /// which editors and missing-member messages prefer to the definition's.
    static func referenced(_ name: FormatName, _ description: String = "", examples: [JSONValue] = []) -> FormatNode {
        FormatNode(shape: .reference(name), description: description, examples: examples)
    }

    /// A list of values of the definition `element`, at most `maximumCount` of them (nil: no
    /// bound).
    static func list(of element: FormatName, atMost maximumCount: Int?, _ description: String, rule: FormatRule? = nil) -> FormatNode {
        FormatNode(
            shape: .array(element: referenced(element), minimumCount: nil, maximumCount: maximumCount), description: description,
            rule: rule)
    }
}
