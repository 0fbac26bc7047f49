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

    /// The category of the failure.
    public let kind: Kind
    /// One line naming the field or the name at fault and the problem.
    public let message: String
    /// Why ``LiveCatalog`` refused a catalog update, for an app to act on; nil for every other error.
    public internal(set) var updateRefusal: UpdateRefusal?

    /// Creates an error; line breaks in `message` are replaced by spaces so it stays one line.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The one-line message.
    public var description: String { message }
}
