import Foundation
import TestSupport
import Testing

#if os(Linux)
    /// What `--open` hands the browser works in a real one: Chromium opening the launch page
    /// (a `file:` page) arrives at the studio signed in, with the presets listed and the token
    /// gone from the address. A cookie the browser drops on that cross-site redirect (SameSite
    /// Strict does) leaves it on the sign-in page instead.
    @Suite struct LaunchPageTests {
        @Test func theLaunchPageSignsTheBrowserIn() async throws {
            let bin = try TemporaryDirectory()
            let opened = try await BuiltToolTests.openedAddress(bin: bin)
            let studio = opened.studio
            defer { studio.process.terminate() }
            let browser = try ChromeDriverSession.start(chromium: try HeadlessChromium.locate(), width: 1280, height: 800)
            defer { browser.stop() }
            try browser.open(try #require(URL(string: opened.argument)))
            let script = """
                const done = arguments[arguments.length - 1];
                const start = performance.now();
                (function poll() {
                  const items = document.querySelectorAll('[data-testid=preset-item]').length;
                  if (items > 0 || performance.now() - start > 1000) {
                    const status = document.querySelector('[data-status]')?.textContent ?? null;
                    const requests = performance.getEntriesByType('resource').map((entry) =>
                      `${entry.name.replace(location.origin, '')} ${entry.responseStatus ?? ''} ${Math.round(entry.duration)} ms`);
                    done(JSON.stringify({ items, address: location.href, title: document.title, status, ready: document.body.dataset.ready ?? null,
                                          requests, text: document.body.innerText.slice(0, 200) }));
                  } else {
                    setTimeout(poll, 20);
                  }
                })();
                """
            var reply: [String: Any] = [:]
            // The launch page moves on by itself; the script may first land on it.
            let start = ContinuousClock.now
            while ContinuousClock.now - start < .seconds(60) {
                let text = try browser.executeAsync(script, arguments: [])
                reply = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                if (reply["address"] as? String)?.hasPrefix("http://") == true, (reply["items"] as? Int ?? 0) > 0 { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            let listed = try studio.cli(["presets", "list", "--format", "json"])
            let presets = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [Any])
            #expect(reply["items"] as? Int == presets.count, "\(reply)")
            // The page names the preset it opened in the fragment (`#preset=NAME`); the token is gone.
            let address = try #require(reply["address"] as? String, "\(reply)")
            #expect(address.split(separator: "#", maxSplits: 1).first == "http://127.0.0.1:\(studio.port)/", "\(reply)")
            #expect(!address.contains("token"), "\(reply)")
        }
    }
#endif
