import HTTPTypes
import PresetCatalog
import Testing

@testable import PresetStudio

/// The studio's HTTP status for each kind of catalog failure: its one mapping (docs/STUDIO.md).
@Suite struct ErrorStatusTests {
    /// RFC 9110's statuses, written out by hand for every kind: 400 Bad Request, 404 Not Found,
    /// 409 Conflict, 412 Precondition Failed, 422 Unprocessable Content, 500, 503 (with
    /// `Retry-After`).
    @Test func kindsMapToHTTPStatuses() {
        let expected: [(CatalogError.Kind, Int)] =
            [
                (.invalidArgument, 400), (.invalidData, 422), (.notFound, 404), (.conflict(.nameTaken), 409),
                (.conflict(.inUse), 409), (.conflict(.revisionChanged), 412), (.busy, 503), (.cannotCreate, 500),
                (.ioFailure, 500),
            ] + CatalogError.UpdateRefusal.allCases.map { (.refusedUpdate($0), 422) }
        for (kind, code) in expected {
            let error = StudioError(CatalogError(kind, "m"))
            #expect(error.status.code == code, "\(kind)")
            #expect(error.message == "m")
            #expect((error.headers[.retryAfter] != nil) == (code == 503), "\(kind)")
        }
        #expect(expected.count == 9 + CatalogError.UpdateRefusal.allCases.count)
    }
}
