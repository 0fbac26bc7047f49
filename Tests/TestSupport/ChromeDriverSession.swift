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
    private let client: WebDriverClient
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
            let client = try WebDriverClient.openSession(
                driver: "WebDriver", port: port, capabilities: capabilities, scriptTimeout: 120_000)
            return ChromeDriverSession(driver: driver, client: client)
        } catch {
            stopDriver(driver)
            throw error
        }
    }

    private init(driver: Process, client: WebDriverClient) {
        self.driver = driver
        self.client = client
    }

    /// Loads `page` and waits for it to finish loading.
    package func open(_ page: URL) throws {
        try client.open(page)
    }

    /// Runs `script` as an async WebDriver script (its last argument is the callback to call
    /// with the result) with `arguments`, and returns the result, which must be a string.
    package func executeAsync(_ script: String, arguments: [Any]) throws -> String {
        try client.executeAsync(script, arguments: arguments)
    }

    /// A PNG of the window.
    package func screenshot() throws -> Data {
        try client.screenshot()
    }

    /// Closes the browser and stops chromedriver.
    package func stop() {
        client.close()
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
        try client.command(method, path, body)
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
