import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Firefox (`firefox-esr`, headless) driven through Marionette, its own remote protocol, spoken
/// here over TCP: geckodriver, the W3C WebDriver bridge, is not packaged by Debian. Each message
/// is `LENGTH:JSON` (LENGTH in UTF-8 bytes); a command is `[0, id, "WebDriver:Navigate",
/// {params}]` and its reply `[1, id, error or null, result]`.
///
/// Each session has a profile of its own (a temporary folder whose `user.js` sets the prefs:
/// Marionette on a port of Firefox's choosing, which it writes to `MarionetteActivePort`; no
/// first-run pages, telemetry or network), and `scrollDrivenAnimations` sets
/// `layout.css.scroll-driven-animations.enabled`, off by default in Firefox ESR 153.
package final class FirefoxSession: BrowserSession {
    private let browser: Process
    private let profile: URL
    private let connection: LoopbackConnection
    private var buffer = Data()
    private var nextIdentifier = 1

    /// Whether it took one of the ``BrowserSlots`` (given back once, by `stop()`).
    private var holdsSlot = false

    package var engine: String { "Firefox" }

    static let install = "install it with `apt-get install -y firefox-esr` (.ci/run does)"

    /// The prefs every session's profile sets.
    static var preferences: [String: Any] {
        [
            "marionette.port": 0, "remote.prefs.recommended": true, "browser.shell.checkDefaultBrowser": false,
            "browser.startup.homepage_override.mstone": "ignore", "browser.startup.page": 0, "browser.startup.homepage": "about:blank",
            "startup.homepage_welcome_url": "about:blank", "startup.homepage_welcome_url.additional": "",
            "browser.aboutwelcome.enabled": false, "datareporting.policy.dataSubmissionEnabled": false,
            "datareporting.healthreport.uploadEnabled": false, "toolkit.telemetry.reportingpolicy.firstRun": false,
            "toolkit.telemetry.enabled": false, "toolkit.telemetry.server": "", "app.update.disabledForTesting": true,
            "app.normandy.enabled": false, "app.shield.optoutstudies.enabled": false, "browser.safebrowsing.malware.enabled": false,
            "browser.safebrowsing.phishing.enabled": false, "browser.safebrowsing.downloads.enabled": false,
            "browser.safebrowsing.update.enabled": false, "network.captive-portal-service.enabled": false,
            "network.connectivity-service.enabled": false, "network.dns.disablePrefetch": true, "network.prefetch-next": false,
            "browser.newtabpage.enabled": false, "browser.sessionstore.resume_from_crash": false, "browser.region.network.url": "",
            "browser.search.geoip.url": "", "services.settings.server": "", "geo.provider.network.url": "",
            "toolkit.startup.max_resumed_crashes": -1, "ui.prefersReducedMotion": 0,
        ]
    }

    /// Starts Firefox on a new profile with scroll-driven animations on or off, its viewport
    /// `width`×`height`.
    /// It takes one of the ``BrowserSlots`` first.
    package static func start(scrollDrivenAnimations: Bool, width: Int = 1000, height: Int = 1000) throws -> FirefoxSession {
        let slot = BrowserSlots.take()
        do {
            let session = try startInSlot(scrollDrivenAnimations: scrollDrivenAnimations, width: width, height: height)
            session.holdsSlot = slot
            return session
        } catch {
            if slot { BrowserSlots.giveBack() }
            throw error
        }
    }

    private static func startInSlot(scrollDrivenAnimations: Bool, width: Int = 1000, height: Int = 1000) throws -> FirefoxSession {
        let executable = try BrowserMissing.locate(
            "Firefox", names: ["firefox-esr", "firefox"], variable: "FIREFOX", in: ProcessInfo.processInfo.environment,
            install: install)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("firefox-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var preferences = preferences
        preferences["layout.css.scroll-driven-animations.enabled"] = scrollDrivenAnimations
        let lines = try preferences.sorted { $0.key < $1.key }.map { key, value in
            let text = String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]), as: UTF8.self)
            return "user_pref(\"\(key)\", \(text));"
        }
        try (lines.joined(separator: "\n") + "\n").write(to: profile.appendingPathComponent("user.js"), atomically: true, encoding: .utf8)
        let browser = Process()
        browser.executableURL = executable
        browser.arguments = ["--headless", "--marionette", "--no-remote", "--new-instance", "--profile", profile.path]
        var environment = ProcessInfo.processInfo.environment
        environment["MOZ_HEADLESS"] = "1"
        environment["MOZ_CRASHREPORTER_DISABLE"] = "1"
        browser.environment = environment
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        do {
            let portFile = profile.appendingPathComponent("MarionetteActivePort")
            var port = 0
            try waitUntil(seconds: 60, "Firefox did not start Marionette (no \(portFile.path))") {
                guard browser.isRunning else { throw ChromiumFailure(description: "Firefox exited (\(browser.terminationStatus))") }
                port =
                    (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                    ?? 0
                return port > 0
            }
            let session = FirefoxSession(browser: browser, profile: profile, connection: try LoopbackConnection(port: port, timeout: 180))
            let greeting = try session.receive()
            guard (greeting as? [String: Any])?["applicationType"] as? String == "gecko" else {
                throw ChromiumFailure(description: "Marionette greeted with \(greeting)")
            }
            _ = try session.command("WebDriver:NewSession", ["capabilities": ["alwaysMatch": [String: Any]()]])
            _ = try session.command("WebDriver:SetTimeouts", ["script": 120_000])
            try session.resizeViewport(width: width, height: height)
            return session
        } catch {
            stopBrowser(browser)
            try? FileManager.default.removeItem(at: profile)
            throw error
        }
    }

    private init(browser: Process, profile: URL, connection: LoopbackConnection) {
        self.browser = browser
        self.profile = profile
        self.connection = connection
    }

    /// Sizes the window so the page's viewport is `width`×`height` (the window's frame is
    /// measured once it has a size).
    private func resizeViewport(width: Int, height: Int) throws {
        _ = try command("WebDriver:SetWindowRect", ["x": 0, "y": 0, "width": width, "height": height])
        let chrome = try command(
            "WebDriver:ExecuteScript", ["script": "return [outerWidth - innerWidth, outerHeight - innerHeight]", "args": []])
        let extra = ((chrome as? [String: Any])?["value"] as? [Int]) ?? [0, 0]
        _ = try command("WebDriver:SetWindowRect", ["x": 0, "y": 0, "width": width + extra[0], "height": height + extra[1]])
    }

    package func open(_ page: URL) throws {
        _ = try command("WebDriver:Navigate", ["url": page.absoluteString])
    }

    package func executeAsync(_ script: String, arguments: [Any]) throws -> String {
        let result = try command("WebDriver:ExecuteAsyncScript", ["script": script, "args": arguments])
        let value = (result as? [String: Any])?["value"]
        return try (value as? String).orThrow("the script returned \(String(describing: value))")
    }

    package func screenshot() throws -> Data {
        let result = try command("WebDriver:TakeScreenshot", ["full": false])
        return try ((result as? [String: Any])?["value"] as? String).flatMap { Data(base64Encoded: $0) }.orThrow("no screenshot")
    }

    /// Asks Firefox to quit (Marionette's quit needs the session still open), then makes sure.
    package func stop() {
        _ = try? command("Marionette:Quit", ["flags": ["eForceQuit"]])
        connection.close()
        Self.stopBrowser(browser)
        try? FileManager.default.removeItem(at: profile)
        if holdsSlot {
            holdsSlot = false
            BrowserSlots.giveBack()
        }
    }

    private static func stopBrowser(_ browser: Process) {
        let deadline = Date().addingTimeInterval(10)
        while browser.isRunning, Date() < deadline { usleep(20_000) }
        if browser.isRunning { _ = kill(browser.processIdentifier, SIGKILL) }
        browser.waitUntilExit()
    }

    /// Sends `name` with `parameters` and returns its result, throwing Marionette's error.
    private func command(_ name: String, _ parameters: [String: Any]) throws -> Any {
        let identifier = nextIdentifier
        nextIdentifier += 1
        let message = try JSONSerialization.data(withJSONObject: [0, identifier, name, parameters] as [Any])
        try connection.write(Data("\(message.count):".utf8) + message)
        while true {
            guard let reply = try receive() as? [Any], reply.count == 4, reply[0] as? Int == 1 else { continue }
            guard reply[1] as? Int == identifier else { continue }
            if let error = reply[2] as? [String: Any] {
                throw ChromiumFailure(description: "Marionette \(name): \(error["error"] ?? "") \(error["message"] ?? "")")
            }
            return reply[3]
        }
    }

    /// The next message: `LENGTH:` then LENGTH bytes of JSON.
    private func receive() throws -> Any {
        while true {
            if let colon = buffer.firstIndex(of: UInt8(ascii: ":")),
                let length = Int(String(decoding: buffer[buffer.startIndex..<colon], as: UTF8.self)),
                buffer.distance(from: colon, to: buffer.endIndex) > length
            {
                let start = buffer.index(after: colon)
                let body = buffer[start..<buffer.index(start, offsetBy: length)]
                buffer = Data(buffer[buffer.index(start, offsetBy: length)...])
                return try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
            }
            guard let chunk = try connection.read() else { throw ChromiumFailure(description: "Marionette closed the connection") }
            buffer.append(chunk)
        }
    }
}
