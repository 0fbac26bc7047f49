import HTTPTypes
import Hummingbird

/// `GET /`: the studio's page, and `GET /studio/FILE`: its stylesheets and scripts, files
/// compiled into the tool (``StudioResources``). They pass the same checks as the API (the Host,
/// the token or the cookie the page set).
struct PageRoutes {
    /// What the page may load: its own origin only (no network beyond the studio), frames of
    /// its own pages, and the files it exported itself (`blob:`, read back by the export's
    /// tests).
    static let contentSecurityPolicy =
        "default-src 'self'; connect-src 'self' blob:; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'"

    func addRoutes(to router: Router<StudioRequestContext>) {
        router.get("/") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8", .contentSecurityPolicy: Self.contentSecurityPolicy],
                body: .init(byteBuffer: StudioResources.indexPage))
        }
        router.get("/studio/:file") { _, context in
            let name = try context.parameters.require("file")
            guard let file = StudioResources.files[name] else {
                throw StudioError(.notFound, "the studio's page has no file '\(name)'", path: "")
            }
            return Response(status: .ok, headers: [.contentType: file.contentType], body: .init(byteBuffer: file.bytes))
        }
    }
}
