import PresetStore

/// A failure of a catalog operation: one line of text naming the field or name at fault, and the
/// kind of failure, in terms an app can act on.
///
/// ```swift
/// do {
///     try await live.update(from: manifestURL)
/// } catch let error as CatalogError {
///     switch error.kind {
///     case .refusedUpdate(.expired): reportFrozenServer()
///     case .refusedUpdate: reportPublishingMistake(error.message)
///     case .ioFailure, .busy: break  // try again later
///     default: log(error.message)
///     }
/// }
/// ```
public struct CatalogError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// A value passed to the call is not acceptable: a context variable that is not set, is
        /// named like a built-in or is not finite; a trusted key that is not a key; a parameter
        /// out of its range.
        case invalidArgument
        /// The data is malformed or fails validation: a definition, a catalog file, a document.
        case invalidData
        /// A file does not exist or a name is not in the catalog.
        case notFound
        /// A write was refused although its data was valid: the catalog's state stood in the way.
        case conflict(Conflict)
        /// A file or a catalog could not be created (it exists, or the place is read-only).
        case cannotCreate
        /// Reading or writing a file, or fetching over the network, failed; trying again later
        /// may succeed.
        case ioFailure
        /// The catalog is busy or locked; trying again later may succeed.
        case busy
        /// ``LiveCatalog`` refused a catalog update, for this reason. The catalog in use and
        /// the storage directory stay as they were.
        case refusedUpdate(UpdateRefusal)
    }

    /// Why a write was refused although its data was valid.
    public enum Conflict: Hashable, Sendable, CaseIterable {
        /// The name is taken by another entry of the same kind.
        case nameTaken
        /// Menu items still use the entry.
        case inUse
        /// The preset was saved by someone else since the writer read it.
        case revisionChanged
        /// The catalog file was replaced, moved or deleted since the writer opened it.
        case catalogReplaced
    }

    /// The kind of failure.
    public let kind: Kind
    /// One line naming the field or the name at fault and the problem.
    public let message: String
    /// The kind of catalog entry a failure is about (`preset`, `menu`, `image`), when the
    /// writer knows it: the command line names the command that changes a taken name. Not part
    /// of equality.
    package internal(set) var entity: String?
    /// The input of a tool the failure is about, by its name in the domain (`rowHeight`,
    /// `offsets`, `variables`, `trajectory`…), when the message does not come through that
    /// input's own parser: each edge names it in its own words (the command line its option,
    /// the studio its request member). Not part of equality.
    package internal(set) var input: String?
    /// The input of a tool that would get past the failure (`reachableOnly`, `withoutMotion`,
    /// `rowHeight`…), which the message describes in the domain's words: the command line adds
    /// its option. Not part of equality.
    package internal(set) var remedy: String?
    /// The member of a definition the failure is about and what is wrong there, as values (the
    /// message is `path: message`), when the failure is about one member: what a check lists
    /// among its problems without reading the message apart again. Not part of equality.
    package internal(set) var problem: DefinitionProblem?

    /// Creates an error; line breaks in `message` are replaced by spaces so it stays one line.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Creates an error about an entry of the kind `entity` (`preset`, `menu`, `image`).
    package init(_ kind: Kind, _ message: String, entity: String?) {
        self.init(kind, message)
        self.entity = entity
    }

    /// Creates an error about the tool input `input`, which `remedy` would get past.
    package init(_ kind: Kind, _ message: String, input: String?, remedy: String? = nil) {
        self.init(kind, message)
        self.input = input
        self.remedy = remedy
    }

    /// The one-line message.
    public var description: String { message }

    /// Whether two errors have the same kind and message.
    public static func == (left: CatalogError, right: CatalogError) -> Bool {
        left.kind == right.kind && left.message == right.message
    }
}
