import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A headless Chromium driven through chromedriver (W3C WebDriver over HTTP). Unlike
/// `--dump-dom`, which stops producing frames after the first, the page here runs real
/// animation frames, and scroll-driven animations only follow a scroll at a frame.
///
/// One session per test: `start()`, then `open`, `executeAsync`, `screenshot`, and `stop()`.
package final class ChromeDriverSession {
    private let driver: Process
    private let port: Int
    private let session: String
    /// Whether it took one of the ``BrowserSlots`` (given back once, by `stop()`).
    private var holdsSlot = false

    /// Starts chromedriver on a free port and opens a headless Chromium `width`×`height` window.
    /// A chromedriver that exits before it says its port (seen once in a full run on a loaded
    /// machine) is started again, up to three times in all; any other failure is thrown at once.
    /// It takes one of the ``BrowserSlots`` first.
    package static func start(chromium: HeadlessChromium, width: Int = 1000, height: Int = 1000) throws -> ChromeDriverSession {
        let slot = BrowserSlots.take()
        var attempt = 1
        while true {
            do {
                let session = try startOnce(chromium: chromium, width: width, height: height)
                session.holdsSlot = slot
                return session
            } catch is DriverExited where attempt < 3 {
                attempt += 1
            } catch {
                if slot { BrowserSlots.giveBack() }
                throw error
            }
        }
    }

    /// chromedriver exited before it said its port.
    private struct DriverExited: Error, CustomStringConvertible {
        let description: String
    }

    private static func startOnce(chromium: HeadlessChromium, width: Int, height: Int) throws -> ChromeDriverSession {
        let driverExecutable = try BrowserMissing.locate(
            "chromedriver", names: ["chromedriver"], variable: "CHROMEDRIVER", in: ProcessInfo.processInfo.environment)
        let driver = Process()
        driver.executableURL = driverExecutable
        driver.arguments = ["--port=0"]
        let output = Pipe()
        driver.standardOutput = output
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        do {
            let port = try readPort(from: output.fileHandleForReading)
            let arguments = HeadlessChromium.headlessArguments + ["--hide-scrollbars", "--window-size=\(width),\(height)"]
            let capabilities: [String: Any] = [
                "capabilities": [
                    "alwaysMatch": ["goog:chromeOptions": ["binary": chromium.executable.path, "args": arguments]]
                ]
            ]
            let reply = try send("POST", port: port, path: "/session", capabilities)
            let session = try ((reply as? [String: Any])?["sessionId"] as? String).orThrow("chromedriver opened no session: \(reply)")
            return ChromeDriverSession(driver: driver, port: port, session: session)
        } catch {
            stopDriver(driver)
            throw error
        }
    }

    private init(driver: Process, port: Int, session: String) {
        self.driver = driver
        self.port = port
        self.session = session
    }

    /// Loads `page` and waits for it to finish loading.
    package func open(_ page: URL) throws {
        _ = try command("POST", "url", ["url": page.absoluteString])
    }

    /// Runs `script` as an async WebDriver script (its last argument is the callback to call
    /// with the result) with `arguments`, and returns the result, which must be a string.
    package func executeAsync(_ script: String, arguments: [Any]) throws -> String {
        _ = try command("POST", "timeouts", ["script": 120_000])
        let result = try command("POST", "execute/async", ["script": script, "args": arguments])
        return try (result as? String).orThrow("the script returned \(result)")
    }

    /// A PNG of the window.
    package func screenshot() throws -> Data {
        let encoded = try command("GET", "screenshot", nil)
        return try (encoded as? String).flatMap { Data(base64Encoded: $0) }.orThrow("no screenshot")
    }

    /// Closes the browser and stops chromedriver.
    package func stop() {
        _ = try? Self.send("DELETE", port: port, path: "/session/\(session)", nil)
        Self.stopDriver(driver)
        if holdsSlot {
            holdsSlot = false
            BrowserSlots.giveBack()
        }
    }

    /// Stops chromedriver (it does not stop on SIGTERM) and waits for it.
    private static func stopDriver(_ driver: Process) {
        _ = kill(driver.processIdentifier, SIGKILL)
        driver.waitUntilExit()
    }

    func command(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any {
        try Self.send(method, port: port, path: "/session/\(session)/\(path)", body)
    }

    /// Sends one WebDriver command and returns its `value`, throwing WebDriver's error message.
    private static func send(_ method: String, port: Int, path: String, _ body: [String: Any]?) throws -> Any {
        let data = try LocalHTTP.request(
            method, port: port, path: path, body: try body.map { try JSONSerialization.data(withJSONObject: $0) })
        let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let value = reply?["value"] ?? NSNull()
        if let error = value as? [String: Any], let message = error["message"] as? String {
            throw ChromiumFailure(description: "WebDriver \(method) \(path): \(message)")
        }
        return value
    }

    /// The port chromedriver prints in "ChromeDriver was started successfully on port N."
    private static func readPort(from handle: FileHandle) throws -> Int {
        var text = ""
        while true {
            let data = handle.availableData
            guard !data.isEmpty else { throw DriverExited(description: "chromedriver stopped before saying its port: \(text)") }
            text += String(decoding: data, as: UTF8.self)
            if let range = text.range(of: "started successfully on port "),
                let port = Int(text[range.upperBound...].prefix { $0.isNumber })
            {
                return port
            }
        }
    }
}

extension Optional {
    /// The value, or a `ChromiumFailure` saying `message`.
    package func orThrow(_ message: @autoclosure () -> String) throws -> Wrapped {
        guard let self else { throw ChromiumFailure(description: message()) }
        return self
    }
}
