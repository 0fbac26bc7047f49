import Foundation
import TestSupport
import Testing

/// The editor page as a designer uses it, in headless Chromium on a running studio over a
/// seeded catalog; the catalog is read back through the CLI, never through the page.
@Suite("The studio's editor page in Chromium", .serialized, .onOwnThreads)
struct StudioPageTests {
    @Test("a value typed in the form that reads an app variable is declared in the definition, and saves")
    func aFormValueReadingAVariableSaves() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        try page.run("await waitFor(() => $('[data-open-name]').textContent === 'fade-up')")
        try page.type("gutter * 2", into: "input[data-path='tracks[1].keyframes[0].value']")
        let declared = try page.run(
            "return await waitFor(() => JSON.parse($('[data-testid=definition-json]').value).variables)")
        #expect(declared as? [String] == ["gutter"])
        try page.browser.pressWithControl("s")
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '2')")
        let saved = try page.stored("fade-up")
        #expect(saved.revision == 2)
        let tracks = saved.definition["tracks"] as? [[String: Any]]
        let keyframes = tracks?.dropFirst().first?["keyframes"] as? [[String: Any]]
        #expect(keyframes?.first?["value"] as? String == "gutter * 2")
        #expect(saved.definition["variables"] as? [String] == ["gutter"])
    }

    @Test("a value reading a name spelt beyond ASCII declares that one name, as the server's parser reads it, and no problem shows")
    func aNameBeyondASCIIIsOneVariable() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        try page.run("await waitFor(() => $('[data-open-name]').textContent === 'fade-up')")
        try page.type("größe * 2 + rowHeight", into: "input[data-path='tracks[1].keyframes[0].value']")
        let declared = try page.run(
            """
            return await waitFor(() => {
              const variables = JSON.parse($('[data-testid=definition-json]').value).variables;
              return variables?.length && $$('[data-testid=problem]').length === 0 && variables;
            })
            """)
        #expect(declared as? [String] == ["größe"])
        try page.screenshot("studio-variable-beyond-ascii")
    }

    @Test("find fade-up, tune a keyframe in the form and in the JSON tab, see it move unsaved, save with Ctrl+S, refuse a schema error")
    func tuneAndSave() throws {
        let page = try StudioPage()
        try page.open()
        let untouched = try page.studio.contentHash()

        try page.type("fade-up", into: "[data-testid=search]")
        let shown = try page.run("return $$('[data-testid=preset-item]').filter((e) => !e.hidden).map((e) => e.dataset.name)")
        #expect(shown as? [String] == ["fade-up"], "the seed has one preset whose name holds 'fade-up'")
        try page.click("[data-testid=preset-item][data-name=fade-up] button")
        try page.run("await waitFor(() => $('[data-open-name]').textContent === 'fade-up' && live('card.alpha') !== null)")

        // fade-up's alpha track goes from its first keyframe's value (0) before the card enters to
        // its last's (1) once it is in: the sweep's two ends.
        let ends = try page.run(
            "const s = $('[data-testid=offset]'); setOffset(s.min); const a = live('card.alpha'); setOffset(s.max); const b = live('card.alpha'); setOffset(s.min); return [a, b]"
        )
        #expect(ends as? [Double] == [0, 1])

        try page.type("0.5", into: "input[data-path='tracks[0].keyframes[0].value']")
        #expect(try page.number("return await waitFor(() => live('card.alpha') === 0.5 && live('card.alpha'))") == 0.5)
        try page.run("setOffset(60); await sleep(100)")
        try page.screenshot("studio-main")
        try page.run("setOffset($('[data-testid=offset]').min)")
        let latency = try page.number(
            """
            const input = $("input[data-path='tracks[0].keyframes[0].value']");
            const start = performance.now();
            input.value = "0.75";
            input.dispatchEvent(new Event("input", { bubbles: true }));
            await waitFor(() => live("card.alpha") === 0.75);
            return performance.now() - start;
            """)
        print(
            "studio page: edit to live value \(Int(latency)) ms; previews seen by the page (ms):",
            try page.run("return window.studioPreviewTimes.map(Math.round)"))

        try page.click("#tab-json")
        try page.run(
            """
            const area = $("[data-testid=definition-json]");
            const definition = JSON.parse(area.value);
            definition.tracks[0].keyframes[0].value = 0.25;
            area.value = JSON.stringify(definition, null, 2);
            area.dispatchEvent(new Event("input", { bubbles: true }));
            await waitFor(() => live("card.alpha") === 0.25);
            """)
        #expect(try page.string("return $(\"input[data-path='tracks[0].keyframes[0].value']\").value") == "0.25")
        #expect(try page.studio.contentHash() == untouched, "previewing an edit must not write the catalog")
        #expect(try page.stored("fade-up").revision == 1)

        try page.browser.pressWithControl("s")
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '2')")
        let saved = try page.stored("fade-up")
        #expect(saved.revision == 2)
        #expect(keyframeValue(saved.definition, track: 0, keyframe: 0) == 0.25)

        try page.run(
            """
            const area = $("[data-testid=definition-json]");
            const definition = JSON.parse(area.value);
            definition.tracks[0].keyframes[0].easing = "bouncy-castle";
            area.value = JSON.stringify(definition, null, 2);
            area.dispatchEvent(new Event("input", { bubbles: true }));
            await waitFor(() => $("[data-testid=problem][data-path='tracks[0].keyframes[0].easing']"));
            """)
        #expect(try page.bool("return $(\"input[data-path='tracks[0].keyframes[0].easing']\").getAttribute('aria-invalid') === 'true'"))
        let beforeRefusal = try page.studio.contentHash()
        try page.click("[data-testid=save]")
        let refusal = try page.string(
            "return await waitFor(() => $('[data-status]').textContent.startsWith('Not saved') && $('[data-status]').textContent)")
        #expect(refusal.contains("tracks[0].keyframes[0].easing: unknown curve"), "\(refusal)")
        #expect(try page.studio.contentHash() == beforeRefusal, "a refused save must leave the catalog unchanged")
        #expect(try page.stored("fade-up").revision == 2)
        try page.screenshot("studio-json-problem")

        // A Parade preset in the dark scheme, its cells black: the screenshot shows their labels.
        try page.browser.emulateColorScheme("dark")
        try page.type("parade-scale", into: "[data-testid=search]")
        try page.click("[data-testid=preset-item][data-name=parade-scale] button")
        try page.run(
            "await waitFor(() => $('[data-open-name]').textContent === 'parade-scale' && live('image.alpha') !== null); setOffset(300); await sleep(150)"
        )
        try page.screenshot("studio-parade-dark")
        try page.browser.emulateColorScheme("light")

        let outside = try page.run(
            "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => !n.startsWith(location.origin + '/'))")
        #expect((outside as? [String]) == [], "the page loaded nothing outside the studio's origin")
        let overflow = try page.run(
            "return [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight]")
        #expect(overflow as? [Double] == [0, 0], "the main view fits a 1280×800 window without scrolling the page")
    }

    @Test("the form describes each member as the published JSON Schema does and offers an enumeration's values")
    func formFollowsTheSchema() throws {
        let schemaFile = repositoryRoot.appendingPathComponent("docs/schema/preset.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaFile)) as? [String: Any])
        func member(_ keys: String...) -> [String: Any]? {
            var node: Any? = schema
            for key in keys { node = (node as? [String: Any])?[key] }
            return node as? [String: Any]
        }
        let kind = try #require(member("properties", "kind"))
        let range = try #require(member("$defs", "viewTimeline", "properties", "range"))
        let property = try #require(member("$defs", "track", "properties", "property"))

        let page = try StudioPage()
        try page.open(preset: "fade-up")
        let offered = try #require(
            try page.run(
                """
                await waitFor(() => $("input[data-path='kind']")?.list);
                const values = (path) => [...($(`input[data-path='${path}']`).list?.options ?? [])].map((o) => o.value);
                const channels = [...$("select[data-path='tracks[0].property']").options].map((o) => o.value);
                return { kind: values("kind"), range: values("timeline.view.range"), property: channels,
                         at: values("tracks[0].keyframes[0].at"), kindTitle: $("input[data-path='kind']").title };
                """) as? [String: Any])
        #expect(offered["kind"] as? [String] == kind["enum"] as? [String])
        #expect(offered["range"] as? [String] == range["enum"] as? [String])
        // A track's channel is picked from the schema's channels that its target does not animate
        // yet (fade-up's card animates alpha and translationY), and its own.
        let tracks = try #require(try page.stored("fade-up").definition["tracks"] as? [[String: Any]])
        let taken = Set(tracks.dropFirst().filter { $0["target"] as? String == "card" }.compactMap { $0["property"] as? String })
        let channels = try #require(property["enum"] as? [String])
        #expect(!taken.isEmpty)
        #expect(offered["property"] as? [String] == channels.filter { !taken.contains($0) })
        #expect(offered["at"] as? [String] == [], "a number is no enumeration")
        #expect(offered["kindTitle"] as? String == kind["description"] as? String)
    }

    @Test("a CLI save shows up without a reload; a 412 offers Reload or Overwrite; an unsaved edit survives a reload")
    func conflictsEventsAndDrafts() throws {
        let page = try StudioPage()
        try page.open(preset: "zoom-in")
        try page.run("window.notReloaded = true")

        try page.updateFromCLI("zoom-in") { $0["summary"] = "changed by the CLI" }
        try page.run(
            "await waitFor(() => $('[data-testid=revision]').textContent === '2' && $('[data-testid=definition-json]').value.includes('changed by the CLI'))"
        )
        #expect(try page.bool("return window.notReloaded === true"), "the page followed the change without a reload")

        try page.type("mine", into: "input[data-path=summary]")
        try page.updateFromCLI("zoom-in") { $0["summary"] = "theirs" }
        try page.run("await waitFor(() => $('[data-testid=banner-reload]'))")
        try page.click("[data-testid=save]")
        let question = try page.string("return await waitFor(() => $('[data-dialog]').open && $('[data-dialog-text]').textContent)")
        #expect(question.contains("revision 3"), "\(question)")
        #expect(
            try page.stored("zoom-in").definition["summary"] as? String == "theirs", "nothing is overwritten before the designer chooses")
        try page.screenshot("studio-conflict")
        try page.click("[data-testid=conflict-overwrite]")
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '4')")
        #expect(try page.stored("zoom-in").definition["summary"] as? String == "mine")

        try page.type("mine again", into: "input[data-path=summary]")
        try page.updateFromCLI("zoom-in") { $0["summary"] = "theirs again" }
        try page.click("[data-testid=save]")
        try page.run("await waitFor(() => $('[data-dialog]').open)")
        try page.click("[data-testid=conflict-reload]")
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '5')")
        #expect(try page.string("return $('input[data-path=summary]').value") == "theirs again")
        #expect(try page.bool("return $('[data-dirty]').hidden"))

        try page.type("a draft", into: "input[data-path=summary]")
        try page.open(preset: "zoom-in")
        try page.click("[data-testid=restore-draft]")
        #expect(try page.string("return $('input[data-path=summary]').value") == "a draft")
        #expect(try page.bool("return !$('[data-dirty]').hidden"))
        let stored = try page.stored("zoom-in")
        #expect(
            stored.revision == 5 && stored.definition["summary"] as? String == "theirs again", "a draft is kept in the browser, not saved")

        // A menu plays too: the phone holds the rows `preview --format html` draws for it.
        let html = try page.studio.cli(["preview", "aeris-map-layers", "--format", "html"]).standardOutput
        let drawn = html.components(separatedBy: "data-element=").count - 1
        try page.run("$$('.browse-more')[0].open = true")
        try page.click(".menu-list button")
        #expect(drawn > 1)
        let rows = try page.number(
            """
            await waitFor(() => $('[data-open-name]').textContent === 'menu aeris-map-layers' && $$('[data-phone] [data-element]').length === \(drawn));
            return $$('[data-phone] [data-element]').length;
            """)
        #expect(Int(rows) == drawn)
    }

    @Test(
        "drag a bezier handle, undo and redo, pick a named curve, diff and revert in History, new from a template, rename, delete refused")
    func curvesHistoryAndCatalogActions() throws {
        let page = try StudioPage()
        try page.open(preset: "slide-up")
        let original = try page.stored("slide-up").definition
        let path = "tracks[0].keyframes[0].easing"
        let originalCurve = try #require(easing(original, track: 0, keyframe: 0))
        try page.click("button[aria-label='edit the curve \(path)']")
        try page.run("await waitFor(() => !$('#panel-curves').hidden && $$('[data-testid=curve-list] button').length > 0)")

        let centres = """
            return [1, 2].flatMap((n) => {
              const r = $(`[data-testid=bezier-handle-${n}]`).getBoundingClientRect();
              return [r.left + r.width / 2, r.top + r.height / 2];
            });
            """
        let before = try #require(try page.run(centres) as? [Double])
        try page.browser.drag(try page.browser.element("[data-testid=bezier-handle-1]"), by: (x: 40, y: -50))
        try page.browser.drag(try page.browser.element("[data-testid=bezier-handle-2]"), by: (x: -30, y: 25))
        // Each handle lies where the mouse let it go (the curve's numbers are rounded to 0.01 of
        // the 160-pixel box: within 1.5 pixels).
        let after = try #require(try page.run(centres) as? [Double])
        for (index, moved) in [40.0, -50, -30, 25].enumerated() {
            #expect(abs(after[index] - (before[index] + moved)) < 1.5, "handle moved to \(after), from \(before)")
        }
        // The handles' positions on screen, read in the unit square the box draws (y up).
        let geometry = try #require(
            try page.run(
                """
                const box = $("[data-testid=bezier-box]").getBoundingClientRect();
                return [1, 2].flatMap((n) => {
                  const r = $(`[data-testid=bezier-handle-${n}]`).getBoundingClientRect();
                  return [(r.left + r.width / 2 - box.left) / box.width, (box.bottom - (r.top + r.height / 2)) / box.height];
                });
                """) as? [Double])
        let written = try page.string(
            "return await waitFor(() => JSON.parse($('[data-testid=definition-json]').value).tracks[0].keyframes[0].easing.startsWith('cubic-bezier') && JSON.parse($('[data-testid=definition-json]').value).tracks[0].keyframes[0].easing)"
        )
        #expect(try page.string("return $('[data-testid=curve-text]').value") == written)
        let numbers = try #require(bezierNumbers(written), "\(written)")
        for (number, position) in zip(numbers, geometry) {
            #expect(abs(number - position) < 0.011, "\(written) against the handles at \(geometry)")
        }
        #expect(numbers[0] > 0.1 && numbers[1] > 0.1, "the first handle moved right and up from where slide-up's curve put it")
        try page.run("await waitFor(() => $('[data-problems] h2').textContent === 'No problems')")
        try page.screenshot("studio-curves")

        try page.browser.pressWithControl("z")
        #expect(try page.string("return JSON.parse($('[data-testid=definition-json]').value).tracks[0].keyframes[0].easing") != written)
        try page.browser.pressWithControl("z")
        #expect(
            try page.string("return JSON.parse($('[data-testid=definition-json]').value).tracks[0].keyframes[0].easing") == originalCurve)
        try page.browser.pressWithControl("y")
        try page.browser.pressWithControl("y")
        #expect(try page.string("return JSON.parse($('[data-testid=definition-json]').value).tracks[0].keyframes[0].easing") == written)

        try page.click("[data-testid=curve-list] button[data-curve=outBack]")
        #expect(try page.string("return JSON.parse($('[data-testid=definition-json]').value).tracks[0].keyframes[0].easing") == "outBack")
        try page.click("[data-testid=save]")
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '2')")
        #expect(easing(try page.stored("slide-up").definition, track: 0, keyframe: 0) == "outBack")
        try page.updateFromCLI("slide-up") { $0["summary"] = "third revision" }
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '3')")

        try page.click("#tab-history")
        try page.run("await waitFor(() => $$('[data-testid=revision-item]').length === 3)")
        #expect(try page.run("return $$('[data-testid=revision-item]').map((e) => Number(e.dataset.revision))") as? [Int] == [3, 2, 1])
        try page.run(
            "const from = $('[data-diff-from]'); from.value = '1'; from.dispatchEvent(new Event('change')); await waitFor(() => $$('[data-testid=diff] tr').length >= 2)"
        )
        let fields = try #require(try page.run("return $$('[data-testid=diff] tr').map((r) => r.cells[0].textContent)") as? [String])
        #expect(fields.contains("summary") && fields.contains { $0.hasSuffix("keyframes[0].easing") }, "\(fields)")
        try page.screenshot("studio-history")
        try page.click("[data-testid=revision-item][data-revision='1'] [data-testid=revert]")
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '4')")
        let reverted = try page.stored("slide-up")
        #expect(reverted.revision == 4)
        #expect(NSDictionary(dictionary: reverted.definition).isEqual(to: original), "revision 4 holds revision 1's definition")

        let templates = try #require(
            try page.run("return (await (await fetch('/api/templates')).json()).templates.map((t) => t.name)") as? [String])
        try page.click("[data-testid=new-preset]")
        try page.run("await waitFor(() => $('[data-dialog]').open)")
        try page.type("from-template", into: "[data-testid=new-name]")
        try page.click("[data-testid=create]")
        let creation = try page.string(
            "return await waitFor(() => $('[data-open-name]').textContent === 'from-template' ? 'opened' : $('[data-dialog-error]').textContent)"
        )
        #expect(creation == "opened")
        let created = try page.stored("from-template")
        #expect(created.revision == 1)
        if let first = templates.first {
            let template = try #require(
                try page.run("return (await (await fetch('/api/templates')).json()).templates[0].definition") as? [String: Any])
            var expected = template
            expected["name"] = "from-template"
            #expect(NSDictionary(dictionary: created.definition).isEqual(to: expected), "created from the template \(first)")
        }

        try page.click("[data-action=rename]")
        try page.type("renamed-preset", into: "[data-testid=target-name]")
        try page.click("[data-testid=confirm]")
        try page.run(
            "await waitFor(() => $('[data-testid=preset-item][data-name=renamed-preset]') && !$('[data-testid=preset-item][data-name=from-template]'))"
        )
        #expect(try page.studio.cli(["presets", "show", "renamed-preset"]).exitCode == 0)
        #expect(try page.studio.cli(["presets", "show", "from-template"]).exitCode == 66)

        try page.click("[data-testid=preset-item][data-name=aeris-cell-background] button")
        try page.run("await waitFor(() => $('[data-open-name]').textContent === 'aeris-cell-background')")
        let untouched = try page.studio.contentHash()
        try page.click("[data-action=delete]")
        try page.click("[data-testid=confirm]")
        let reason = try page.string("return await waitFor(() => $('[data-dialog-error]').textContent)")
        #expect(reason.contains("is used by menu items aeris-map-layers#0"), "\(reason)")
        #expect(try page.studio.contentHash() == untouched)
    }
}

private func keyframe(_ definition: [String: Any], track: Int, keyframe: Int) -> [String: Any]? {
    guard let tracks = definition["tracks"] as? [[String: Any]], tracks.count > track,
        let keyframes = tracks[track]["keyframes"] as? [[String: Any]], keyframes.count > keyframe
    else { return nil }
    return keyframes[keyframe]
}

private func keyframeValue(_ definition: [String: Any], track: Int, keyframe index: Int) -> Double? {
    keyframe(definition, track: track, keyframe: index)?["value"] as? Double
}

private func easing(_ definition: [String: Any], track: Int, keyframe index: Int) -> String? {
    keyframe(definition, track: track, keyframe: index)?["easing"] as? String
}

/// The four numbers of `cubic-bezier(a, b, c, d)`.
private func bezierNumbers(_ text: String) -> [Double]? {
    guard let match = text.wholeMatch(of: /cubic-bezier\(([^)]*)\)/) else { return nil }
    let numbers = match.1.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    return numbers.count == 4 ? numbers : nil
}
