import Hummingbird

/// The context of one studio request: Hummingbird's core storage, and how the request proved it
/// may use the API (set by ``TokenMiddleware`` for the middleware after it).
package struct StudioRequestContext: RequestContext {
    /// How a request carried the studio's token.
    package enum Credential: Sendable {
        /// `Authorization: Bearer TOKEN`: a script or a tool; a browser cannot send it to
        /// another origin without a CORS preflight the studio never grants.
        case bearer
        /// The cookie the page set: a browser, which sends it with any request to the studio,
        /// so a state-changing request must also come from the studio's own origin.
        case cookie
    }

    /// Hummingbird's per-request storage.
    package var coreContext: CoreRequestContextStorage
    /// How the token came, once ``TokenMiddleware`` accepted it.
    package var credential: Credential?

    /// Creates the context of a new request.
    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
