import HTTPTypes

extension HTTPField.Name {
    /// `X-Frame-Options`: which pages may frame the studio's (its own only).
    static let xFrameOptions = Self("X-Frame-Options")!
    /// `Referrer-Policy`: the studio's addresses are never sent to other sites.
    static let referrerPolicy = Self("Referrer-Policy")!
    /// `X-Accel-Buffering`: `no` keeps a proxy from holding the event stream back.
    static let xAccelBuffering = Self("X-Accel-Buffering")!
    /// `Server-Timing`: the server's own share of a response's time.
    static let serverTiming = Self("Server-Timing")!
}
