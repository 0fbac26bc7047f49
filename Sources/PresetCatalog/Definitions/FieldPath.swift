/// Where a value sits inside a definition, written as in error messages:
/// `tracks[0].keyframes[1].easing`.
///
/// The tooling's shape checks build a path for every field they visit (the compiler builds one
/// only for a message), and a path is written out only when a check fails, so it keeps its steps
/// and makes its text on demand.
package struct FieldPath: Hashable, Sendable, CustomStringConvertible {
    /// The last step, whose parents lead back to the root; nil for the root.
    private let last: Step?

    /// One step of a path: a member of an object or an element of an array.
    private final class Step: Sendable {
        let parent: Step?
        let key: String?
        let index: Int

        init(parent: Step?, key: String?, index: Int) {
            self.parent = parent
            self.key = key
            self.index = index
        }
    }

    /// The document's root.
    package static let root = FieldPath(last: nil)

    private init(last: Step?) {
        self.last = last
    }

    /// The path's text; empty for the document itself.
    package var description: String {
        var steps: [Step] = []
        var step = last
        while let current = step {
            steps.append(current)
            step = current.parent
        }
        var text = ""
        for step in steps.reversed() {
            if let key = step.key {
                text += text.isEmpty ? key : "." + key
            } else {
                text += "[\(step.index)]"
            }
        }
        return text
    }

    /// The path of member `key` of the object at this path.
    package func member(_ key: String) -> FieldPath {
        FieldPath(last: Step(parent: last, key: key, index: 0))
    }

    /// The path of element `index` of the array at this path.
    package func element(_ index: Int) -> FieldPath {
        FieldPath(last: Step(parent: last, key: nil, index: index))
    }

    /// "path: problem", or just the problem at the root.
    package func message(_ problem: String) -> String {
        let text = description
        return text.isEmpty ? problem : text + ": " + problem
    }

    /// Paths are equal when they are written the same.
    package static func == (lhs: FieldPath, rhs: FieldPath) -> Bool { lhs.description == rhs.description }

    /// Hashes the path's text.
    package func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
