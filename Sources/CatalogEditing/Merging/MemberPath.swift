import PresetCatalog

/// Where a member sits inside a catalog entry, as merges and conflicts name it:
/// `tracks[card.alpha].keyframes[1].value`, `items[2].title`, `timeline.view.start`; the empty
/// path is the whole entry. The elements of `tracks`, `children` and `states` are named by
/// their key (``MemberPath/key(of:in:)``: a track by `target.property`, a child by its name, a
/// Parade state by its target), so two branches that each add a track never collide; other
/// arrays' elements by position from 0.
package struct MemberPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    package enum Step: Hashable, Sendable {
        /// An object's member.
        case member(String)
        /// The element of a keyed array with this key.
        case key(String)
        /// An array's element at this position.
        case index(Int)
    }

    /// The steps from the entry down.
    package private(set) var steps: [Step] = []

    /// The whole entry.
    package static let entry = MemberPath()

    private init() {}

    /// The path one step further.
    func appending(_ step: Step) -> MemberPath {
        var path = self
        path.steps.append(step)
        return path
    }

    /// The member name of the last step, when it is a member (what keys an array below it).
    var lastMember: String? {
        if case .member(let name)? = steps.last { name } else { nil }
    }

    package var description: String {
        var text = ""
        for step in steps {
            switch step {
            case .member(let name): text += text.isEmpty ? name : "." + name
            case .key(let key): text += "[\(key)]"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// Reads a path as ``description`` writes it; nil when `text` is not one.
    package init?(parsing text: String) {
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let inside = String(rest[rest.index(after: rest.startIndex)..<close])
                guard !inside.isEmpty, let member = lastMember else { return nil }
                if Self.keyedMembers.contains(member) {
                    steps.append(.key(inside))
                } else {
                    guard let index = Int(inside), index >= 0 else { return nil }
                    steps.append(.index(index))
                }
                rest = rest[rest.index(after: close)...]
            } else {
                if rest.first == "." {
                    guard !steps.isEmpty else { return nil }
                    rest = rest.dropFirst()
                } else if !steps.isEmpty {
                    return nil
                }
                let name = rest.prefix { $0 != "." && $0 != "[" && $0 != "]" }
                guard !name.isEmpty else { return nil }
                steps.append(.member(String(name)))
                rest = rest.dropFirst(name.count)
            }
        }
    }

    /// The arrays whose elements are named by a key rather than a position.
    static let keyedMembers: Set<String> = ["tracks", "children", "states"]

    /// The key of `element` in the array member `member`: a track's `target.property`, a
    /// child's name, a Parade state's target; nil for an array that is not keyed, or an element
    /// without its key.
    static func key(of element: JSONValue, in member: String) -> String? {
        guard case .object(let members) = element else { return nil }
        func text(_ name: String) -> String? {
            if case .string(let value)? = members[name] { value } else { nil }
        }
        switch member {
        case "tracks": return text("target").flatMap { target in text("property").map { target + "." + $0 } }
        case "children": return text("name")
        case "states": return text("target")
        default: return nil
        }
    }
}
