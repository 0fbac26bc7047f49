import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real browser a test drives: Chromium (``ChromeDriverSession``), WebKit
/// (``WebKitSession``) or Firefox (``FirefoxSession``), each through its own driver, all with
/// the same few commands.
package protocol BrowserSession: AnyObject {
    /// The engine's name, for messages: `Chromium`, `WebKit`, `Firefox`.
    var engine: String { get }
    /// Loads `page` and waits for it to finish loading.
    func open(_ page: URL) throws
    /// Runs `script` as an async WebDriver script (its last argument is the callback to call
    /// with the result) with `arguments`, and returns the result, which must be a string.
    func executeAsync(_ script: String, arguments: [Any]) throws -> String
    /// A PNG of the page's viewport.
    func screenshot() throws -> Data
    /// Closes the browser and stops its driver.
    func stop()
}

extension ChromeDriverSession: BrowserSession {
    package var engine: String { "Chromium" }
}

/// Waits until `condition` holds, checking every 50 ms, for at most `seconds`; throws `failure`
/// when it never does.
func waitUntil(seconds: Double, _ failure: @autoclosure () -> String, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while try !condition() {
        guard Date() < deadline else { throw ChromiumFailure(description: failure()) }
        usleep(50_000)
    }
}

/// How many real browsers the test process runs at once. Suites run in parallel, and on a
/// two-core machine a dozen browsers at once (each with its page's animation frames, WebKit's
/// drawn in software) starve one another and the servers they talk to until waits written for
/// a loaded machine run out. A session takes a slot before its browser starts and gives it back
/// when it stops; one that waits more than ``patience`` seconds for a slot starts anyway, so a
/// test holding two sessions never waits on itself.
package enum BrowserSlots {
    /// Browsers at once.
    static let count = 4
    /// The longest a session waits for a slot.
    static let patience = 240.0

    private static let slots = DispatchSemaphore(value: count)

    /// Takes a slot, waiting at most ``patience``; whether one was taken (to give back).
    static func take() -> Bool {
        slots.wait(timeout: .now() + patience) == .success
    }

    /// Gives back a slot ``take()`` took.
    static func giveBack() {
        slots.signal()
    }
}
