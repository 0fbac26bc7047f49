import ParallaxEngine
import PresetCatalog
import PresetStore

/// The members each object of the definition format may have. Decoding alone ignores unknown
/// members, so a misspelt key ("easeing") would silently vanish; this check refuses it instead,
/// naming the path and the members allowed there.
enum DefinitionShape {
    private static let presetKeys: Set<String> = [
        "name", "kind", "summary", "axis", "timeline", "states", "tracks", "children", "reducedMotion",
    ]
    private static let stateKeys: Set<String> = ["target", "start", "end", "startEnd", "rest", "colorSpace"]
    private static let stateValueKeys: Set<String> = ["value", "easing", "range"]
    private static let timelineKeys: Set<String> = ["viewportCenter", "view", "scroll", "offset"]
    private static let viewKeys: Set<String> = ["range", "start", "end", "inset"]
    private static let scrollKeys: Set<String> = ["from", "to"]
    private static let trackKeys: Set<String> = ["target", "property", "keyframes", "range", "extrapolate", "colorSpace"]
    private static let keyframeKeys: Set<String> = ["at", "value", "easing"]
    private static let childKeys: Set<String> = ["name", "range", "tracks", "children"]
    private static let documentKeys: Set<String> = ["format", "version", "images", "presets", "menus"]
    private static let imageKeys: Set<String> = ["name", "uri", "pixelWidth", "pixelHeight", "scale", "format", "sha256", "byteSize"]
    private static let menuKeys: Set<String> = ["name", "title", "rowHeight", "items"]
    private static let itemKeys: Set<String> = ["title", "subtitle", "image", "preset", "rowHeight"]

    /// Checks a whole catalog document.
    static func checkDocument(_ document: JSONValue) throws {
        try check(document, at: .root, allowed: documentKeys)
        try forEachElement(of: document, key: "images", at: .root) { try check($0, at: $1, allowed: imageKeys) }
        try forEachElement(of: document, key: "presets", at: .root) { try checkPreset($0, at: $1) }
        try forEachElement(of: document, key: "menus", at: .root) { menu, path in
            try check(menu, at: path, allowed: menuKeys)
            try forEachElement(of: menu, key: "items", at: path) { try check($0, at: $1, allowed: itemKeys) }
        }
    }

    /// Checks one preset definition found at `path`.
    static func checkPreset(_ preset: JSONValue, at path: FieldPath) throws {
        try check(preset, at: path, allowed: presetKeys)
        if case .object(let members) = preset, let timeline = members["timeline"] {
            let timelinePath = path.member("timeline")
            try check(timeline, at: timelinePath, allowed: timelineKeys)
            if case .object(let kinds) = timeline {
                for (kind, body) in kinds {
                    let allowed: Set<String> =
                        switch kind {
                        case "view": viewKeys
                        case "scroll": scrollKeys
                        default: []
                        }
                    try check(body, at: timelinePath.member(kind), allowed: allowed)
                }
            }
        }
        try forEachElement(of: preset, key: "states", at: path) { state, statePath in
            try check(state, at: statePath, allowed: stateKeys)
            guard case .object(let members) = state else { return }
            for side in ["start", "end", "startEnd"] {
                guard case .object(let values)? = members[side] else { continue }
                for (property, value) in values {
                    try check(value, at: statePath.member(side).member(property), allowed: stateValueKeys)
                }
            }
        }
        try checkTracksAndChildren(of: preset, at: path)
    }

    private static func checkTracksAndChildren(of owner: JSONValue, at path: FieldPath) throws {
        try forEachElement(of: owner, key: "tracks", at: path) { track, trackPath in
            try check(track, at: trackPath, allowed: trackKeys)
            try forEachElement(of: track, key: "keyframes", at: trackPath) { try check($0, at: $1, allowed: keyframeKeys) }
        }
        try forEachElement(of: owner, key: "children", at: path) { child, childPath in
            try check(child, at: childPath, allowed: childKeys)
            try checkTracksAndChildren(of: child, at: childPath)
        }
    }

    private static func check(_ value: JSONValue, at path: FieldPath, allowed: Set<String>) throws {
        guard case .object(let members) = value else { return }
        let unknown = members.keys.filter { !allowed.contains($0) }.sorted()
        if let first = unknown.first {
            let expected = allowed.isEmpty ? "no members" : allowed.sorted().joined(separator: ", ")
            throw CatalogError(.invalidData, path.member(messageText(first)).message("unknown member (expected \(expected))"))
        }
    }

    private static func forEachElement(
        of container: JSONValue, key: String, at path: FieldPath, _ body: (JSONValue, FieldPath) throws -> Void
    ) throws {
        guard case .object(let members) = container, case .array(let elements)? = members[key] else { return }
        for (index, element) in elements.enumerated() {
            try body(element, path.member(key).element(index))
        }
    }
}
