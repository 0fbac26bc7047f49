/// Where a value sits inside a definition, written as in error messages:
/// `tracks[0].keyframes[1].easing`.
public struct FieldPath: Hashable, Sendable, CustomStringConvertible {
    /// The path's text; empty for the document itself.
    public let description: String

    /// The document's root.
    public static let root = FieldPath(description: "")

    private init(description: String) {
        self.description = description
    }

    /// The path of member `key` of the object at this path.
    public func member(_ key: String) -> FieldPath {
        FieldPath(description: description.isEmpty ? key : description + "." + key)
    }

    /// The path of element `index` of the array at this path.
    public func element(_ index: Int) -> FieldPath {
        FieldPath(description: description + "[\(index)]")
    }

    /// "path: problem", or just the problem at the root.
    public func message(_ problem: String) -> String {
        description.isEmpty ? problem : description + ": " + problem
    }
}
