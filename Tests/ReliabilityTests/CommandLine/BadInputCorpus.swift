import Foundation

/// The bad-input corpus: malformed inputs for every command that writes (presets create,
/// update, copy, revert, delete; images add, update, delete; menus create, delete; items add,
/// move, remove; import). Run against a seeded catalog; each must be refused on one line that
/// names the field, leaving the catalog exactly as it was.
enum BadInputCorpus {
    typealias T = DefinitionTemplates

    static var all: [BadInput] {
        syntax + types + unknownNames + numbers + rangesAndKeyframes + expressions + names + hugeInputs + textFields
            + presetCommands + imageCommands + menuCommands + itemCommands + imports
    }

    static let tenMegabytes = String(repeating: "a", count: 10 << 20)
    /// A million characters: a definition file holding one stays within its 1 MiB.
    static let oneMegabyte = String(repeating: "a", count: 1_000_000)

    // MARK: - Definitions through `presets create --file -`

    static var syntax: [BadInput] {
        let valid = T.preset()
        let cuts = [1, 10, valid.count / 3, valid.count / 2, valid.count - 2].map { cut in
            BadInput.create("truncated after \(cut) of \(valid.count) bytes", String(valid.prefix(cut)), field: "column")
        }
        let invalidUTF8: [(String, [UInt8])] = [
            ("a 0xFF byte in a string", [0xFF]), ("a lone continuation byte", [0x80]),
            ("an overlong encoding of '/'", [0xC0, 0xAF]), ("an encoded surrogate half", [0xED, 0xA0, 0x80]),
            ("a truncated 3-byte sequence", [0xE2, 0x82]),
        ]
        let bytes = invalidUTF8.map { label, raw in
            var data = Data(T.preset(name: #""bad-input""#).utf8)
            data.insert(contentsOf: raw, at: data.range(of: Data("malformed".utf8))!.lowerBound)
            return BadInput.create("non-UTF-8: \(label)", bytes: data, field: "UTF-8")
        }
        return cuts + bytes + [
            .create("empty input", "", field: "not JSON (it is empty)"),
            .create("only spaces", "   \n ", field: "not JSON (it holds only whitespace, 5 bytes)"),
            .create("an array, not an object", "[]", field: "object"),
            .create("a number, not an object", "42", field: "object"),
            .create("null, not an object", "null", field: "object"),
            .create("a trailing comma", T.preset(extra: ","), field: "column"),
            .create("a single-quoted string", T.preset(name: "'bad-input'"), field: "column"),
            .create("a comment", "// preset\n" + valid, field: "not JSON"),
            .create("two documents", valid + valid, field: "column"),
            .create("a lone surrogate escape", T.preset(name: #""bad-\ud800""#), field: "column"),
        ]
    }

    static var types: [BadInput] {
        [
            .create("name is a number", T.preset(name: "42"), field: "name"),
            .create("kind is a number", T.preset(kind: "1"), field: "kind"),
            .create("summary is a list", T.preset().replacingOccurrences(of: #""malformed""#, with: "[]"), field: "summary"),
            .create("axis is a boolean", T.preset(extra: #", "axis": true"#), field: "axis"),
            .create("timeline is a string", T.preset(timeline: #""view""#), field: "timeline"),
            .create("tracks is an object", T.preset(tracks: "{}"), field: "tracks"),
            .create("children is a string", T.preset(extra: #", "children": "none""#), field: "children"),
            .create("target is a number", T.preset(tracks: "[\(T.track(target: "1"))]"), field: "tracks[0].target"),
            .create("property is null", T.preset(tracks: "[\(T.track(property: "null"))]"), field: "tracks[0].property"),
            .create("keyframes is an object", T.preset(keyframes: "{}"), field: "tracks[0].keyframes"),
            .create("at is a string", T.preset(firstKeyframe: T.keyframe(at: #""0""#, value: "0")), field: "tracks[0].keyframes[0].at"),
            .create(
                "value is a boolean", T.preset(firstKeyframe: T.keyframe(at: "0", value: "true")), field: "tracks[0].keyframes[0].value"),
            .create("value is an object", T.preset(firstKeyframe: T.keyframe(at: "0", value: "{}")), field: "tracks[0].keyframes[0].value"),
            .create(
                "easing is a number", T.preset(firstKeyframe: #"{"at": 0, "value": 0, "easing": 3}"#),
                field: "tracks[0].keyframes[0].easing"),
            .create("range is a string", T.preset(trackExtra: #", "range": "0...1""#), field: "tracks[0].range"),
            .create("range has three numbers", T.preset(trackExtra: #", "range": [0, 0.5, 1]"#), field: "tracks[0].range"),
            .create("extrapolate is a number", T.preset(trackExtra: #", "extrapolate": 1"#), field: "tracks[0].extrapolate"),
            .create(
                "scroll from is a string", T.preset(timeline: #"{"scroll": {"from": "-200", "to": 0}}"#), field: "timeline.scroll.from"),
            .create(
                "view inset is a number", T.preset(timeline: #"{"view": {"range": "cover", "start": "0%", "end": "100%", "inset": 5}}"#),
                field: "timeline.view.inset"),
            .create(
                "view start is a list", T.preset(timeline: #"{"view": {"range": "cover", "start": [0], "end": "100%"}}"#),
                field: "timeline.view.start"),
            .create("missing name", T.preset().replacingOccurrences(of: #""name": "bad-input", "#, with: ""), field: "name"),
            .create("missing kind", T.preset().replacingOccurrences(of: #""kind": "entrance", "#, with: ""), field: "kind"),
            .create("missing timeline", #"{"name": "bad-input", "kind": "entrance", "tracks": []}"#, field: "timeline"),
            .create("missing target", T.preset(tracks: #"[{"property": "alpha", "keyframes": \#(T.keyframes)}]"#), field: "target"),
            .create("missing property", T.preset(tracks: #"[{"target": "card", "keyframes": \#(T.keyframes)}]"#), field: "property"),
            .create("missing keyframes", T.preset(tracks: #"[{"target": "card", "property": "alpha"}]"#), field: "keyframes"),
            .create("missing at", T.preset(firstKeyframe: #"{"value": 0}"#), field: "at"),
            .create("missing value", T.preset(firstKeyframe: #"{"at": 0}"#), field: "value"),
            .create("a timeline with two kinds", T.preset(timeline: #"{"offset": {}, "viewportCenter": {}}"#), field: "timeline"),
            .create("an empty timeline", T.preset(timeline: "{}"), field: "timeline"),
        ]
    }

    static var unknownNames: [BadInput] {
        [
            .create("unknown kind", T.preset(kind: #""sparkle""#), field: "kind"),
            .create("unknown axis", T.preset(extra: #", "axis": "diagonal""#), field: "axis"),
            .create("unknown timeline", T.preset(timeline: #"{"sideways": {}}"#), field: "timeline"),
            .create(
                "unknown view range", T.preset(timeline: #"{"view": {"range": "middle", "start": "0%", "end": "100%"}}"#), field: "range"),
            .create("unknown channel", T.preset(tracks: "[\(T.track(property: #""glow""#))]"), field: "tracks[0].property"),
            .create("channel with a wrong case", T.preset(tracks: "[\(T.track(property: #""Alpha""#))]"), field: "tracks[0].property"),
            .create("unknown extrapolation", T.preset(trackExtra: #", "extrapolate": "loop""#), field: "tracks[0].extrapolate"),
            .create(
                "unknown colour space",
                T.preset(
                    tracks:
                        "[\(T.track(property: #""backgroundColor""#, keyframes: ##"[{"at": 0, "value": "#000000"}, {"at": 1, "value": "#FFFFFF"}]"##, extra: #", "colorSpace": "cmyk""#))]"
                ), field: "tracks[0].colorSpace"),
            .create(
                "unknown curve name", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "outWobble")),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "unknown curve function", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "wobble(1, 2)")),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "cubic-bezier x1 outside 0…1", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "cubic-bezier(2, 0, 0, 1)")),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "cubic-bezier with 3 numbers", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "cubic-bezier(0, 0, 1)")),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "steps(0)", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "steps(0, jump-end)")),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "steps with an unknown position",
                T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "steps(3, jump-sideways)")),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "spring with negative stiffness",
                T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "spring(stiffness: -1, damping: 10)")),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "spring bounce 1", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "spring(duration: 0.5, bounce: 1)")),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "an empty curve", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "")),
                field: "tracks[0].keyframes[0].easing"),
            .create("an unknown member", T.preset(extra: #", "colour": "red""#), field: "colour"),
            .create("an unknown track member", T.preset(trackExtra: #", "duration": 2"#), field: "duration"),
            .create("an unknown keyframe member", T.preset(firstKeyframe: #"{"at": 0, "value": 0, "delay": 1}"#), field: "delay"),
        ]
    }

    static var numbers: [BadInput] {
        [
            .create("NaN as a value", T.preset(firstKeyframe: T.keyframe(at: "0", value: "NaN")), field: "column"),
            .create("Infinity as a value", T.preset(firstKeyframe: T.keyframe(at: "0", value: "Infinity")), field: "column"),
            .create("-Infinity as a value", T.preset(firstKeyframe: T.keyframe(at: "0", value: "-Infinity")), field: "column"),
            .create(
                "1e309 as a value (overflows to infinity)", T.preset(firstKeyframe: T.keyframe(at: "0", value: "1e309")),
                field: "out of range"),
            .create("-1e999 as a value", T.preset(firstKeyframe: T.keyframe(at: "0", value: "-1e999")), field: "out of range"),
            .create("1e309 as at", T.preset(firstKeyframe: T.keyframe(at: "1e309", value: "0")), field: "out of range"),
            .create("1e308 as at", T.preset(firstKeyframe: T.keyframe(at: "1e308", value: "0")), field: "tracks[0].keyframes[0].at"),
            .create("1e999 as scroll from", T.preset(timeline: #"{"scroll": {"from": 1e999, "to": 0}}"#), field: "out of range"),
            .create("scroll from equals to", T.preset(timeline: #"{"scroll": {"from": 0, "to": 0}}"#), field: "timeline.scroll"),
            .create("1e309 as a range bound", T.preset(trackExtra: #", "range": [0, 1e309]"#), field: "out of range"),
            .create(
                "1e309 as an inset",
                T.preset(timeline: #"{"view": {"range": "cover", "start": "0%", "end": "100%", "inset": [1e309, 0]}}"#),
                field: "out of range"),
            .create(
                "NaN% as a view start", T.preset(timeline: #"{"view": {"range": "cover", "start": "NaN%", "end": "100%"}}"#),
                field: "timeline.view.start"),
            .create(
                "infinity% as a view end", T.preset(timeline: #"{"view": {"range": "cover", "start": "0%", "end": "inf%"}}"#),
                field: "timeline.view.end"),
            .create(
                "a view start that is no length", T.preset(timeline: #"{"view": {"range": "cover", "start": "10px", "end": "100%"}}"#),
                field: "timeline.view.start"),
            .create(
                "an expression overflowing to infinity", T.preset(firstKeyframe: T.keyframe(at: "0", value: #""1e308 * 10""#)),
                field: "tracks[0].keyframes[0].value"),
        ]
    }

    static var rangesAndKeyframes: [BadInput] {
        [
            .create("a reversed track range", T.preset(trackExtra: #", "range": [0.9, 0.1]"#), field: "tracks[0].range"),
            .create("an empty track range", T.preset(trackExtra: #", "range": [0.5, 0.5]"#), field: "tracks[0].range"),
            .create(
                "a reversed child range", T.preset(extra: #", "children": [{"name": "image", "range": [1, 0], "tracks": []}]"#),
                field: "children[0].range"),
            .create(
                "keyframes out of order", T.preset(keyframes: #"[{"at": 0.6, "value": 0}, {"at": 0.2, "value": 1}]"#),
                field: "tracks[0].keyframes[1].at"),
            .create("a keyframe before 0", T.preset(firstKeyframe: T.keyframe(at: "-0.1", value: "0")), field: "tracks[0].keyframes[0].at"),
            .create(
                "a keyframe after 1", T.preset(keyframes: #"[{"at": 0, "value": 0}, {"at": 1.5, "value": 1}]"#),
                field: "tracks[0].keyframes[1].at"),
            .create("one keyframe", T.preset(keyframes: #"[{"at": 0, "value": 0}]"#), field: "tracks[0].keyframes"),
            .create("no keyframes", T.preset(keyframes: "[]"), field: "tracks[0].keyframes"),
            .create("the same channel twice", T.preset(tracks: "[\(T.track()), \(T.track())]"), field: "tracks[1]"),
            .create(
                "children with the same name",
                T.preset(extra: #", "children": [{"name": "image", "tracks": []}, {"name": "image", "tracks": []}]"#),
                field: "children[1].name"),
            .create(
                "a colour in a scalar channel", T.preset(firstKeyframe: T.keyframe(at: "0", value: ##""#FF0000""##)),
                field: "tracks[0].keyframes[0].value"),
            .create(
                "a number in a colour channel",
                T.preset(
                    tracks:
                        "[\(T.track(property: #""backgroundColor""#, keyframes: ##"[{"at": 0, "value": 0.5}, {"at": 1, "value": "#FFFFFF"}]"##))]"
                ), field: "tracks[0].keyframes[0].value"),
            .create(
                "a colour with non-hex digits",
                T.preset(
                    tracks:
                        "[\(T.track(property: #""backgroundColor""#, keyframes: ##"[{"at": 0, "value": "#GGGGGG"}, {"at": 1, "value": "#FFFFFF"}]"##))]"
                ), field: "tracks[0].keyframes[0].value"),
            .create(
                "a two-digit colour",
                T.preset(
                    tracks:
                        "[\(T.track(property: #""backgroundColor""#, keyframes: ##"[{"at": 0, "value": "#FF"}, {"at": 1, "value": "#FFFFFF"}]"##))]"
                ), field: "tracks[0].keyframes[0].value"),
            .create("an empty target", T.preset(tracks: "[\(T.track(target: #""""#))]"), field: "tracks[0].target"),
        ]
    }

    static var expressions: [BadInput] {
        [
            ("a misspelt built-in name", "imageHeigth - rowHeight"), ("a misspelt name in a product", "rowHeight * imageWidht"),
            ("division by zero", "rowHeight / 0"), ("division by a zero difference", "rowHeight / (imageHeight - imageHeight)"),
            ("an unknown function", "sqrt(rowHeight)"), ("a dangling operator", "rowHeight +"),
            ("an unclosed parenthesis", "((rowHeight)"), ("max with one argument", "max(rowHeight)"),
            ("a bad number", "1.2.3 * rowHeight"), ("a stray character", "rowHeight $ 2"),
            ("10,000 nested parentheses", String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)),
        ].map { label, expression in
            .create(
                "expression: \(label)", T.preset(firstKeyframe: T.keyframe(at: "0", value: T.quoted(expression))),
                field: "tracks[0].keyframes[0].value")
        }
    }

    static var names: [BadInput] {
        let hostile = [
            ("an apostrophe", "fade'up"), ("an SQL injection", "x'; DROP TABLE presets; --"), ("a double quote", "a\"b"),
            ("a semicolon", "a;b"), ("a line break", "line\nbreak"), ("a tab", "tab\tname"), ("an escape sequence", "\u{1b}[31mred"),
            ("a NUL character", "nul\u{0}name"), ("capitals", "Fade-Up"), ("a leading hyphen", "-fade"), ("a space", "fade up"),
            ("an underscore", "fade_up"), ("an emoji", "fade-🎞️"), ("65 characters", String(repeating: "a", count: 65)), ("nothing", ""),
        ]
        return hostile.map { label, name in
            .create("preset name with \(label)", T.preset(name: T.quoted(name)), field: "name")
        } + [
            .create("duplicate: an existing preset", T.preset(name: #""fade-up""#), field: "fade-up"),
            .create(
                "child name with an SQL injection",
                T.preset(extra: #", "children": [{"name": "x'; DELETE FROM presets; --", "tracks": []}]"#), field: "children[0].name"),
            .create(
                "target with a line break", T.preset(tracks: "[\(T.track(target: T.quoted("card\nimage")))]"), field: "tracks[0].target"),
        ]
    }

    static var hugeInputs: [BadInput] {
        [
            // A definition file holds at most 1 MiB (docs/RELIABILITY.md, "Limits"): values of a million
            // characters reach the field checks, ten million are refused by their size.
            .create("a 1,000,000-character name", T.preset(name: T.quoted(oneMegabyte)), field: "name"),
            .create(
                "a 1,000,000-character target", T.preset(tracks: "[\(T.track(target: T.quoted(oneMegabyte)))]"), field: "tracks[0].target"),
            .create(
                "a 1,000,000-character curve", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: oneMegabyte)),
                field: "tracks[0].keyframes[0].easing"),
            .create(
                "a 960 KB expression",
                T.preset(firstKeyframe: T.keyframe(at: "0", value: T.quoted(String(repeating: "rowHeight + ", count: 80_000) + "1"))),
                field: "tracks[0].keyframes[0].value"),
            .create("1,000,000 open brackets", String(repeating: "[", count: 1_000_000), field: "not JSON"),
            .create("a 10 MB name", T.preset(name: T.quoted(tenMegabytes)), field: "more than 1048576 bytes"),
            .create("10 MB of open brackets", String(repeating: "[", count: 10 << 20), field: "not JSON"),
            .create(
                "10,000 nested children",
                T.preset(
                    extra: #", "children": ["# + String(repeating: #"{"name": "c", "tracks": [], "children": ["#, count: 10_000)
                        + String(repeating: "]}", count: 10_000) + "]"), field: "column"),
        ]
    }

    /// Free text the store refuses (too long, control characters, bidi overrides), and
    /// 100,000-character values in fields whose errors quote them.
    static var textFields: [BadInput] {
        let long = String(repeating: "a", count: 100_000)
        let summary = { (text: String) in T.preset().replacingOccurrences(of: #""malformed""#, with: T.quoted(text)) }
        let add = ["items", "add", "aeris-map-layers", "--image", "radar", "--preset", "aeris-cell-background"]
        return [
            .create("summary with a right-to-left override", summary("Fade \u{202E}pu-edaf"), field: "summary"),
            .create("summary with an isolate", summary("\u{2068}Fade up\u{2069}"), field: "summary"),
            .create("summary with a line break", summary("fade\nup"), field: "summary"),
            .create("summary with an escape sequence", summary("\u{1B}[2Jfade"), field: "summary"),
            .create("summary of 100,000 characters", summary(long), field: "summary"),
            .create("kind of 100,000 characters", T.preset(kind: T.quoted(long)), field: "kind"),
            .create(
                "channel of 100,000 characters", T.preset(tracks: "[\(T.track(property: T.quoted(long)))]"), field: "tracks[0].property"),
            .create("member name of 100,000 characters", T.preset(extra: ", \(T.quoted(long)): 1"), field: "unknown member"),
            .create(
                "expression with a 100,000-character variable and a dangling operator",
                T.preset(firstKeyframe: T.keyframe(at: "0", value: T.quoted(long + " +"))),
                field: "tracks[0].keyframes[0].value"),
            .create(
                "easing with a tab", T.preset(firstKeyframe: T.keyframe(at: "0", value: "0", easing: "ease-in\tout")),
                field: "tracks[0].keyframes[0].easing"),
            BadInput(
                "menu title with a line break", ["menus", "create", "new-menu", "--title", "Map\nLayers", "--row-height", "100"],
                field: "title"),
            BadInput(
                "menu title of 201 characters",
                ["menus", "create", "new-menu", "--title", String(repeating: "t", count: 201), "--row-height", "100"], field: "title"),
            BadInput("item title with an override", add + ["--title", "\u{202E}radaR"], field: "title"),
            BadInput(
                "item subtitle of 501 characters", add + ["--title", "Radar", "--subtitle", String(repeating: "s", count: 501)],
                field: "subtitle"),
            BadInput(
                "image uri with a line break",
                ["images", "add", "new-image", "--uri", "images/new\n.jpg", "--width", "750", "--height", "400"], field: "uri"),
            .importing(
                "import: a menu title with an embedding",
                T.document(menus: "[\(T.menu(title: T.quoted("\u{202B}New"), items: "[\(T.item())]"))]"), field: "title"),
        ]
    }

    // MARK: - The other commands that write

    static var presetCommands: [BadInput] {
        [
            .update("update a missing preset", "no-such-preset", T.preset(name: #""no-such-preset""#), field: "no-such-preset"),
            .update("update renaming onto an existing preset", "fade-up", T.preset(name: #""fade-down""#), field: "fade-down"),
            .update(
                "update with an unknown channel", "fade-up", T.preset(name: #""fade-up""#, tracks: "[\(T.track(property: #""glow""#))]"),
                field: "tracks[0].property"),
            .update(
                "update with keyframes out of order", "fade-up",
                T.preset(name: #""fade-up""#, tracks: "[\(T.track(keyframes: #"[{"at": 1, "value": 0}, {"at": 0, "value": 1}]"#))]"),
                field: "tracks[0].keyframes[1].at"),
            .update("update with truncated JSON", "fade-up", String(T.preset(name: #""fade-up""#).prefix(40)), field: "column"),
            .update(
                "update with an SQL injection as the name", "fade-up' OR '1'='1", T.preset(name: #""fade-up""#), field: "fade-up' OR '1'='1"
            ),
            BadInput("copy a missing preset", ["presets", "copy", "no-such-preset", "new-copy"], field: "no-such-preset"),
            BadInput("copy onto an existing preset", ["presets", "copy", "fade-up", "fade-down"], field: "fade-down"),
            BadInput(
                "copy to an SQL injection", ["presets", "copy", "fade-up", "x'; DROP TABLE presets; --"],
                field: "x'; DROP TABLE presets; --"),
            BadInput("copy to a name with a line break", ["presets", "copy", "fade-up", "new\ncopy"], field: "name"),
            BadInput("copy to a name with capitals", ["presets", "copy", "fade-up", "Fade-Copy"], field: "Fade-Copy"),
            BadInput("copy to an empty name", ["presets", "copy", "fade-up", ""], field: "name"),
            BadInput("revert to a missing revision", ["presets", "revert", "fade-up", "--to", "99"], field: "99"),
            BadInput("revert to revision 0", ["presets", "revert", "fade-up", "--to", "0"], field: "0"),
            BadInput("revert to a negative revision", ["presets", "revert", "fade-up", "--to=-3"], field: "-3"),
            BadInput("revert to a non-number", ["presets", "revert", "fade-up", "--to", "first"], field: "--to"),
            BadInput("revert a missing preset", ["presets", "revert", "no-such-preset", "--to", "1"], field: "no-such-preset"),
            BadInput("delete a missing preset", ["presets", "delete", "no-such-preset"], field: "no-such-preset"),
            BadInput("delete a preset a menu uses", ["presets", "delete", "aeris-cell-background"], field: "aeris-map-layers"),
            BadInput("delete a preset with an SQL injection", ["presets", "delete", "fade-up' OR '1'='1"], field: "fade-up' OR '1'='1"),
            BadInput("delete with a wildcard", ["presets", "delete", "%"], field: "%"),
            BadInput(
                "create from a missing file", ["presets", "create", "--file", "/nonexistent/preset.json"], field: "/nonexistent/preset.json"
            ),
        ]
    }

    static var imageCommands: [BadInput] {
        let add = ["images", "add", "new-image", "--uri", "images/new.jpg"]
        return [
            BadInput("image width 0", add + ["--width", "0", "--height", "400"], field: "width"),
            BadInput("image height negative", add + ["--width", "750", "--height=-400"], field: "height"),
            BadInput("image scale 0", add + ["--width", "750", "--height", "400", "--scale", "0"], field: "scale"),
            BadInput("image scale negative", add + ["--width", "750", "--height", "400", "--scale=-2"], field: "scale"),
            BadInput("image scale NaN", add + ["--width", "750", "--height", "400", "--scale", "nan"], field: "scale"),
            BadInput("image scale infinity", add + ["--width", "750", "--height", "400", "--scale", "inf"], field: "scale"),
            BadInput("image width 1e308", add + ["--width", "1e308", "--height", "400"], field: "--width"),
            BadInput("image width beyond Int", add + ["--width", "99999999999999999999", "--height", "400"], field: "--width"),
            BadInput("image without a size", add, field: "width"),
            BadInput(
                "image with an unknown format", add + ["--width", "750", "--height", "400", "--image-format", "bmp"], field: "format"),
            BadInput(
                "image with an empty URI", ["images", "add", "new-image", "--uri", "", "--width", "750", "--height", "400"], field: "format"
            ),
            BadInput(
                "image from a missing file", ["images", "add", "new-image", "--file", "/nonexistent/new.png"], field: "/nonexistent/new.png"
            ),
            BadInput(
                "image from a file that is no image", ["images", "add", "new-image", "--file", "/etc/hostname"], field: "/etc/hostname"),
            BadInput(
                "image name that already exists",
                ["images", "add", "radar", "--uri", "images/radar.jpg", "--width", "750", "--height", "400"], field: "radar"),
            BadInput(
                "image name with an SQL injection",
                ["images", "add", "r'; DROP TABLE images; --", "--uri", "images/x.jpg", "--width", "750", "--height", "400"], field: "name"),
            BadInput(
                "image name with a control character",
                ["images", "add", "bell\u{7}", "--uri", "images/x.jpg", "--width", "750", "--height", "400"], field: "name"),
            BadInput("update a missing image", ["images", "update", "no-such-image", "--scale", "3"], field: "no-such-image"),
            BadInput("update an image to width 0", ["images", "update", "radar", "--width", "0"], field: "width"),
            BadInput("update an image to scale NaN", ["images", "update", "radar", "--scale", "nan"], field: "scale"),
            BadInput(
                "update an image too small for its cell-background row", ["images", "update", "radar", "--height", "100"], field: "radar"),
            BadInput("delete a missing image", ["images", "delete", "no-such-image"], field: "no-such-image"),
            BadInput("delete an image a menu uses", ["images", "delete", "radar"], field: "aeris-map-layers"),
        ]
    }

    static var menuCommands: [BadInput] {
        let create = ["menus", "create", "new-menu", "--title", "New"]
        return [
            BadInput("menu row height 0", create + ["--row-height", "0"], field: "row"),
            BadInput("menu row height negative", create + ["--row-height=-100"], field: "row"),
            BadInput("menu row height NaN", create + ["--row-height", "nan"], field: "row"),
            BadInput("menu row height infinity", create + ["--row-height", "inf"], field: "row"),
            BadInput("menu row height 1e309", create + ["--row-height", "1e309"], field: "row"),
            BadInput("menu with an empty title", ["menus", "create", "new-menu", "--title", "", "--row-height", "100"], field: "title"),
            BadInput(
                "menu name that already exists", ["menus", "create", "aeris-map-layers", "--title", "Again", "--row-height", "100"],
                field: "aeris-map-layers"),
            BadInput(
                "menu name with an SQL injection", ["menus", "create", "m'); DROP TABLE menus; --", "--title", "X", "--row-height", "100"],
                field: "name"),
            BadInput(
                "menu name with a line break", ["menus", "create", "new\nmenu", "--title", "X", "--row-height", "100"], field: "name"),
            BadInput("delete a missing menu", ["menus", "delete", "no-such-menu"], field: "no-such-menu"),
            BadInput("delete a menu with an SQL injection", ["menus", "delete", "x' OR '1'='1"], field: "x' OR '1'='1"),
        ]
    }

    static var itemCommands: [BadInput] {
        let add = ["items", "add", "aeris-map-layers", "--title", "New row"]
        return [
            BadInput(
                "item in a missing menu",
                ["items", "add", "no-such-menu", "--title", "Row", "--image", "radar", "--preset", "aeris-cell-background"],
                field: "no-such-menu"),
            BadInput(
                "item with a missing image", add + ["--image", "no-such-image", "--preset", "aeris-cell-background"], field: "no-such-image"
            ),
            BadInput("item with a missing preset", add + ["--image", "radar", "--preset", "no-such-preset"], field: "no-such-preset"),
            BadInput(
                "item at a position past the end", add + ["--image", "radar", "--preset", "aeris-cell-background", "--position", "99"],
                field: "position"),
            BadInput(
                "item at a negative position", add + ["--image", "radar", "--preset", "aeris-cell-background", "--position=-1"],
                field: "position"),
            BadInput(
                "item with an empty title",
                ["items", "add", "aeris-map-layers", "--title", "", "--image", "radar", "--preset", "aeris-cell-background"], field: "title"
            ),
            BadInput(
                "item with an image too small for a cell background", add + ["--image", "header-sky", "--preset", "aeris-cell-background"],
                field: "header-sky"),
            BadInput("move in a missing menu", ["items", "move", "no-such-menu", "0", "1"], field: "no-such-menu"),
            BadInput("move from past the end", ["items", "move", "aeris-map-layers", "99", "0"], field: "99"),
            BadInput("move to past the end", ["items", "move", "aeris-map-layers", "0", "99"], field: "99"),
            BadInput("move from a negative position", ["items", "move", "aeris-map-layers", "--", "-1", "0"], field: "-1"),
            BadInput("remove from a missing menu", ["items", "remove", "no-such-menu", "0"], field: "no-such-menu"),
            BadInput("remove past the end", ["items", "remove", "aeris-map-layers", "10"], field: "10"),
            BadInput("remove a non-number position", ["items", "remove", "aeris-map-layers", "first"], field: "position"),
        ]
    }

    static var imports: [BadInput] {
        let preset = T.preset(name: #""imported""#)
        return [
            .importing("import: wrong format tag", T.document(format: #""other-catalog""#), field: "format"),
            .importing("import: newer version", T.document(version: "2"), field: "version"),
            .importing("import: truncated document", String(T.document(presets: "[\(preset)]").dropLast(5)), field: "column"),
            .importing("import: a preset that already exists", T.document(presets: "[\(T.preset(name: #""fade-up""#))]"), field: "fade-up"),
            .importing("import: the same preset twice", T.document(presets: "[\(preset), \(preset)]"), field: "imported"),
            .importing(
                "import: a valid preset then a broken one",
                T.document(presets: "[\(preset), \(T.preset(name: #""broken""#, kind: #""sparkle""#))]"), field: "kind"),
            .importing("import: an image of width 0", T.document(images: "[\(T.image(width: "0"))]"), field: "pixelWidth"),
            .importing("import: an image of negative height", T.document(images: "[\(T.image(height: "-1"))]"), field: "pixelHeight"),
            .importing("import: an image of scale 0", T.document(images: "[\(T.image(scale: "0"))]"), field: "scale"),
            .importing("import: an image width of 1e308", T.document(images: "[\(T.image(width: "1e308"))]"), field: "pixelWidth"),
            .importing("import: an image with an unknown format", T.document(images: "[\(T.image(format: #""bmp""#))]"), field: "format"),
            .importing("import: an image that already exists", T.document(images: "[\(T.image(name: #""radar""#))]"), field: "radar"),
            .importing("import: a menu row height 0", T.document(menus: "[\(T.menu(rowHeight: "0"))]"), field: "rowHeight"),
            .importing("import: a menu row height of -1e308", T.document(menus: "[\(T.menu(rowHeight: "-1e308"))]"), field: "rowHeight"),
            .importing(
                "import: a menu item with a missing image",
                T.document(menus: "[\(T.menu(items: "[\(T.item(image: #""no-such-image""#))]"))]"), field: "no-such-image"),
            .importing(
                "import: a menu item with a missing preset",
                T.document(menus: "[\(T.menu(items: "[\(T.item(preset: #""no-such-preset""#))]"))]"), field: "no-such-preset"),
            .importing(
                "import: a menu that already exists", T.document(menus: "[\(T.menu(name: #""aeris-map-layers""#))]"),
                field: "aeris-map-layers"),
            .importing(
                "import: a menu name with an SQL injection", T.document(menus: "[\(T.menu(name: #""m'; DROP TABLE menus; --""#))]"),
                field: "name"),
            .importing("import: a 10 MB menu name", T.document(menus: "[\(T.menu(name: T.quoted(tenMegabytes)))]"), field: "name"),
            .importing(
                "import: a menu item with an empty title", T.document(menus: "[\(T.menu(items: "[\(T.item(title: #""""#))]"))]"),
                field: "title"),
            BadInput("import: non-UTF-8 bytes", ["import", "-"], input: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), field: "UTF-8"),
            BadInput("import: a missing file", ["import", "/nonexistent/catalog.json"], field: "/nonexistent/catalog.json"),
        ]
    }
}
