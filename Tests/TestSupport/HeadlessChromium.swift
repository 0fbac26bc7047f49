import Foundation

/// Runs Debian's `chromium` headless (`--headless --disable-gpu --no-sandbox`) with a fresh
/// profile per run, so parallel tests do not share state.
package struct HeadlessChromium {
    package let executable: URL

    /// Chromium from `$CHROMIUM`, else the first `chromium`, `chromium-browser` or
    /// `google-chrome` on `$PATH`.
    /// - Throws: ``BrowserMissing`` saying where it looked and how to install it.
    package static func locate(in environment: [String: String] = ProcessInfo.processInfo.environment) throws -> HeadlessChromium {
        HeadlessChromium(
            executable: try BrowserMissing.locate(
                "Chromium", names: ["chromium", "chromium-browser", "google-chrome"], variable: "CHROMIUM", in: environment))
    }

    /// The flags every headless run takes, whether started here or by chromedriver.
    package static let headlessArguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions"]

    /// The DOM of `page` after its scripts ran (`--dump-dom`), with `budget` milliseconds of
    /// virtual time for timers, in a window of `window` CSS pixels when given (the size a
    /// ``screenshot(of:width:height:to:)`` lays the page out at).
    package func dumpDOM(of page: URL, budget: Int = 3000, window: (width: Int, height: Int)? = nil) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("dom-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: output) }
        let size = window.map { ["--hide-scrollbars", "--window-size=\($0.width),\($0.height)"] } ?? []
        try run(size + ["--virtual-time-budget=\(budget)", "--dump-dom", page.absoluteString], stdout: output)
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// Writes a PNG of `page` at `width`×`height` CSS pixels to `file`.
    package func screenshot(of page: URL, width: Int, height: Int, to file: URL) throws {
        try run(
            [
                "--hide-scrollbars", "--window-size=\(width),\(height)", "--virtual-time-budget=3000",
                "--screenshot=\(file.path)", page.absoluteString,
            ], stdout: nil)
    }

    private func run(_ arguments: [String], stdout: URL?) throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = Self.headlessArguments + ["--user-data-dir=\(profile.path)"] + arguments
        if let stdout {
            guard FileManager.default.createFile(atPath: stdout.path, contents: nil) else {
                throw ChromiumFailure(description: "cannot create \(stdout.path)")
            }
            process.standardOutput = try FileHandle(forWritingTo: stdout)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A hung browser must not hang the test run: stop it after two minutes.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationStatus == 0 else {
            throw ChromiumFailure(description: "chromium exited with status \(process.terminationStatus) for \(arguments.last ?? "")")
        }
    }
}

/// Chromium did not finish normally.
package struct ChromiumFailure: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) { self.description = description }
}

/// A program the browser tests need and did not find. The tests fail with it rather than skip,
/// so that no run, on a developer's machine or in CI, passes without the browser checks; it says
/// where the program was looked for and how to install it.
package struct BrowserMissing: Error, CustomStringConvertible {
    package let description: String

    /// The program from the environment variable `variable`, else the first of `names` on PATH.
    package static func locate(
        _ program: String, names: [String], variable: String, in environment: [String: String],
        install: String = "install it with `apt-get install -y chromium chromium-driver` (.ci/run does)"
    ) throws -> URL {
        if let path = environment[variable] {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw BrowserMissing(
                    description: "\(program) is needed by the browser tests, and \(variable) is '\(path)', which is not an "
                        + "executable file: set \(variable) to its path, or unset it to search PATH")
            }
            return URL(fileURLWithPath: path)
        }
        let path = environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").flatMap { folder in names.map { "\(folder)/\($0)" } }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BrowserMissing(
                description: "\(program) is needed by the browser tests and was not found: \(variable) is not set and none of "
                    + "\(names.joined(separator: ", ")) is on PATH (\(path)); \(install), or set \(variable) to its path")
        }
        return URL(fileURLWithPath: found)
    }
}
