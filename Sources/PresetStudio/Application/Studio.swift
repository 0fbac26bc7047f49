import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// One studio: the catalog it serves, the token requests must carry, the address it answers to
/// and the stream of catalog events. ``buildRouter()`` assembles the checks and routes;
/// ``buildApplication(port:logger:onServerRunning:)`` the Hummingbird application;
/// ``StudioServer`` runs it.
package struct Studio: Sendable {
    /// The catalog served.
    package let catalog: StudioCatalog
    /// The secret of this start.
    package let token: AccessToken
    /// Where the studio listens, for the Host, Origin and cookie checks.
    package let address: StudioAddress
    /// The catalog's changes, for `GET /api/events`.
    package let events: CatalogEvents

    /// A studio serving `catalog` at `address`, with a fresh random token unless one is given.
    package init(
        catalog: StudioCatalog, address: StudioAddress, token: AccessToken = AccessToken(), events: CatalogEvents = CatalogEvents()
    ) {
        self.catalog = catalog
        self.address = address
        self.token = token
        self.events = events
    }

    /// The router: the checks every request passes, in order (the server timing; errors as JSON; the Host; the
    /// token; the Origin of a state-changing request), then the page and the API. The routes
    /// that change the catalog are in groups of their own, refused when read-only.
    package func buildRouter() -> Router<StudioRequestContext> {
        // HEAD is answered on every GET route: the GET's status and headers, without the body.
        let router = Router(context: StudioRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.addMiddleware {
            ServerTimingMiddleware()
            ErrorMiddleware()
            BodyLimitMiddleware()
            HostCheckMiddleware(address: address)
            TokenMiddleware(token: token, address: address)
            OriginCheckMiddleware()
        }
        PageRoutes().addRoutes(to: router)
        let api = router.group("api")
        CatalogRoutes(catalog: catalog).addRoutes(to: api.group("catalog"))
        ConflictRoutes(catalog: catalog).addRoutes(to: api.group("conflicts"))
        let presets = PresetRoutes(catalog: catalog)
        presets.addReads(to: api.group("presets"))
        presets.addWrites(to: api.group("presets").add(middleware: ReadOnlyMiddleware(catalog: catalog)))
        let listings = MenuAndImageRoutes(catalog: catalog)
        listings.addMenuRoutes(to: api.group("menus"))
        listings.addImageRoutes(to: api.group("images"))
        PreviewRoutes(catalog: catalog).addRoutes(to: api)
        PlayerRoutes(catalog: catalog).addRoutes(to: api)
        EasingRoutes().addRoutes(to: api.group("easing"))
        FormatRoutes().addRoutes(to: api)
        EventRoutes(events: events).addRoutes(to: api)
        return router
    }

    /// The application, listening on ``address``'s host at `port` (0 for a free one); once it is
    /// bound, the address learns the port and `onServerRunning` is called with it. Each
    /// connection must show the token within ``StudioLimits/signInSeconds`` (``SignInDeadline``).
    package func buildApplication(
        port: Int, logger: Logger, onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let ledger = SignInLedger()
        return Application(
            router: buildRouter(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [SignInDeadline(token: token, address: address, ledger: ledger)],
                    idleTimeout: StudioLimits.idleTimeout)),
            configuration: .init(
                address: .hostname(address.host, port: port), serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(StudioLimits.maximumConnections)),
            onServerRunning: { [address] channel in
                let boundPort = channel.localAddress?.port ?? port
                address.bind(port: boundPort)
                await onServerRunning(boundPort)
            },
            logger: logger)
    }
}
