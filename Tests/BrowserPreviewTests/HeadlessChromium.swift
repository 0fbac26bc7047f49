import Foundation

/// Runs Debian's `chromium` headless (`--headless --disable-gpu --no-sandbox`) with a fresh
/// profile per run, so parallel tests do not share state.
struct HeadlessChromium {
    let executable: URL

    /// Chromium from `$CHROMIUM`, else the first `chromium`, `chromium-browser` or
    /// `google-chrome` on `$PATH`; nil when none is installed.
    static func locate() -> HeadlessChromium? {
        let environment = ProcessInfo.processInfo.environment
        let candidates =
            (environment["CHROMIUM"].map { [$0] } ?? [])
            + (environment["PATH"] ?? "/usr/bin")
            .split(separator: ":")
            .flatMap { directory in ["chromium", "chromium-browser", "google-chrome"].map { "\(directory)/\($0)" } }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { HeadlessChromium(executable: URL(fileURLWithPath: $0)) }
    }

    /// The flags every headless run takes, whether started here or by chromedriver.
    static let headlessArguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions"]

    /// The message a test fails with when Chromium is missing.
    static let missingMessage =
        "chromium is not installed: run `apt-get install -y chromium chromium-driver` (.ci/run does) or set CHROMIUM to its path"

    /// The DOM of `page` after its scripts ran (`--dump-dom`), with `budget` milliseconds of
    /// virtual time for timers.
    func dumpDOM(of page: URL, budget: Int = 3000) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("dom-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: output) }
        try run(["--virtual-time-budget=\(budget)", "--dump-dom", page.absoluteString], stdout: output)
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// Writes a PNG of `page` at `width`×`height` CSS pixels to `file`.
    func screenshot(of page: URL, width: Int, height: Int, to file: URL) throws {
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
struct ChromiumFailure: Error, CustomStringConvertible {
    let description: String
}
