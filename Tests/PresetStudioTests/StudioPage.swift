import Foundation
import TestSupport
import Testing

/// The studio's editor page in a real headless Chromium (``ChromeDriverSession``), opened on a
/// running `preset-manager studio` (``StudioProcess``) with its token, in a 1280×800 window, as
/// a designer opens it. Scripts run in the page through ``run(_:)``, which wraps the body in an
/// async function with helpers (`waitFor`, `$`, `$$`, `live`, `setField`) and returns its
/// result as JSON; typing, keys and drags go through WebDriver's input actions, as a person's.
final class StudioPage: @unchecked Sendable {
    let studio: StudioProcess
    let browser: ChromeDriverSession

    /// A page on a new studio; `preparing` is handed the catalog's path before the studio opens it.
    init(arguments: [String] = [], preparing: (String) throws -> Void = { _ in }) throws {
        studio = try StudioProcess(arguments: arguments, preparing: preparing)
        do {
            browser = try ChromeDriverSession.start(chromium: try HeadlessChromium.locate(), width: 1280, height: 800)
            try browser.emulateViewport(width: 1280, height: 800)
        } catch {
            studio.process.terminate()
            throw error
        }
    }

    deinit { browser.stop() }

    /// The address the studio printed, with `#preset=NAME` when given.
    func address(preset: String? = nil) -> URL {
        URL(string: "http://127.0.0.1:\(studio.port)/?token=\(studio.token)" + (preset.map { "#preset=\($0)" } ?? ""))!
    }

    /// Opens the page (on `preset`) and waits until it has shown it.
    func open(preset: String? = nil) throws {
        try browser.open(URL(string: "about:blank")!)
        try browser.open(address(preset: preset))
        _ = try run(
            // The first load fetches every script and the catalog: up to 30 s on a loaded machine.
            "await waitFor(() => document.body.dataset.ready === 'true' && $('[data-testid=revision]').textContent !== '–', 30000);"
                + " return true")
        if let preset {
            _ = try run("await waitFor(() => $('[data-open-name]').textContent === \(json(preset))); return true")
        }
    }

    /// Runs `body` (JavaScript, an async function's body) in the page and decodes what it returns.
    @discardableResult
    func run(_ body: String) throws -> Any {
        let script = """
            const done = arguments[arguments.length - 1];
            const $ = (s) => document.querySelector(s);
            const $$ = (s) => [...document.querySelectorAll(s)];
            const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
            async function waitFor(condition, timeout = 20000, what = String(condition)) {
              const start = performance.now();
              for (;;) {
                const value = await condition();
                if (value) return value;
                if (performance.now() - start > timeout) throw new Error("timed out waiting for " + what);
                await sleep(15);
              }
            }
            const live = (key) => { const c = $(`[data-testid=live-value][data-key="${key}"]`); return c ? Number(c.textContent) : null; };
            const choose = (selector, value) => { const s = $(selector); s.value = value; s.dispatchEvent(new Event('change', {bubbles: true})); };
            const setOffset = (o) => { const s = $('[data-testid=offset]'); s.value = String(o); s.dispatchEvent(new Event('input', {bubbles: true})); };
            (async () => { \(body) })().then((r) => done(JSON.stringify({ value: r ?? null })), (e) => done(JSON.stringify({ error: String(e && e.stack || e) })));
            """
        let text = try browser.executeAsync(script, arguments: [])
        let reply = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? [String: Any])
        if let error = reply["error"] as? String { throw PageScriptFailure(description: error) }
        return reply["value"] ?? NSNull()
    }

    func string(_ body: String) throws -> String { try #require(try run(body) as? String, "\(body) returned no string") }
    func number(_ body: String) throws -> Double { try #require(try run(body) as? Double, "\(body) returned no number") }
    func bool(_ body: String) throws -> Bool { try #require(try run(body) as? Bool, "\(body) returned no boolean") }

    /// Clicks the element `selector` names, as a mouse does (WebDriver's element click).
    func click(_ selector: String) throws { try browser.click(try browser.element(selector)) }

    /// Types `text` into the element `selector` names, after clearing it when `replacing`.
    func type(_ text: String, into selector: String, replacing: Bool = true) throws {
        let element = try browser.element(selector)
        if replacing { try browser.clear(element) }
        try browser.sendKeys(text, to: element)
    }

    /// The page as a PNG, written to `.build/FOLDER/NAME.png` (`studio-screenshots` unless told).
    @discardableResult
    func screenshot(_ name: String, folder folderName: String = "studio-screenshots") throws -> URL {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/\(folderName)")
            .standardized
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).png")
        try browser.screenshot().write(to: file)
        return file
    }

    /// The preset as the CLI reads it from the catalog: its revision and definition.
    func stored(_ name: String) throws -> (revision: Int, definition: [String: Any]) {
        let show = try studio.cli(["presets", "show", name, "--format", "json"])
        try #require(show.exitCode == 0, "presets show \(name): \(show.standardError)")
        let definition = try #require(try JSONSerialization.jsonObject(with: Data(show.standardOutput.utf8)) as? [String: Any])
        let history = try studio.cli(["presets", "history", name, "--format", "json"])
        let revisions = try #require(try JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [[String: Any]])
        let current = try #require(revisions.first { $0["current"] as? Bool == true }?["revision"] as? Int)
        return (current, definition)
    }

    /// Replaces `name`'s definition through the CLI (`presets update --file`), as another tool would.
    func updateFromCLI(_ name: String, _ change: (inout [String: Any]) -> Void) throws {
        var definition = try stored(name).definition
        change(&definition)
        let file = try studio.write(
            String(decoding: try JSONSerialization.data(withJSONObject: definition), as: UTF8.self), to: "\(name).json")
        let update = try studio.cli(["presets", "update", name, "--file", file])
        try #require(update.exitCode == 0, "presets update \(name): \(update.standardError)")
    }
}

/// JavaScript's text for a string.
func json(_ text: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed]), as: UTF8.self)
}

struct PageScriptFailure: Error, CustomStringConvertible {
    let description: String
}
