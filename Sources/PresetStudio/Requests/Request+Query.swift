import HTTPTypes
import Hummingbird

extension Request {
    /// The whole-number query parameter `key`, nil when absent.
    /// - Throws: ``StudioError`` 400 naming `key` when it is not a whole number.
    func wholeNumber(query key: String) throws -> Int? {
        guard let text = uri.queryParameters[Substring(key)] else { return nil }
        guard let value = Int(text) else { throw StudioError(.badRequest, "\(key): '\(text)' is not a whole number", path: key) }
        return value
    }

    /// A listing's `?prefix=` (empty when absent), as `--prefix` takes it.
    var listingPrefix: String {
        uri.queryParameters["prefix"].map(String.init) ?? ""
    }

    /// A listing's `?limit=`, a whole number ≥ 1 as `--limit` takes it; nil when absent.
    func listingLimit() throws -> Int? {
        guard let limit = try wholeNumber(query: "limit") else { return nil }
        guard limit >= 1 else { throw StudioError(.badRequest, "limit: must be at least 1, got \(limit)", path: "limit") }
        return limit
    }
}
