import Foundation
import TestSupport
import Testing

/// The page's API client in headless Chromium, with the browser's `fetch` wrapped so its first
/// answers are what a loaded machine gives: a read the catalog was too busy for (503 with
/// `Retry-After: 1`) or a dropped connection is tried again and then succeeds; a write is sent
/// once, since a write that failed on the way back may still have landed.
@Suite("The studio page's reads after a busy catalog, in Chromium", .serialized, .onOwnThreads)
struct StudioReadRetryTests {
    /// Wraps `fetch` so its first `failures` calls to `path` fail as `kind` says ("busy" or
    /// "dropped"), then imports the page's own `api.js` and runs `call` on it; returns the calls
    /// to `path`, the seconds taken and what the call resolved to (or the error's status).
    static func script(failures: Int, kind: String, path target: String, call: String) -> String {
        """
        const real = window.fetch;
        let calls = 0;
        window.fetch = async (path, init) => {
          if (path !== '\(target)') return real(path, init);
          calls += 1;
          if (calls > \(failures)) return real(path, init);
          if ('\(kind)' === 'dropped') throw new TypeError('Failed to fetch');
          return new Response(JSON.stringify({ error: { message: 'the catalog is busy' } }),
            { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } });
        };
        const { api } = await import('/studio/api.js');
        const start = performance.now();
        try {
          const value = await \(call);
          return { calls, seconds: (performance.now() - start) / 1000, value };
        } catch (error) {
          return { calls, seconds: (performance.now() - start) / 1000, status: error.status ?? null, message: error.message };
        } finally {
          window.fetch = real;
        }
        """
    }

    @Test("a read the catalog was busy for waits its Retry-After and is tried again")
    func aBusyReadIsTriedAgain() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        let reply = try #require(
            try page.run(Self.script(failures: 2, kind: "busy", path: "/api/presets", call: "api.presets()")) as? [String: Any])
        let presets = try #require(reply["value"] as? [[String: Any]], "\(reply)")
        #expect(presets.contains { $0["name"] as? String == "fade-up" })
        #expect(reply["calls"] as? Int == 3)
        // Two waits of the Retry-After's one second each.
        #expect((reply["seconds"] as? Double ?? 0) >= 2)
    }

    @Test("a read whose connection dropped is tried again")
    func aDroppedReadIsTriedAgain() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        let reply = try #require(
            try page.run(Self.script(failures: 1, kind: "dropped", path: "/api/catalog", call: "api.catalog()")) as? [String: Any])
        let catalog = try #require(reply["value"] as? [String: Any], "\(reply)")
        #expect(catalog["readOnly"] as? Bool == false)
        #expect(reply["calls"] as? Int == 2)
    }

    @Test("a read busy every time gives up after four tries with the server's message")
    func aReadBusyEveryTimeGivesUp() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        let reply = try #require(
            try page.run(Self.script(failures: 99, kind: "busy", path: "/api/menus", call: "api.menus()")) as? [String: Any])
        #expect(reply["status"] as? Int == 503, "\(reply)")
        #expect(reply["message"] as? String == "the catalog is busy")
        #expect(reply["calls"] as? Int == 4)
    }

    @Test("a write the catalog was busy for is sent once and its refusal shown")
    func aBusyWriteIsSentOnce() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        let before = try page.stored("fade-up")
        let reply = try #require(
            try page.run(
                Self.script(failures: 1, kind: "busy", path: "/api/presets/fade-up/copy", call: "api.copy('fade-up', 'fade-up-copy')"))
                as? [String: Any])
        #expect(reply["status"] as? Int == 503, "\(reply)")
        #expect(reply["calls"] as? Int == 1)
        let list = try page.studio.cli(["presets", "list", "--format", "json"])
        #expect(!list.standardOutput.contains("fade-up-copy"))
        #expect(try page.stored("fade-up").revision == before.revision)
    }
}
