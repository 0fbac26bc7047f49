/// GRDB binds Swift strings as C strings, so SQLite keeps text only up to its first NUL
/// character (U+0000): a string holding one would be saved cut short without an error, and a
/// name lookup would match the name's prefix. The store refuses such text before writing.
enum NULCharacters {
    /// The problem reported for such a field.
    static let problem = "must not contain a NUL character (U+0000)"

    /// Whether `text` holds a NUL character.
    static func occur(in text: String) -> Bool { text.utf8.contains(0) }

    /// Throws ``PresetDatabaseError/invalidField(owner:field:problem:)`` for the first of `fields`
    /// holding a NUL character.
    static func refuse(in fields: [(field: String, text: String)], owner: String) throws {
        if let field = fields.first(where: { occur(in: $0.text) })?.field {
            throw PresetDatabaseError.invalidField(owner: owner, field: field, problem: problem)
        }
    }
}

extension PresetDefinition {
    /// Every text field with its path in the JSON format, e.g. `tracks[0].keyframes[1].easing`.
    var textFields: [(field: String, text: String)] {
        [("name", name), ("summary", summary)] + statesTextFields
            + Self.textFields(tracks: tracks, children: children, path: "")
    }

    /// The text fields of `states`: targets, channel names, easings and values.
    private var statesTextFields: [(field: String, text: String)] {
        var fields: [(field: String, text: String)] = []
        for (index, target) in states.enumerated() {
            let path = "states[\(index)]"
            fields.append(("\(path).target", target.target))
            for (side, values) in [("start", target.start), ("end", target.end), ("startEnd", target.startEnd)] {
                for (property, state) in values.sorted(by: { $0.key < $1.key }) {
                    let propertyPath = "\(path).\(side).\(property)"
                    fields.append((propertyPath, property))
                    if let easing = state.easing { fields.append(("\(propertyPath).easing", easing)) }
                    if let text = state.value.text { fields.append(("\(propertyPath).value", text)) }
                }
            }
            for (property, rest) in target.rest.sorted(by: { $0.key < $1.key }) {
                fields.append(("\(path).rest.\(property)", property))
                if case .value(let value) = rest, let text = value.text { fields.append(("\(path).rest.\(property).value", text)) }
            }
        }
        return fields
    }

    private static func textFields(tracks: [Track], children: [Child], path: String) -> [(field: String, text: String)] {
        var fields: [(field: String, text: String)] = []
        for (index, track) in tracks.enumerated() {
            let trackPath = "\(path)tracks[\(index)]"
            fields += [("\(trackPath).target", track.target), ("\(trackPath).property", track.property)]
            for (position, keyframe) in track.keyframes.enumerated() {
                let keyframePath = "\(trackPath).keyframes[\(position)]"
                if let easing = keyframe.easing { fields.append(("\(keyframePath).easing", easing)) }
                if let text = keyframe.value.text { fields.append(("\(keyframePath).value", text)) }
            }
        }
        for (index, child) in children.enumerated() {
            let childPath = "\(path)children[\(index)]"
            fields.append(("\(childPath).name", child.name))
            fields += textFields(tracks: child.tracks, children: child.children, path: childPath + ".")
        }
        return fields
    }
}

extension PresetDefinition {
    /// Whether every text of ``textFields`` is printable ASCII within its field's limit
    /// (``TextFieldRules/limits``), so that ``TextFieldRules`` can refuse none of them: found
    /// without writing out any field's path, which costs more than the check itself.
    var hasOnlyPlainText: Bool {
        guard Self.isPlain(name), Self.isPlain(summary, limit: "summary") else { return false }
        for target in states {
            guard Self.isPlain(target.target) else { return false }
            for values in [target.start, target.end, target.startEnd] {
                for (property, state) in values {
                    guard Self.isPlain(property), Self.isPlain(state.easing, limit: "easing"),
                        Self.isPlain(state.value.text, limit: "value")
                    else { return false }
                }
            }
            for (property, rest) in target.rest {
                guard Self.isPlain(property) else { return false }
                if case .value(let value) = rest, !Self.isPlain(value.text, limit: "value") { return false }
            }
        }
        return Self.hasOnlyPlainText(tracks: tracks, children: children)
    }

    private static func hasOnlyPlainText(tracks: [Track], children: [Child]) -> Bool {
        for track in tracks {
            guard isPlain(track.target), isPlain(track.property) else { return false }
            for keyframe in track.keyframes {
                guard isPlain(keyframe.easing, limit: "easing"), isPlain(keyframe.value.text, limit: "value") else { return false }
            }
        }
        return children.allSatisfy { isPlain($0.name) && hasOnlyPlainText(tracks: $0.tracks, children: $0.children) }
    }

    /// Whether `text` (none counts) is printable ASCII, no longer than the limit of the field
    /// named `limit`, or, for a field without one, than the smallest limit (a state's channel
    /// name ends its field's path, so it can pick up any field's limit).
    private static func isPlain(_ text: String?, limit field: String? = nil) -> Bool {
        guard let text else { return true }
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return false }
            count += 1
        }
        return count <= field.flatMap { TextFieldRules.limits[$0] } ?? smallestLimit
    }

    private static let smallestLimit = TextFieldRules.limits.values.min() ?? 0
}

extension ImageDefinition {
    /// Every text field with its name in the JSON format.
    var textFields: [(field: String, text: String)] {
        [("name", name), ("uri", uri)] + (sha256.map { [("sha256", $0)] } ?? [])
    }
}

extension MenuItemDefinition {
    /// Every text field with its name in the JSON format.
    var textFields: [(field: String, text: String)] {
        [("title", title), ("image", image), ("preset", preset)] + (subtitle.map { [("subtitle", $0)] } ?? [])
    }
}

extension PresetDefinition.Value {
    /// The text of an expression or a colour; nil for a number.
    var text: String? {
        switch self {
        case .number: nil
        case .expression(let text), .color(let text): text
        }
    }
}
