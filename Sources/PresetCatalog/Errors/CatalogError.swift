/// A failure of a catalog operation: one line of text naming the field or name at fault, and the
/// category of the failure (a command-line front end maps it to its exit code).
public struct CatalogError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, in categories a caller can act on.
    public enum Kind: Equatable, Sendable, CaseIterable {
        /// The call was malformed: a bad option value or argument, a value out of range.
        case usage
        /// The input data was malformed or failed validation.
        case invalidData
        /// An input file does not exist or a name is not in the catalog.
        case notFound
        /// An output file or a catalog could not be created.
        case cannotCreate
        /// Reading or writing a file failed.
        case ioFailure
        /// The catalog is busy or locked; trying again later may succeed.
        case busy
    }

    /// Why a write was refused although its data was valid: the catalog's state stood in the way.
    package enum Conflict: Sendable {
        /// The name is taken by another entry of the same kind.
        case nameTaken
        /// Menu items still use the entry.
        case inUse
        /// The preset was saved by someone else since the writer read it.
        case revisionChanged
        /// The catalog file was replaced, moved or deleted since the writer opened it.
        case catalogReplaced
    }

    /// The category of the failure.
    public let kind: Kind
    /// One line naming the field or the name at fault and the problem.
    public let message: String
    /// Why ``LiveCatalog`` refused a catalog update, for an app to act on; nil for every other error.
    public internal(set) var updateRefusal: UpdateRefusal?
    /// The conflict behind a refused write, nil for every other failure: the studio answers
    /// these with their own HTTP statuses (409, 412), where the command line reports them as
    /// the invalid data they are. Not part of equality.
    package internal(set) var conflict: Conflict?

    /// Creates an error; line breaks in `message` are replaced by spaces so it stays one line.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Creates an error for a refused write: `conflict` says which, for the studio's statuses.
    package init(_ kind: Kind, _ message: String, conflict: Conflict?) {
        self.init(kind, message)
        self.conflict = conflict
    }

    /// The one-line message.
    public var description: String { message }

    /// Whether two errors have the same kind, message and update refusal (an app cannot see a
    /// store conflict, so it does not tell two errors apart).
    public static func == (left: CatalogError, right: CatalogError) -> Bool {
        left.kind == right.kind && left.message == right.message && left.updateRefusal == right.updateRefusal
    }
}
