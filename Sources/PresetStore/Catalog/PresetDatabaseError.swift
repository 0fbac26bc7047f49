import Foundation
import ParallaxEngine

/// Everything the store refuses, each with a one-line description naming the thing and the problem.
package enum PresetDatabaseError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// No `entity` (e.g. "preset") with that name: `preset 'foo' not found`.
    case notFound(entity: String, name: String)
    /// The name is taken: `preset 'foo' already exists`.
    case alreadyExists(entity: String, name: String)
    /// Deletion refused because menu items (`menu#position`) use it.
    case inUse(entity: String, name: String, menuItems: [String])
    /// A field breaks a schema rule: `preset 'foo': tracks[0].keyframes[1].at must be a number from 0 to 1 (is 1.5)`.
    case invalidField(owner: String, field: String, problem: String)
    /// A write broke a rule of the schema that no check before it caught: `owner` is the entity
    /// (`menu item`), `field` its column as the JSON format names it, `problem` the rule in
    /// words; `constraint` is SQLite's own report, kept for diagnosis and never shown (the
    /// description is a sentence about the entity). Nothing was written.
    case constraintViolated(owner: String, field: String, problem: String, constraint: String)
    /// JSON that does not decode as the definition format; `path` is like `presets[3].timeline`.
    case invalidJSON(path: String, problem: String)
    /// The preset has no such revision.
    case revisionNotFound(preset: String, revision: Int)
    /// A write that expected the preset at revision `expected` found it at `current`: someone
    /// else saved it in between (an HTTP `If-Match` that no longer holds). Nothing was written.
    case revisionChanged(preset: String, expected: Int, current: Int)
    /// A menu item would break ``MenuItemRule`` (a cell-background image shorter than twice the
    /// row height); nothing was written.
    case menuItemRuleBroken(MenuItemRule.Violation)
    /// A menu position outside `0...limit`.
    case positionOutOfRange(menu: String, position: Int, limit: Int)
    /// A write on a catalog opened read-only, or a writable open of a catalog whose file or
    /// directory is marked read-only.
    case readOnly(path: String)
    /// The file does not exist (read-only open).
    case missingFile(path: String)
    /// The file is not a SQLite database, is truncated, or is a database of something else.
    case notACatalog(path: String, problem: String)
    /// The catalog was written by a newer library; it is refused, never downgraded.
    case schemaTooNew(path: String, detail: String)
    /// A read-only catalog lacks migrations this library needs (it cannot migrate it).
    case schemaTooOld(path: String, detail: String)
    /// A migration failed and was rolled back.
    case migrationFailed(name: String, problem: String)
    /// Loading the seed needs an empty catalog.
    case catalogNotEmpty(path: String)
    /// The catalog's schema is not what its migrations create: `finding` names the first object
    /// that differs, `moreFindings` how many others do. Nothing was written.
    case untrustedSchema(path: String, finding: SchemaFinding, moreFindings: Int, access: CatalogAccess)
    /// A schema repair was refused: `finding` is an object that is missing or altered, which
    /// dropping objects cannot fix (`moreFindings` others are too). Nothing was changed.
    case unrepairableSchema(path: String, finding: SchemaFinding, moreFindings: Int)
    /// The file at `path` is no longer the one this store opened: it was replaced (by a rename,
    /// such as `git checkout` or `mv`), moved or deleted since. Nothing was written; the store
    /// never writes to a file that is not at its path any more.
    case catalogReplaced(path: String)
    /// A write committed, but its frames could not all be copied from the `-wal` into the
    /// catalog file (a reader held an older snapshot past the busy timeout): the write is not
    /// confirmed, since a file renamed over the path would inherit that log.
    case logNotCheckpointed(path: String)
    /// Any other SQLite failure.
    case database(message: String)

    /// The one-line description.
    package var description: String {
        switch self {
        case .notFound(let entity, let name):
            "\(entity) '\(messageText(name))' not found"
        case .alreadyExists(let entity, let name):
            "\(entity) '\(messageText(name))' already exists"
        case .inUse(let entity, let name, let items):
            "\(entity) '\(messageText(name))' is used by menu items \(messageText(items.joined(separator: ", "), limit: 200))"
        case .invalidField(let owner, let field, let problem), .constraintViolated(let owner, let field, let problem, _):
            "\(messageText(owner)): \(messageText(field)) \(messageText(problem, limit: 300))"
        case .invalidJSON(let path, let problem):
            path.isEmpty
                ? "invalid JSON: \(messageText(problem, limit: 300))"
                : "invalid JSON at \(messageText(path)): \(messageText(problem, limit: 300))"
        case .revisionNotFound(let preset, let revision):
            "preset '\(messageText(preset))' has no revision \(revision)"
        case .revisionChanged(let preset, let expected, let current):
            "preset '\(messageText(preset))' is at revision \(current), not \(expected): it was saved by someone else since it was read"
        case .menuItemRuleBroken(let violation):
            violation.description
        case .positionOutOfRange(let menu, let position, let limit):
            "menu '\(messageText(menu))': position \(position) is outside 0...\(limit)"
        case .readOnly(let path):
            "catalog '\(messageText(path, limit: 300))' is read-only"
        case .missingFile(let path):
            "catalog '\(messageText(path, limit: 300))' does not exist"
        case .notACatalog(let path, let problem):
            "'\(messageText(path, limit: 300))' is not a preset catalog: \(messageText(problem, limit: 300))"
        case .schemaTooNew(let path, let detail):
            "catalog '\(messageText(path, limit: 300))' was written by a newer version of this library (\(messageText(detail, limit: 300))); refusing to open it"
        case .schemaTooOld(let path, let detail):
            "catalog '\(messageText(path, limit: 300))' needs migrating (\(messageText(detail, limit: 300))); open it writable once to migrate it"
        case .migrationFailed(let name, let problem):
            "migration \(messageText(name)) failed and was rolled back: \(messageText(problem, limit: 300))"
        case .catalogNotEmpty(let path):
            "catalog '\(messageText(path, limit: 300))' is not empty; the seed loads only into a new catalog"
        case .untrustedSchema(let path, let finding, let more, let access):
            "catalog '\(messageText(path, limit: 300))' \(finding)\(Self.others(more)); refusing to \(access == .writing ? "write" : "read it")"
        case .unrepairableSchema(let path, let finding, let more):
            "catalog '\(messageText(path, limit: 300))' \(finding)\(Self.others(more)); a repair only drops objects its migrations did not create, so nothing was changed"
        case .catalogReplaced(let path):
            "catalog '\(messageText(path, limit: 300))' was replaced, moved or deleted since it was opened (or rewritten in place, or its -wal or -shm removed); nothing was written (open it again to work on the file now at that path)"
        case .logNotCheckpointed(let path):
            "catalog '\(messageText(path, limit: 300))': the change is committed but not yet in the file, only in its -wal (another connection held an older snapshot for 12 s); keep the file, its -wal and -shm where they are until a later write or close copies it there"
        case .database(let message):
            "database error: \(messageText(message, limit: 300))"
        }
    }

    /// " (and N more differences)", or nothing when there are none.
    private static func others(_ count: Int) -> String {
        count == 0 ? "" : " (and \(count) more difference\(count == 1 ? "" : "s"))"
    }

    /// The same one-line description, for Foundation callers.
    package var errorDescription: String? { description }
}
