import HTTPTypes
import Hummingbird
import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Gives a connection ``StudioLimits/signInSeconds`` from its opening to deliver a whole request
/// head carrying the studio's token (as ``TokenMiddleware`` accepts it: the bearer header, the
/// cookie, or a page's `?token=`); one that has not is closed, whatever it sent. Until then it
/// counts against its peer in the ``SignInLedger``. A connection that showed the token once is
/// then bound by the idle timeout alone. In the pipeline after the HTTP decoding, before
/// Hummingbird's own connection handler.
final class SignInDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let token: AccessToken
    private let address: StudioAddress
    private let ledger: SignInLedger
    private var peer: String?
    private var deadline: Scheduled<Void>?

    init(token: AccessToken, address: StudioAddress, ledger: SignInLedger) {
        self.token = token
        self.address = address
        self.ledger = ledger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        signedIn(context)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        signedIn(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if peer != nil, case .head(let head) = unwrapInboundIn(data), carriesToken(head) {
            signedIn(context)
        }
        context.fireChannelRead(data)
    }

    private func start(_ context: ChannelHandlerContext) {
        guard peer == nil, deadline == nil else { return }
        let channel = context.channel
        let peer = channel.remoteAddress?.ipAddress ?? "unknown"
        self.peer = peer
        ledger.admit(channel, from: peer)
        deadline = context.eventLoop.scheduleTask(in: .seconds(StudioLimits.signInSeconds)) {
            channel.close(promise: nil)
        }
    }

    private func signedIn(_ context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        if let peer { ledger.release(context.channel, from: peer) }
        peer = nil
    }

    /// Whether `head` carries the studio's token as ``TokenMiddleware`` accepts it.
    private func carriesToken(_ head: HTTPRequest) -> Bool {
        if let authorization = head.headerFields[.authorization] {
            return TokenMiddleware.bearerToken(in: authorization).map { token.matches($0) } ?? false
        }
        if TokenMiddleware.cookieValues(named: address.cookieName, in: head.headerFields).contains(where: { token.matches($0) }) {
            return true
        }
        let uri = URI(head.path ?? "")
        return !uri.path.hasPrefix("/api") && uri.queryParameters["token"].map { token.matches($0) } == true
    }
}
