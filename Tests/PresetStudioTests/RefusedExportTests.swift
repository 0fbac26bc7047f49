import Foundation
import HTTPTypes
import Testing

/// A CSS export refused for what a flag gets past (smoothing, which CSS cannot express; an
/// effect in overscroll, which browsers do not scroll into) names the flag as the refusal's
/// `error.remedy`, and the export with that flag is the export of what is left: the definition
/// without its smoothing, and the part from offset 0 that the command line's `--reachable-only`
/// writes. The page offers it as a button and shows it in the web frame, saying what it left out.
@Suite("A refused export offers what gets past it", .serialized, .onOwnThreads)
struct RefusedExportTests {
    /// ``PreviewRouteTests/linearFade`` smoothing its progress.
    static let smoothedFade = PreviewRouteTests.linearFade.replacingOccurrences(
        of: #""summary": "","#, with: #""summary": "", "smoothing": "spring(duration: 0.4, bounce: 0)","#)

    @Test func aSmoothedDefinitionExportsAsTheSameDefinitionWithoutSmoothing() async throws {
        #expect(Self.smoothedFade.contains("smoothing"))
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            for route in ["/api/export/css", "/api/export/html"] {
                let refused = try await client.send(.post, route, body: #"{"definition": \#(Self.smoothedFade)}"#)
                #expect(refused.status == .unprocessableContent, "\(route): \(refused.text)")
                #expect(refused.remedy == "withoutMotion", "\(route): \(refused.text)")
                #expect(refused.error?.message.hasSuffix("(withoutMotion: true)") == true, "\(route): \(refused.text)")
                #expect(refused.error?.message.contains("--") == false, "\(route): \(refused.text)")

                let exported = try await client.send(.post, route, body: #"{"definition": \#(Self.smoothedFade), "withoutMotion": true}"#)
                let unsmoothed = try await client.send(.post, route, body: #"{"definition": \#(PreviewRouteTests.linearFade)}"#)
                #expect(exported.status == .ok, "\(route): \(exported.text)")
                #expect(unsmoothed.status == .ok)
                #expect(exported.text == unsmoothed.text, "\(route)")
                // A preset with nothing to leave out exports as it does without the flag.
                let plain = try await client.send(.post, route, body: #"{"preset": "fade-up", "withoutMotion": true}"#)
                #expect(plain.text == (try await client.send(.post, route, body: #"{"preset": "fade-up"}"#)).text)
            }
            let previewFlag = try await client.send(.post, "/api/preview", body: #"{"preset": "fade-up", "withoutMotion": true}"#)
            #expect(previewFlag.status == .badRequest, "\(previewFlag.text)")
            #expect(previewFlag.error?.path == "withoutMotion", "\(previewFlag.text)")
            let notAFlag = try await client.send(.post, "/api/export/css", body: #"{"preset": "fade-up", "withoutMotion": "yes"}"#)
            #expect(notAFlag.status == .badRequest, "\(notAFlag.text)")
            #expect(notAFlag.error?.path == "withoutMotion", "\(notAFlag.text)")
        }
        #expect(try fixture.dump() == before)
    }

    @Test func anOverscrollEffectNamesReachableOnly() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let refused = try await client.send(.post, "/api/export/css", body: #"{"preset": "stretch-header"}"#)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.remedy == "reachableOnly", "\(refused.text)")
            #expect(refused.error?.message.hasSuffix("(reachableOnly: true)") == true, "\(refused.text)")
            // A refusal nothing gets past names no remedy.
            let missing = try await client.send(.post, "/api/export/css", body: #"{"preset": "no-such-preset"}"#)
            #expect(missing.status == .notFound)
            #expect(missing.remedy == nil, "\(missing.text)")
        }
    }

    @Test("the page offers the export from offset 0 and shows it in the web frame")
    func thePageOffersTheReachablePart() throws {
        let page = try StudioPage()
        try page.open(preset: "stretch-header")
        #expect(try page.bool("return $('[data-testid=export-anyway]').hidden"))

        // The web frame shows the part a browser scrolls to, and says so.
        let note = try page.string(
            "return await waitFor(() => $('[data-web-note]').textContent.startsWith('The CSS version') && $('[data-web-note]').textContent)"
        )
        #expect(note == "The CSS version, from offset 0 only: browsers do not scroll into overscroll.")
        #expect(
            try page.bool(
                "return await waitFor(() => $('[data-testid=web-preview]').contentDocument?.querySelector('[data-scroller]') !== null)"))

        try page.click("[data-testid=export-css]")
        let refusal = try page.string(
            "return await waitFor(() => $('[data-status]').dataset.kind === 'error' && $('[data-status]').textContent)")
        #expect(refusal.hasPrefix("Not exported: "), "\(refusal)")
        #expect(refusal.hasSuffix("(reachableOnly: true)"), "\(refusal)")
        let offer = try page.string(
            "return await waitFor(() => !$('[data-testid=export-anyway]').hidden && $('[data-testid=export-anyway]').textContent)")
        #expect(offer == "Export from offset 0")
        try page.screenshot("export-refused-with-an-offer", folder: "studio-export")

        try page.click("[data-testid=export-anyway]")
        let css = try page.string(
            "const link = await waitFor(() => $('[data-testid=css-download]').href.startsWith('blob:') && $('[data-testid=css-download]')); return await (await fetch(link.href)).text()"
        )
        let cli = try page.studio.cli(["export", "stretch-header", "--format", "css", "--reachable-only"])
        #expect(cli.exitCode == 0)
        #expect(css == cli.standardOutput)
        #expect(
            try page.string("return $('[data-status]').textContent").hasSuffix(
                "bytes; from offset 0 only: browsers do not scroll into overscroll)."))
        #expect(try page.bool("return $('[data-testid=export-anyway]').hidden"), "the offer is taken")
        try page.screenshot("exported-from-offset-0", folder: "studio-export")

        // Another preset withdraws an offer still showing.
        try page.click("[data-testid=export-css]")
        _ = try page.run("await waitFor(() => !$('[data-testid=export-anyway]').hidden)")
        try page.open(preset: "fade-up")
        #expect(try page.bool("return await waitFor(() => $('[data-testid=export-anyway]').hidden)"))
    }
}

/// *Fallback script* in the export bar: the stylesheet and the page are `--fallback script`'s.
@Suite(.serialized) struct FallbackExportInTheStudioTests {
    @Test("with Fallback script checked, Export CSS is export --fallback script's stylesheet and Open page embeds the script")
    func theFallbackToggleExportsWhatTheOptionDoes() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        try page.click("[data-testid=export-fallback]")
        #expect(try page.bool("return $('[data-testid=export-fallback]').checked"))
        try page.click("[data-testid=export-css]")
        let css = try page.string(
            "const link = await waitFor(() => $('[data-testid=css-download]').href.startsWith('blob:') && $('[data-testid=css-download]')); return await (await fetch(link.href)).text()"
        )
        let cli = try page.studio.cli(["export", "fade-up", "--format", "css", "--fallback", "script"])
        #expect(cli.exitCode == 0)
        #expect(css == cli.standardOutput)
        #expect(css.contains("--px-range: entry 0% entry 100%;"))
        #expect(try page.string("return $('[data-status]').textContent").hasSuffix("with the fallback script's descriptions)."))
        try page.screenshot("export-with-the-fallback", folder: "studio-export")

        try page.click("[data-testid=export-page]")
        let html = try page.string(
            "const link = await waitFor(() => $('[data-testid=page-link]').href.startsWith('blob:') && $('[data-testid=page-link]')); return await (await fetch(link.href)).text()"
        )
        let cliPage = try page.studio.cli(["export", "fade-up", "--format", "html", "--fallback", "script"])
        #expect(html == cliPage.standardOutput)
        #expect(html.contains("<script>"))
    }
}

extension StudioResponse {
    /// The refusal's `error.remedy`: the request member that gets past it.
    var remedy: String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        return (object["error"] as? [String: Any])?["remedy"] as? String
    }
}
