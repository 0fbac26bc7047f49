/// A failure of a catalog operation: one line of text naming the field or name at fault, and a
/// category that tells a command-line front end which `sysexits.h` exit code to use.
public struct CatalogError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, as the `sysexits.h` category it belongs to.
    public enum Kind: Equatable, Sendable, CaseIterable {
        /// The command was used incorrectly: a malformed option value or argument (`EX_USAGE`).
        case usage
        /// The input data was malformed or failed validation (`EX_DATAERR`).
        case invalidData
        /// An input file does not exist or a name is not in the catalog (`EX_NOINPUT`).
        case notFound
        /// An output file or a catalog could not be created (`EX_CANTCREAT`).
        case cannotCreate
        /// Reading or writing a file failed (`EX_IOERR`).
        case ioFailure
        /// The catalog is busy or locked; trying again later may succeed (`EX_TEMPFAIL`).
        case busy

        /// The process exit code `sysexits.h` assigns to this category.
        public var exitCode: Int32 {
            switch self {
            case .usage: 64
            case .invalidData: 65
            case .notFound: 66
            case .cannotCreate: 73
            case .ioFailure: 74
            case .busy: 75
            }
        }
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

    /// The process exit code for this error (see ``Kind/exitCode``).
    public var exitCode: Int32 { kind.exitCode }

    /// The one-line message.
    public var description: String { message }
}
