/// Preset definitions and catalog documents as JSON text, valid by default, with one part
/// replaced by raw JSON text to break exactly that part.
enum DefinitionTemplates {
    static let keyframes = #"[{"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": 1}]"#
    static let viewTimeline = #"{"view": {"range": "entry", "start": "0%", "end": "100%"}}"#

    /// A keyframe with raw JSON `at` and `value`, and an optional easing text.
    static func keyframe(at: String, value: String, easing: String? = nil) -> String {
        #"{"at": \#(at), "value": \#(value)\#(easing.map { #", "easing": \#(quoted($0))"# } ?? "")}"#
    }

    /// A track, every member raw JSON; `extra` is appended as `, "key": value` members.
    static func track(
        target: String = #""card""#, property: String = #""alpha""#, keyframes: String = keyframes, extra: String = ""
    ) -> String {
        #"{"target": \#(target), "property": \#(property), "keyframes": \#(keyframes)\#(extra)}"#
    }

    /// A preset, every member raw JSON (`tracks` defaults to one valid alpha track).
    static func preset(
        name: String = #""bad-input""#, kind: String = #""entrance""#, timeline: String = viewTimeline,
        tracks: String? = nil, extra: String = ""
    ) -> String {
        #"{"name": \#(name), "kind": \#(kind), "summary": "malformed", "timeline": \#(timeline), "tracks": \#(tracks ?? "[\(track())]")\#(extra)}"#
    }

    /// A preset whose only track has the given keyframes.
    static func preset(keyframes: String) -> String { preset(tracks: "[\(track(keyframes: keyframes))]") }

    /// A preset whose only track's two keyframes are `first` and a valid second one.
    static func preset(firstKeyframe first: String) -> String { preset(keyframes: "[\(first), {\"at\": 1, \"value\": 1}]") }

    /// A preset with the default track plus `extra` members on it.
    static func preset(trackExtra extra: String) -> String { preset(tracks: "[\(track(extra: extra))]") }

    /// A catalog document with raw JSON lists.
    static func document(
        images: String = "[]", presets: String = "[]", menus: String = "[]", format: String = #""parallax-catalog""#, version: String = "1"
    ) -> String {
        #"{"format": \#(format), "version": \#(version), "images": \#(images), "presets": \#(presets), "menus": \#(menus)}"#
    }

    /// An image definition with raw JSON members.
    static func image(
        name: String = #""new-image""#, uri: String = #""images/new.jpg""#, width: String = "750", height: String = "400",
        scale: String = "2", format: String = #""jpeg""#
    ) -> String {
        #"{"name": \#(name), "uri": \#(uri), "pixelWidth": \#(width), "pixelHeight": \#(height), "scale": \#(scale), "format": \#(format)}"#
    }

    /// A menu definition with raw JSON members and items.
    static func menu(name: String = #""new-menu""#, title: String = #""New""#, rowHeight: String = "100", items: String = "[]") -> String {
        #"{"name": \#(name), "title": \#(title), "rowHeight": \#(rowHeight), "items": \#(items)}"#
    }

    /// A menu item with raw JSON members.
    static func item(title: String = #""Row""#, image: String = #""radar""#, preset: String = #""aeris-cell-background""#) -> String {
        #"{"title": \#(title), "image": \#(image), "preset": \#(preset)}"#
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String { JSONText.string(text).text }
}
