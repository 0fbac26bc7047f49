import HTTPTypes
import Hummingbird

/// `GET /`: the studio's page, a file compiled into the tool (``StudioResources``).
struct PageRoutes {
    /// What the page may load: its own origin only (no network beyond the studio), and frames of
    /// its own pages.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'"

    func addRoutes(to router: Router<StudioRequestContext>) {
        router.get("/") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8", .contentSecurityPolicy: Self.contentSecurityPolicy],
                body: .init(byteBuffer: StudioResources.indexPage))
        }
    }
}
