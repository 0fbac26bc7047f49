import Foundation
import HTTPTypes
import Hummingbird

/// A request's `If-Match`, the revision a write expects: exactly the `ETag` a read gave,
/// `"REVISION"` (byte for byte: `"01"` is no revision).
enum IfMatch: Equatable, Sendable {
    /// `*`: any revision, a deliberate overwrite.
    case any
    /// One revision.
    case revision(Int)
    /// A tag that can never match (weak, or not a revision): the write is refused with 412.
    case unmatchable(String)

    /// The header of `request`, nil when absent.
    /// - Throws: ``StudioError`` 400 when it lists several tags.
    init?(_ request: Request) throws {
        guard let value = request.headers[.ifMatch]?.trimmingCharacters(in: .whitespaces) else { return nil }
        if value == "*" {
            self = .any
        } else if value.contains(",") {
            throw StudioError(.badRequest, "If-Match takes one revision, \"N\", or *; got \(value)", path: "If-Match")
        } else if value.hasPrefix("\""), value.hasSuffix("\""), value.count > 2, let revision = Int(value.dropFirst().dropLast()),
            value == HTTPFields.eTagValue(revision)
        {
            // Exactly the ETag a read sends: "01", "+1" or " 1" name no revision, though they parse as 1.
            self = .revision(revision)
        } else {
            self = .unmatchable(value)
        }
    }

    /// The header of `request`, which a write needs.
    /// - Throws: ``StudioError`` 428 when it is absent.
    static func required(_ request: Request, for action: String) throws -> IfMatch {
        guard let ifMatch = try IfMatch(request) else {
            throw StudioError(
                .preconditionRequired,
                "\(action) needs If-Match: \"REVISION\", the ETag of the preset as it was read (or * to overwrite whatever is there)",
                path: "If-Match")
        }
        return ifMatch
    }

    /// The revision the store must find, nil for any.
    /// - Throws: ``StudioError`` 412 for a tag that cannot match.
    func expectedRevision() throws -> Int? {
        switch self {
        case .any: return nil
        case .revision(let revision): return revision
        case .unmatchable(let tag):
            throw StudioError(
                .preconditionFailed, "If-Match \(tag) is no revision of this preset (its ETag is \"REVISION\")", path: "If-Match")
        }
    }
}

extension HTTPFields {
    /// The headers of a preset at `revision`: its `ETag`.
    static func eTag(_ revision: Int) -> HTTPFields {
        [.eTag: eTagValue(revision)]
    }

    /// The `ETag` of `revision`: `"REVISION"`, in decimal without sign or leading zeros.
    static func eTagValue(_ revision: Int) -> String {
        "\"\(revision)\""
    }
}
