import Foundation

/// One W3C WebDriver session on a driver listening on a loopback port (chromedriver,
/// `WebKitWebDriver`): each command a JSON request over HTTP whose reply's `value` is the
/// answer, a WebDriver error thrown with its message. The browser sessions share it.
package struct WebDriverClient: Sendable {
    /// How messages name the driver.
    let driver: String
    let port: Int
    let session: String
    /// How long a command may take before its read gives up, in seconds.
    let commandTimeout: Int
    /// How long an async script may run, in milliseconds.
    let scriptTimeout: Int

    /// Opens a session with `capabilities`, waiting up to `timeout` seconds for it.
    /// - Throws: `ChromiumFailure` with the driver's message, or when it opens no session.
    static func openSession(
        driver: String, port: Int, capabilities: [String: Any], timeout: Int = 180, commandTimeout: Int = 180,
        scriptTimeout: Int
    ) throws -> WebDriverClient {
        let reply = try send("POST", port: port, path: "/session", capabilities, timeout: timeout, driver: driver)
        let session = try ((reply as? [String: Any])?["sessionId"] as? String).orThrow("\(driver) opened no session: \(reply)")
        return WebDriverClient(driver: driver, port: port, session: session, commandTimeout: commandTimeout, scriptTimeout: scriptTimeout)
    }

    /// Sends `method` to the session's `path` (`url`, `execute/async`, …) and returns its value.
    func command(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any {
        try Self.send(method, port: port, path: "/session/\(session)/\(path)", body, timeout: commandTimeout, driver: driver)
    }

    /// Loads `page` and waits for it to finish loading.
    func open(_ page: URL) throws {
        _ = try command("POST", "url", ["url": page.absoluteString])
    }

    /// Runs `script` as an async WebDriver script (its last argument is the callback to call
    /// with the result) with `arguments`, and returns the result, which must be a string.
    func executeAsync(_ script: String, arguments: [Any]) throws -> String {
        _ = try command("POST", "timeouts", ["script": scriptTimeout])
        let result = try command("POST", "execute/async", ["script": script, "args": arguments])
        return try (result as? String).orThrow("the script returned \(result)")
    }

    /// A PNG of the window.
    func screenshot() throws -> Data {
        let encoded = try command("GET", "screenshot", nil)
        return try (encoded as? String).flatMap { Data(base64Encoded: $0) }.orThrow("no screenshot")
    }

    /// Ends the session (the driver closes the browser), giving it 10 seconds; a failure is ignored.
    func close() {
        _ = try? Self.send("DELETE", port: port, path: "/session/\(session)", nil, timeout: 10, driver: driver)
    }

    /// Sends one WebDriver request and returns its `value`, throwing WebDriver's error message.
    private static func send(_ method: String, port: Int, path: String, _ body: [String: Any]?, timeout: Int, driver: String) throws
        -> Any
    {
        let data = try LocalHTTP.request(
            method, port: port, path: path, body: try body.map { try JSONSerialization.data(withJSONObject: $0) }, timeout: timeout)
        let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let value = reply?["value"] ?? NSNull()
        if let error = value as? [String: Any], let message = error["message"] as? String {
            throw ChromiumFailure(description: "\(driver) \(method) \(path): \(message)")
        }
        return value
    }
}
