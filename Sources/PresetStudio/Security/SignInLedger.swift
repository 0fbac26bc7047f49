import Foundation
import NIOCore

/// The studio's connections that have not yet shown its token, by peer address, shared by every
/// event loop: a peer holds at most ``StudioLimits/maximumConnectionsBeforeSignIn`` of them at
/// once, and a new one past that closes that peer's oldest. So clients without the token never
/// hold more than that many of the server's ``StudioLimits/maximumConnections`` slots per
/// address, and a newcomer is never turned away by them (on loopback every client is one peer).
final class SignInLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [String: [ObjectIdentifier: (order: Int, channel: any Channel)]] = [:]
    private var opened = 0

    /// Records `channel`, from `peer`, as waiting for its first request with the token, and
    /// closes the peer's oldest waiting connection when it now has too many.
    func admit(_ channel: any Channel, from peer: String) {
        let evicted: (any Channel)? = lock.withLock {
            opened += 1
            waiting[peer, default: [:]][ObjectIdentifier(channel)] = (opened, channel)
            guard let entries = waiting[peer], entries.count > StudioLimits.maximumConnectionsBeforeSignIn,
                let oldest = entries.min(by: { $0.value.order < $1.value.order })
            else { return nil }
            waiting[peer]?.removeValue(forKey: oldest.key)
            return oldest.value.channel
        }
        evicted?.close(promise: nil)
    }

    /// Forgets `channel`: it showed the token, or it closed.
    func release(_ channel: any Channel, from peer: String) {
        lock.withLock {
            waiting[peer]?.removeValue(forKey: ObjectIdentifier(channel))
            if waiting[peer]?.isEmpty == true { waiting.removeValue(forKey: peer) }
        }
    }
}
