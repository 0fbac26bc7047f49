import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WebKit (WebKitGTK's MiniBrowser) driven through `WebKitWebDriver`, W3C WebDriver over HTTP.
/// MiniBrowser has no headless mode, so the driver runs under `xvfb-run -a` (a virtual X
/// display of its own). Foundation starts it as the leader of a process group of its own, which
/// the display, the driver, the browser and WebKit's helper processes all join, so stopping the
/// group stops them together. Debian's packages: `webkit2gtk-driver` and `xvfb`.
package final class WebKitSession: BrowserSession {
    private let driver: Process
    private let client: WebDriverClient

    /// Whether it took one of the ``BrowserSlots`` (given back once, by `stop()`).
    private var holdsSlot = false

    package var engine: String { "WebKit" }

    /// Where Debian installs MiniBrowser (WebKitGTK for GTK 3).
    static let miniBrowserCandidates = [
        "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
        "/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser",
    ]

    static let install = "install it with `apt-get install -y webkit2gtk-driver xvfb` (.ci/run does)"

    /// Starts the driver on a free port and opens MiniBrowser with a `width`×`height` viewport.
    /// It takes one of the ``BrowserSlots`` first.
    package static func start(width: Int = 1000, height: Int = 1000) throws -> WebKitSession {
        let slot = BrowserSlots.take()
        do {
            let session = try startInSlot(width: width, height: height)
            session.holdsSlot = slot
            return session
        } catch {
            if slot { BrowserSlots.giveBack() }
            throw error
        }
    }

    private static func startInSlot(width: Int = 1000, height: Int = 1000) throws -> WebKitSession {
        let environment = ProcessInfo.processInfo.environment
        let driverExecutable = try BrowserMissing.locate(
            "WebKitWebDriver", names: ["WebKitWebDriver"], variable: "WEBKIT_WEBDRIVER", in: environment, install: install)
        let xvfb = try BrowserMissing.locate("xvfb-run", names: ["xvfb-run"], variable: "XVFB_RUN", in: environment, install: install)
        guard let browser = miniBrowserCandidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw BrowserMissing(
                description: "WebKit's MiniBrowser is needed by the WebKit tests and is not at any of "
                    + "\(miniBrowserCandidates.joined(separator: ", ")); \(install)")
        }
        let port = try unusedLoopbackPort()
        let driver = Process()
        driver.executableURL = xvfb
        driver.arguments = ["-a", "-s", "-screen 0 1920x1200x24 -nolisten tcp", driverExecutable.path, "--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        do {
            try waitUntil(seconds: 30, "WebKitWebDriver did not answer on port \(port)") {
                guard driver.isRunning else { throw ChromiumFailure(description: "WebKitWebDriver exited (\(driver.terminationStatus))") }
                return (try? LocalHTTP.request("GET", port: port, path: "/status", body: nil, timeout: 5)) != nil
            }
            let capabilities: [String: Any] = [
                "capabilities": [
                    "alwaysMatch": [
                        "browserName": "MiniBrowser",
                        "webkitgtk:browserOptions": ["binary": browser, "args": ["--automation"]],
                    ]
                ]
            ]
            // The driver never answers a browser that fails to start: the read's timeout bounds it.
            let client = try WebDriverClient.openSession(
                driver: "WebKitWebDriver", port: port, capabilities: capabilities, timeout: 60, scriptTimeout: 300_000)
            let opened = WebKitSession(driver: driver, client: client)
            try opened.resizeViewport(width: width, height: height)
            return opened
        } catch {
            stopDriver(driver)
            throw error
        }
    }

    private init(driver: Process, client: WebDriverClient) {
        self.driver = driver
        self.client = client
    }

    /// Sizes the window so the page's viewport is `width`×`height`: MiniBrowser's toolbar takes
    /// part of the window, measured once the window has a size.
    private func resizeViewport(width: Int, height: Int) throws {
        _ = try command("POST", "window/rect", ["x": 0, "y": 0, "width": width, "height": height])
        let chrome = try command(
            "POST", "execute/sync", ["script": "return [outerWidth - innerWidth, outerHeight - innerHeight]", "args": []])
        let extra = (chrome as? [Int]) ?? [0, 0]
        _ = try command("POST", "window/rect", ["x": 0, "y": 0, "width": width + extra[0], "height": height + extra[1]])
    }

    package func open(_ page: URL) throws {
        try client.open(page)
    }

    package func executeAsync(_ script: String, arguments: [Any]) throws -> String {
        try client.executeAsync(script, arguments: arguments)
    }

    package func screenshot() throws -> Data {
        try client.screenshot()
    }

    package func stop() {
        client.close()
        Self.stopDriver(driver)
        if holdsSlot {
            holdsSlot = false
            BrowserSlots.giveBack()
        }
    }

    /// Stops the driver's whole process group (xvfb-run, Xvfb, the driver, MiniBrowser, WebKit's
    /// processes), then waits for xvfb-run.
    private static func stopDriver(_ driver: Process) {
        let group = driver.processIdentifier
        _ = kill(-group, SIGTERM)
        let deadline = Date().addingTimeInterval(5)
        while driver.isRunning, Date() < deadline { usleep(20_000) }
        _ = kill(-group, SIGKILL)
        driver.waitUntilExit()
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any {
        try client.command(method, path, body)
    }
}
