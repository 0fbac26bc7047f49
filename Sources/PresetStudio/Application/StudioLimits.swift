import NIOCore

/// How much of the server one client may hold, and for how long (docs/RELIABILITY.md, "The
/// studio's limits"). A connection cap alone would let idle clients hold every slot; the idle
/// timeout frees them, so a well-behaved client waits at most that long for a slot.
package enum StudioLimits {
    /// How long a connection may go without delivering a request's next part (its head, a
    /// piece of its body, its end) before it is closed, and how long an open connection may stay
    /// idle between requests. It bounds the time to send a request's headers too: a head that
    /// has not fully arrived this long after the connection opened, or after the previous
    /// response, is dropped. A response being written (an event stream included) is not idle.
    package static let idleSeconds: Int64 = 30
    /// The most connections served at once; the next ones wait in the listen queue until one
    /// closes (or, past the queue's 256, are refused by the system).
    package static let maximumConnections = 256
    /// The longest a request body may take to arrive in full, however steadily it trickles:
    /// shorter than ``idleSeconds``, so a body that stops is answered 408 before the idle
    /// timeout would close the connection without a word.
    package static let bodySeconds: Int64 = 20
    /// How long a new connection has to deliver a whole request head carrying the studio's
    /// token (``SignInDeadline``); one that has not by then is closed.
    package static let signInSeconds: Int64 = 10
    /// The most connections one peer address may hold open at once before any of them has shown
    /// the token (``SignInLedger``); a new one past it closes that peer's oldest such connection.
    package static let maximumConnectionsBeforeSignIn = 16

    /// The most bytes of one stored text field a listing shows (a preset's summary): a longer
    /// one, which only a catalog written around its CHECK rules can hold, is shown as
    /// ``oversizedField(_:bytes:)`` says instead.
    package static let maximumShownFieldBytes = 16 << 10
    /// The most bytes of one preset's JSON the studio sends (`GET /api/presets/NAME` and the
    /// answers of the writes): beyond it, 422 naming the size.
    package static let maximumPresetJSONBytes = 4 << 20

    /// `text` when it is within ``maximumShownFieldBytes``, else a line saying it is not shown.
    static func shown(_ text: String, field: String) -> String {
        let bytes = text.utf8.count
        guard bytes > maximumShownFieldBytes else { return text }
        return "(not shown: this \(field) is \(bytes) bytes, more than the studio's \(maximumShownFieldBytes >> 10) KiB per field)"
    }

    /// ``idleSeconds`` as NIO's time amount.
    static var idleTimeout: TimeAmount { .seconds(idleSeconds) }
}
