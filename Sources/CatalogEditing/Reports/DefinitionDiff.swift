/// The differences between two versions of a definition, field by field, as a reviewer reads
/// them: `tracks[card.alpha].keyframes[0].easing: ease → outQuint`.
///
/// It compares the definitions' JSON, so every field is covered, present or future. Objects
/// are compared member by member. Arrays of tracks are matched by `target.property` and arrays
/// of children by `name`, so inserting a track shows as one added track, not as every later
/// track changed; other arrays (keyframes, ranges) are matched by position.
struct DefinitionDiff {
    /// One difference.
    struct Change: Equatable {
        /// What happened to the field.
        enum Kind: String {
            case added, removed, changed
        }

        /// What happened.
        let kind: Kind
        /// Where, e.g. `tracks[card.alpha].keyframes[1].value` or `summary`.
        let field: String
        /// The old value (nil when added).
        let old: JSONValue?
        /// The new value (nil when removed).
        let new: JSONValue?
    }

    /// The changes from `old` to `new`, in the new definition's order (removed fields where
    /// they were).
    static func changes(from old: JSONValue, to new: JSONValue) -> [Change] {
        var changes: [Change] = []
        compare(old, new, at: "", into: &changes)
        return changes
    }

    private static func compare(_ old: JSONValue, _ new: JSONValue, at field: String, into changes: inout [Change]) {
        switch (old, new) {
        case (.object(let oldMembers), .object(let newMembers)):
            for key in Set(oldMembers.keys).union(newMembers.keys).sorted() {
                let path = field.isEmpty ? key : field + "." + key
                switch (oldMembers[key], newMembers[key]) {
                case (let before?, let after?): compare(before, after, at: path, into: &changes)
                case (let before?, nil): changes.append(Change(kind: .removed, field: path, old: before, new: nil))
                case (nil, let after?): changes.append(Change(kind: .added, field: path, old: nil, new: after))
                case (nil, nil): break
                }
            }
        case (.array(let oldElements), .array(let newElements)):
            compareElements(oldElements, newElements, at: field, into: &changes)
        default:
            if old != new { changes.append(Change(kind: .changed, field: field, old: old, new: new)) }
        }
    }

    private static func compareElements(_ old: [JSONValue], _ new: [JSONValue], at field: String, into changes: inout [Change]) {
        guard let oldKeys = identities(of: old), let newKeys = identities(of: new) else {
            for index in 0..<Swift.max(old.count, new.count) {
                let path = "\(field)[\(index)]"
                switch (index < old.count ? old[index] : nil, index < new.count ? new[index] : nil) {
                case (let before?, let after?): compare(before, after, at: path, into: &changes)
                case (let before?, nil): changes.append(Change(kind: .removed, field: path, old: before, new: nil))
                case (nil, let after?): changes.append(Change(kind: .added, field: path, old: nil, new: after))
                case (nil, nil): break
                }
            }
            return
        }
        for (index, key) in newKeys.enumerated() {
            let path = "\(field)[\(key)]"
            if let oldIndex = oldKeys.firstIndex(of: key) {
                compare(old[oldIndex], new[index], at: path, into: &changes)
            } else {
                changes.append(Change(kind: .added, field: path, old: nil, new: new[index]))
            }
        }
        for (index, key) in oldKeys.enumerated() where !newKeys.contains(key) {
            changes.append(Change(kind: .removed, field: "\(field)[\(key)]", old: old[index], new: nil))
        }
    }

    /// The elements' identities — `target.property` for tracks, `name` for children — when every
    /// element has one and they are distinct (none for no elements); nil otherwise (match by
    /// position).
    private static func identities(of elements: [JSONValue]) -> [String]? {
        var keys: [String] = []
        for element in elements {
            guard case .object(let members) = element else { return nil }
            if case .string(let target)? = members["target"], case .string(let property)? = members["property"] {
                keys.append(target + "." + property)
            } else if case .string(let name)? = members["name"] {
                keys.append(name)
            } else {
                return nil
            }
        }
        return Set(keys).count == keys.count ? keys : nil
    }
}
