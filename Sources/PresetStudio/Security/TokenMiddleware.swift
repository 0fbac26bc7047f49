import Foundation
import HTTPTypes
import Hummingbird

/// Lets a request through only with the studio's token: as `Authorization: Bearer TOKEN`, or as
/// the cookie the page sets. Opening a page (not `/api`) with `?token=TOKEN` sets that cookie and
/// redirects (303) to the same address without the token, so it leaves the address bar and the
/// history. Anything else is refused with 401.
///
/// The cookie is HttpOnly (no script reads it) and SameSite=Lax: a browser sends it on another
/// site's top-level GET navigation but on none of another site's changes (POST, PUT, DELETE),
/// which ``OriginCheckMiddleware`` refuses besides. Strict would lose the sign-in whenever the
/// address is opened from another page: `--open`'s ``LaunchPage`` is a `file:` page, and a
/// browser carries no Strict cookie through a redirect such a page started.
struct TokenMiddleware: RouterMiddleware {
    let token: AccessToken
    let address: StudioAddress

    func handle(
        _ request: Request, context: StudioRequestContext, next: (Request, StudioRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        if let authorization = request.headers[.authorization] {
            // Given but wrong is refused even with a good cookie: the caller meant this header.
            guard let given = Self.bearerToken(in: authorization), token.matches(given) else {
                throw refusal("the Authorization header does not carry this studio's token (Bearer TOKEN)")
            }
            context.credential = .bearer
            return try await next(request, context)
        }
        if Self.cookieValues(named: address.cookieName, in: request.headers).contains(where: { token.matches($0) }) {
            context.credential = .cookie
            return try await next(request, context)
        }
        let isPage = !request.uri.path.hasPrefix("/api")
        if isPage, request.method == .get || request.method == .head, let given = request.uri.queryParameters["token"] {
            guard token.matches(given) else { throw refusal("the address's token is not this studio's (it changes at every start)") }
            return redirectSettingCookie(request)
        }
        if isPage {
            return .text(Self.signInPage, contentType: "text/html; charset=utf-8", status: .unauthorized)
        }
        throw refusal("this request needs the studio's token: Authorization: Bearer TOKEN, or open the address the studio printed")
    }

    private func refusal(_ message: String) -> StudioError {
        var error = StudioError(.unauthorized, message, path: "Authorization")
        error.headers[.wwwAuthenticate] = "Bearer realm=\"preset-studio\""
        return error
    }

    /// 303 to the request's path and query without `token`, setting the cookie.
    private func redirectSettingCookie(_ request: Request) -> Response {
        let query = (request.uri.query ?? "").split(separator: "&").filter { !$0.hasPrefix("token=") && $0 != "token" }
        var headers: HTTPFields = [:]
        headers[.location] = Self.sameOriginPath(request.uri.path) + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        headers[.setCookie] = "\(address.cookieName)=\(token.text); Path=/; HttpOnly; SameSite=Lax"
        headers[.cacheControl] = "no-store"
        return Response(status: .seeOther, headers: headers)
    }

    /// The token an `Authorization` header's value gives as `Bearer TOKEN`; nil for any other form.
    static func bearerToken(in authorization: String) -> String? {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// Every value of the cookies named `name` in `headers`, in order: a browser sends two of
    /// the same name when another page of the host (another port's studio, a wider `Path`) set
    /// one too, so each is tried, not only the first.
    static func cookieValues(named name: String, in headers: HTTPFields) -> [String] {
        headers[values: .cookie].flatMap { $0.split(separator: ";") }.compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else { return nil }
            return parts[1].trimmingCharacters(in: .whitespaces)
        }
    }

    /// `path` as a `Location` that stays on this origin: one leading slash, whatever it began
    /// with. A browser reads `//host/…` (and `/\host/…`) as another site's address, so
    /// `GET //evil.com/?token=…` must not redirect to `//evil.com/`.
    static func sameOriginPath(_ path: String) -> String {
        "/" + path.drop { $0 == "/" || $0 == "\\" }
    }

    /// What a browser shows at the studio's address without the token.
    static let signInPage = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Preset Studio</title></head>
        <body><h1>Preset Studio</h1>
        <p>Open the address <code>preset-manager studio</code> printed: it carries this start's token
        (<code>http://127.0.0.1:PORT/?token=…</code>).</p></body></html>

        """
}
