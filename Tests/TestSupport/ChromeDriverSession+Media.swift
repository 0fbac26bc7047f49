import Foundation

/// Media features a page sees, set through chromedriver's DevTools endpoint
/// (`Emulation.setEmulatedMedia`).
extension ChromeDriverSession {
    /// Makes the page's media queries see `features` (e.g. `prefers-reduced-motion: reduce`)
    /// until changed again; an empty list restores the machine's own.
    package func emulateMedia(_ features: [(name: String, value: String)]) throws {
        _ = try command(
            "POST", "goog/cdp/execute",
            [
                "cmd": "Emulation.setEmulatedMedia",
                "params": ["features": features.map { ["name": $0.name, "value": $0.value] }],
            ])
    }
}
