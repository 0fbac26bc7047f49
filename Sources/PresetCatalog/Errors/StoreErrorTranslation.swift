import Foundation
import PresetStore

extension CatalogError {
    /// The catalog error for a store failure, in the category that fits it.
    package init(_ error: PresetDatabaseError) {
        let kind: Kind =
            switch error {
            case .notFound, .revisionNotFound, .missingFile: .notFound
            case .alreadyExists: .conflict(.nameTaken)
            case .inUse: .conflict(.inUse)
            case .revisionChanged: .conflict(.revisionChanged)
            case .invalidField, .constraintViolated, .invalidJSON, .positionOutOfRange, .menuItemRuleBroken,
                .notACatalog, .schemaTooNew, .schemaTooOld, .migrationFailed, .untrustedSchema, .unrepairableSchema:
                .invalidData
            case .readOnly, .catalogNotEmpty: .cannotCreate
            case .catalogReplaced: .conflict(.catalogReplaced)
            case .logNotCheckpointed: .busy
            case .database(let message): Self.isBusy(message) ? .busy : .ioFailure
            }
        let entity: String? =
            switch error {
            case .alreadyExists(let entity, _), .inUse(let entity, _, _): entity
            default: nil
            }
        self.init(kind, error.description, entity: entity)
    }

    /// Runs `body`, rethrowing store failures as catalog errors (package access, for the tooling).
    package static func translatingStoreErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PresetDatabaseError {
            throw CatalogError(error)
        }
    }

    /// Whether a store database message reports SQLITE_BUSY (5) or SQLITE_LOCKED (6), whose
    /// extended codes keep the primary code in their low byte: "… (code 517)".
    private static func isBusy(_ message: String) -> Bool {
        guard let open = message.range(of: "(code ", options: .backwards),
            let code = Int(message[open.upperBound...].prefix { $0.isNumber })
        else { return false }
        return code & 0xFF == 5 || code & 0xFF == 6
    }
}
