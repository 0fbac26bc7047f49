import PresetCatalog

/// A three-way merge of JSON values, member by member: a member only one side changed takes
/// that side's value, both sides' changes to different members are both kept, and a member both
/// sides changed differently (or one deleted while the other changed it) is a conflict that
/// keeps ours. Objects merge by member name; `tracks`, `children` and `states` by element key
/// (``MemberPath``); other arrays element by element when their lengths agree, or when the
/// sides only appended to the common elements.
struct JSONMerge {
    /// A member both sides changed differently: its path and the three values (nil: absent).
    struct Conflict {
        let path: MemberPath
        let base: JSONValue?
        let ours: JSONValue?
        let theirs: JSONValue?
    }

    /// The conflicts found so far, in the order met.
    private(set) var conflicts: [Conflict] = []

    /// The merge of `base`, `ours` and `theirs` at `path` (nil: absent from the result).
    mutating func merge(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, at path: MemberPath) -> JSONValue? {
        if ours == theirs || base == theirs { return ours }
        if base == ours { return theirs }
        switch (base, ours, theirs) {
        case (.object(let b)?, .object(let o)?, .object(let t)?):
            return .object(mergeMembers(b, o, t, at: path))
        case (nil, .object(let o)?, .object(let t)?):
            return .object(mergeMembers([:], o, t, at: path))
        case (.array(let b)?, .array(let o)?, .array(let t)?):
            if let merged = mergeElements(b, o, t, at: path) { return .array(merged) }
        case (nil, .array(let o)?, .array(let t)?):
            if let merged = mergeElements([], o, t, at: path) { return .array(merged) }
        default:
            break
        }
        conflicts.append(Conflict(path: path, base: base, ours: ours, theirs: theirs))
        return ours
    }

    private mutating func mergeMembers(
        _ base: [String: JSONValue], _ ours: [String: JSONValue], _ theirs: [String: JSONValue], at path: MemberPath
    ) -> [String: JSONValue] {
        var merged: [String: JSONValue] = [:]
        for name in Set(base.keys).union(ours.keys).union(theirs.keys).sorted() {
            merged[name] = merge(base[name], ours[name], theirs[name], at: path.appending(.member(name)))
        }
        return merged
    }

    /// The merged elements, or nil when the arrays cannot be merged element by element (the
    /// whole array is then one conflict).
    private mutating func mergeElements(_ base: [JSONValue], _ ours: [JSONValue], _ theirs: [JSONValue], at path: MemberPath)
        -> [JSONValue]?
    {
        if let member = path.lastMember, MemberPath.keyedMembers.contains(member) {
            return mergeKeyed(base, ours, theirs, member: member, at: path)
        }
        let common = base.count
        guard ours.count >= common, theirs.count >= common else { return nil }
        let ourTail = ours[common...]
        let theirTail = theirs[common...]
        guard ourTail.isEmpty || theirTail.isEmpty || ourTail.elementsEqual(theirTail) else { return nil }
        return mergeIndexed(base, ours, theirs, count: common, at: path) + (ourTail.isEmpty ? Array(theirTail) : Array(ourTail))
    }

    private mutating func mergeIndexed(_ base: [JSONValue], _ ours: [JSONValue], _ theirs: [JSONValue], count: Int, at path: MemberPath)
        -> [JSONValue]
    {
        (0..<count).compactMap { index in merge(base[index], ours[index], theirs[index], at: path.appending(.index(index))) }
    }

    /// Elements named by key: each key merged on its own, in our order, with the keys only they
    /// added placed after the element that precedes them on their side.
    private mutating func mergeKeyed(_ base: [JSONValue], _ ours: [JSONValue], _ theirs: [JSONValue], member: String, at path: MemberPath)
        -> [JSONValue]?
    {
        guard let b = Self.keyed(base, member), let o = Self.keyed(ours, member), let t = Self.keyed(theirs, member) else { return nil }
        var order = o.keys
        for (index, key) in t.keys.enumerated() where !order.contains(key) {
            let before = t.keys[..<index].last { order.contains($0) }
            order.insert(key, at: before.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        }
        order += b.keys.filter { !order.contains($0) }
        return order.compactMap { key in merge(b.values[key], o.values[key], t.values[key], at: path.appending(.key(key))) }
    }

    /// `elements` by key, in order; nil when one has no key or two share one.
    private static func keyed(_ elements: [JSONValue], _ member: String) -> (keys: [String], values: [String: JSONValue])? {
        var keys: [String] = []
        var values: [String: JSONValue] = [:]
        for element in elements {
            guard let key = MemberPath.key(of: element, in: member), values[key] == nil else { return nil }
            keys.append(key)
            values[key] = element
        }
        return (keys, values)
    }
}
