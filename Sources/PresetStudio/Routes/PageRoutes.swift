import HTTPTypes
import Hummingbird

/// `GET /`: the studio's page, a resource compiled into the tool (no file is read at run time).
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
                body: .init(byteBuffer: ByteBuffer(bytes: PackageResources.index_html)))
        }
    }
}
