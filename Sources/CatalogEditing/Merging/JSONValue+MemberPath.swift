import PresetCatalog

extension JSONValue {
    /// This value with the member at `path` set to `value`, or removed when `value` is nil: an
    /// object's member, a keyed array's element (appended when no element has the key), or an
    /// array's element by position (appended at the position just past the end).
    /// - Returns: nil when the path leads through something that is not there or not a container.
    func setting(_ path: MemberPath, to value: JSONValue?) -> JSONValue? {
        setting(path.steps[...], to: value, under: nil)
    }

    private func setting(_ steps: ArraySlice<MemberPath.Step>, to value: JSONValue?, under member: String?) -> JSONValue? {
        guard let step = steps.first else { return value }
        let rest = steps.dropFirst()
        switch (step, self) {
        case (.member(let name), .object(var members)):
            if rest.isEmpty {
                members[name] = value
            } else {
                guard let inner = members[name]?.setting(rest, to: value, under: name) else { return nil }
                members[name] = inner
            }
            return .object(members)
        case (.key(let key), .array(var elements)):
            guard let member else { return nil }
            let index = elements.firstIndex { MemberPath.key(of: $0, in: member) == key }
            return Self.replacing(&elements, at: index, rest: rest, value: value) ? .array(elements) : nil
        case (.index(let position), .array(var elements)):
            guard position <= elements.count else { return nil }
            return Self.replacing(&elements, at: position < elements.count ? position : nil, rest: rest, value: value)
                ? .array(elements) : nil
        default:
            return nil
        }
    }

    /// Sets, removes or appends the element at `index` (nil: not there) as the rest of the path says.
    private static func replacing(_ elements: inout [JSONValue], at index: Int?, rest: ArraySlice<MemberPath.Step>, value: JSONValue?)
        -> Bool
    {
        guard let index else {
            guard rest.isEmpty else { return false }
            if let value { elements.append(value) }
            return true
        }
        if rest.isEmpty {
            if let value { elements[index] = value } else { elements.remove(at: index) }
            return true
        }
        guard let inner = elements[index].setting(rest, to: value, under: nil) else { return false }
        elements[index] = inner
        return true
    }
}
