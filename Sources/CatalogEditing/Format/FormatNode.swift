import PresetCatalog
import PresetStore

/// One value of the definition format described once: its JSON shape, what it means to a person,
/// examples, and the checks beyond its shape. The JSON Schema (``FormatSchemaWriter``) and the
/// checker every definition passes (``FormatChecker``) are both derived from these nodes, so
/// they cannot disagree on what a file may hold. A class: the checker walks the nodes for every
/// value of every file, and passing a reference costs one retain where a copy of a node's
/// members costs one per part.
final class FormatNode: Sendable {
    /// The JSON shape.
    let shape: Shape
    /// What the value means, in a sentence or two (the schema's `description`).
    let description: String
    /// Values written as a person would (the schema's `examples`).
    let examples: [JSONValue]
    /// A check beyond the shape, run only on a value whose shape is right (curves parse,
    /// keyframes in order…); stated in ``description``, not in the schema.
    let rule: FormatRule?

    /// A node.
    init(shape: Shape, description: String, examples: [JSONValue] = [], rule: FormatRule? = nil) {
        self.shape = shape
        self.description = description
        self.examples = examples
        self.rule = rule
    }

    /// The JSON shapes the format uses.
    indirect enum Shape: Sendable {
        /// An object with known members, no others.
        case object(ObjectShape)
        /// An object whose member names come from a fixed set (channel names), each holding `value`.
        case map(keys: [String], keyMeaning: String, value: FormatNode)
        /// An array of `element`s.
        case array(element: FormatNode, minimumCount: Int?, maximumCount: Int?)
        /// A string of a form.
        case string(StringForm)
        /// A number within bounds.
        case number(NumberBound)
        /// A value of any of these shapes, tried in order.
        case anyOf([FormatNode])
        /// Exactly this value.
        case constant(JSONValue)
        /// The node of that name in the format's definitions (for recursion and reuse).
        case reference(FormatName)
    }
}

/// The names of the nodes other nodes refer to: the schema's `$defs`.
enum FormatName: String, Hashable, Sendable {
    case preset, timeline, viewTimeline, rangeOffset, targetStates, stateValue, restValue, track, keyframe, value, curve
    case progressRange, stateRange, child, name, image, menu, menuItem
}

/// An object's members and the rules between them.
struct ObjectShape: Sendable {
    /// The members, in the order a person reads them.
    var members: [FormatMember]
    /// At least this many members (1 with ``maximumMembers`` 1: exactly one of them).
    var minimumMembers: Int?
    /// At most this many members.
    var maximumMembers: Int?
    /// A member required unless another member is a non-empty array: `(required, unless)`.
    var requiredUnlessNonEmpty: (required: String, unless: String)?
    /// The member whose value names the channel the object's values are for (a track's `property`).
    var channelMember: String?
}

/// One member of an object.
struct FormatMember: Sendable {
    /// The member's name.
    var name: String
    /// Whether every object must have it.
    var isRequired: Bool
    /// Its value.
    var node: FormatNode
}

/// The forms a string takes.
enum StringForm: Sendable {
    /// Free text: at most `maximumLength` characters, none of them control characters, line or
    /// paragraph separators, or bidirectional embeddings, overrides or isolates; with
    /// `notBlank`, at least one character other than a space.
    case text(maximumLength: Int, notBlank: Bool)
    /// A name: 1–64 lowercase ASCII letters, digits or hyphens, starting with a letter or digit.
    case slug
    /// One of these values.
    case oneOf([String])
    /// A percentage: an optionally signed decimal number followed by `%`, e.g. `"25%"`.
    case percentage
    /// 64 lowercase hexadecimal digits.
    case sha256
    /// Any string.
    case any
}

/// A check beyond a value's shape; it returns the problems it finds.
struct FormatRule: Sendable {
    /// Checks `value`, found at `path` (written out only for a problem), whose shape is right;
    /// `context` says what the enclosing objects settled (the channel a value is for).
    let check: @Sendable (_ value: JSONValue, _ path: () -> FieldPath, _ context: FormatContext, _ problems: inout FormatProblems) -> Void
}

/// What the enclosing objects settle for a value deeper down.
struct FormatContext: Sendable {
    /// The channel the values are for: a track's `property`, or a state's channel name.
    var channel: String?
}
