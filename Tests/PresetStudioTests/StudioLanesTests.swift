import Foundation
import TestSupport
import Testing

/// The Timeline's keyframe lanes and the curve editor, used with the mouse and the keyboard in
/// headless Chromium at 1280×800. What they write is read from the definition the page holds
/// (the JSON tab's text, never typed into) and checked against what the drag distance and the
/// lane's geometry say, and the drawn curves against the published equations written here.
/// Screenshots go to `.build/studio-lanes/`.
@Suite("Keyframe lanes and the curve editor in Chromium", .serialized, .onOwnThreads)
struct StudioLanesTests {
    static let folder = "studio-lanes"

    @Test("drag a keyframe along its lane and up, move it with the arrow keys, Delete it, undo each")
    func dragAndKeys() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        try page.click("#tab-timeline")
        // fade-up's second track: translationY from 100 (at 0) to 0 (at 1).
        let handle = "[data-testid=keyframe-handle][data-track='1'][data-index='1']"
        try page.run("await waitFor(() => $(\"\(handle)\") && live('card.translationY') !== null)")
        #expect(try keyframes(1, page).map(\.at) == [0, 1])
        #expect(try page.run("return $$('[data-testid=keyframe-lane]').length") as? Int == 2)
        #expect(try page.run("return $$('[data-testid=keyframe-segment]').length") as? Int == 2, "one segment per pair of keyframes")

        // The lane's plot area in CSS pixels: progress 0…1 across it, the value span up it.
        let geometry = try #require(
            try page.run(
                """
                const lane = $("[data-testid=keyframe-lane][data-track='1']");
                const area = lane.querySelector('[data-testid=keyframe-lane-area]').getBoundingClientRect();
                return [area.width, area.height, Number(lane.dataset.valueLow), Number(lane.dataset.valueHigh)];
                """) as? [Double])
        let (width, height, low, high) = (geometry[0], geometry[1], geometry[2], geometry[3])
        #expect(low == 0 && high == 100, "the span of the lane's values, 0 to 100")
        try page.browser.drag(try page.browser.element(handle), by: (x: -60, y: -30))
        try page.run("await waitFor(() => \(keyframeScript(1)).at[1] !== 1)")
        let dragged = try keyframes(1, page)[1]
        // 60 px left of progress 1 and 30 px up from 0, rounded as the lanes round (at to 0.001,
        // the value to a tenth of the power of ten under a hundredth of the span: 0.1).
        #expect(abs(dragged.at - (1 - 60 / width)) <= 0.0011, "at \(dragged.at), width \(width)")
        let draggedValue = try #require(dragged.value)
        #expect(abs(draggedValue - 30 / height * (high - low)) <= 0.11, "value \(draggedValue), height \(height)")
        // The live preview follows: at the effect's end the card holds the last keyframe's value.
        let end = try page.number(
            "setOffset($('[data-testid=offset]').max); return await waitFor(() => Math.abs(live('card.translationY') - \(draggedValue)) < 0.01 && live('card.translationY'))"
        )
        #expect(abs(end - draggedValue) < 0.01)
        try page.screenshot("dragged", folder: Self.folder)

        // Undo puts the keyframe back where it was (one step for the whole drag); redo again.
        try page.browser.pressWithControl("z")
        try page.run("await waitFor(() => \(keyframeScript(1)).at[1] === 1)")
        #expect(try keyframes(1, page)[1] == Keyframe(at: 1, value: 0))
        try page.browser.pressWithControl("y")
        try page.run("await waitFor(() => \(keyframeScript(1)).at[1] !== 1)")
        #expect(try keyframes(1, page)[1] == dragged)

        // The arrow keys: ← moves `at` by 0.01, ↑ the value by the lane's step, the power of ten
        // at most a hundredth of its span (0…100, zero included: 1).
        try page.run("$(\"\(handle)\").focus()")
        try press([Key.left, Key.up], page)
        try page.run("await waitFor(() => \(keyframeScript(1)).value[1] !== \(draggedValue))")
        let step = 1.0
        let moved = try keyframes(1, page)[1]
        #expect(abs(moved.at - (dragged.at - 0.01)) < 1e-9, "\(moved.at)")
        #expect(abs(try #require(moved.value) - (draggedValue + step)) < 1e-9, "\(String(describing: moved.value)) step \(step)")

        // Delete leaves a track its two keyframes, and says so.
        try press([Key.delete], page)
        try page.run("await waitFor(() => $('[data-status]').textContent.includes('two keyframes'))")
        #expect(try keyframes(1, page).count == 2)
        // A double click on the lane adds a keyframe there: near the top of the plot area (6 px
        // down) at its middle, between the two.
        let lane = try page.browser.element("[data-testid=keyframe-lane][data-track='1'] [data-testid=keyframe-lane-area]")
        let move: [String: Any] = [
            "type": "pointerMove", "duration": 0, "origin": [ChromeDriverSession.elementKey: lane], "x": 0, "y": -Int(height / 2) + 6,
        ]
        let click: [[String: Any]] = [["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0]]
        let mouse: [String: Any] = [
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": [move] + click + click,
        ]
        try page.browser.perform([mouse])
        try page.run("await waitFor(() => \(keyframeScript(1)).at.length === 3)")
        let three = try keyframes(1, page)
        let laneSpan = (low: 0.0, high: 100.0)
        let expectedValue = laneSpan.low + (1 - (height / 2 - Double(Int(height / 2) - 6)) / height) * (laneSpan.high - laneSpan.low)
        #expect(abs(three[1].at - 0.5) <= 1.5 / width + 0.001, "\(three[1].at)")
        #expect(abs(try #require(three[1].value) - expectedValue) <= 1.5 / height * (laneSpan.high - laneSpan.low), "\(three)")
        try page.run("$(\"[data-testid=keyframe-handle][data-track='1'][data-index='1']\").focus()")
        try page.screenshot("three-keyframes", folder: Self.folder)
        try press([Key.delete], page)
        try page.run("await waitFor(() => \(keyframeScript(1)).at.length === 2)")
        #expect(try keyframes(1, page) == [three[0], three[2]])
        try page.browser.pressWithControl("z")
        try page.run("await waitFor(() => \(keyframeScript(1)).at.length === 3)")
        #expect(try keyframes(1, page) == three)
        #expect(try page.stored("fade-up").revision == 1, "nothing is saved until Save")
    }

    @Test("a Parade state's lane: its value's stop moves the range's start and the value, the rest's stop the range's end only")
    func stateLane() throws {
        let page = try StudioPage()
        try page.open(preset: "parade-scale")
        try page.click("#tab-timeline")
        // parade-scale's image: startEnd translationY 75 over [0.3, 1], easing inSine, resting at 0.
        let lane = "[data-testid=keyframe-lane][data-state='1'][data-side=startEnd][data-channel=translationY]"
        let stop = { (index: Int) in
            "[data-testid=keyframe-handle][data-state='1'][data-side=startEnd][data-channel=translationY][data-index='\(index)']"
        }
        let entry = "\(definitionScript).states[1].startEnd.translationY"
        let geometry = try #require(
            try page.run(
                """
                const lane = await waitFor(() => $("\(lane)"));
                const area = lane.querySelector('[data-testid=keyframe-lane-area]').getBoundingClientRect();
                return [area.width, area.height, Number(lane.dataset.valueLow), Number(lane.dataset.valueHigh)];
                """) as? [Double])
        let (width, height) = (geometry[0], geometry[1])
        #expect(geometry[2] == 0 && geometry[3] == 75)

        try page.browser.drag(try page.browser.element(stop(0)), by: (x: 40, y: 20))
        try page.run("await waitFor(() => \(entry).range[0] !== 0.3)")
        let moved = try #require(try page.run("return [\(entry).range, \(entry).value, \(entry).easing]") as? [Any])
        let range = try #require(moved[0] as? [Double]), value = try #require(moved[1] as? Double)
        #expect(abs(range[0] - (0.3 + 40 / width)) <= 0.0011, "\(range) width \(width)")
        #expect(range[1] == 1)
        // 20 px down a 0…75 span, rounded to 0.01 (a tenth of the step 0.1).
        #expect(abs(value - (75 - 20 / height * 75)) <= 0.011, "\(value) height \(height)")
        #expect(moved[2] as? String == "inSine")

        // The rest's stop moves the range's end; the rest value is the state's, left as it is.
        try page.browser.drag(try page.browser.element(stop(1)), by: (x: -30, y: -20))
        try page.run("await waitFor(() => \(entry).range[1] !== 1)")
        let end = try #require(try page.run("return \(entry).range[1]") as? Double)
        #expect(abs(end - (1 - 30 / width)) <= 0.0011, "\(end)")
        #expect(try page.run("return \(entry).value") as? Double == value)
        #expect(try page.bool("return \(definitionScript).states[1].rest === undefined"))
        // Previewed live, unsaved.
        try page.run(
            "await waitFor(() => live('image.translationY') !== null && $('[data-problems] h2').textContent === 'No problems'); await sleep(300)"
        )
        try page.screenshot("state-lane", folder: Self.folder)

        // A double click on a state's lane adds no stop (a state value has one value, one curve
        // and one range, nothing between) and says so; the definition stays as it was.
        let before = try page.string("return $('[data-testid=definition-json]').value")
        try doubleClick(centreOf: "\(lane) [data-testid=keyframe-lane-area]", page)
        try page.run("await waitFor(() => $('[data-status]').textContent.includes('no stops between'))")
        #expect(try page.string("return $('[data-testid=definition-json]').value") == before)

        // Delete keeps a state's two stops; undo takes the range's end back.
        try page.run("$(\"\(stop(0))\").focus()")
        try press([Key.delete], page)
        try page.run("await waitFor(() => $('[data-status]').textContent.includes('value and its rest'))")
        #expect(try page.run("return \(entry).value") as? Double == value)
        try page.browser.pressWithControl("z")
        try page.run("await waitFor(() => \(entry).range[1] === 1)")
        #expect(try page.run("return \(entry).range[0]") as? Double == range[0])
    }

    @Test(
        "the curve editor draws outBack and outElastic as Penner's equations, their controls write outBack(s) and outElastic(a, p), steps and a spring too, a handle drag makes a cubic-bezier"
    )
    func curves() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        let path = "tracks[1].keyframes[0].easing"
        try page.click("button[aria-label='edit the curve \(path)']")
        try page.run("await waitFor(() => !$('#panel-curves').hidden && $('[data-testid=curve-list] button[data-curve=outBack]'))")
        try page.click("[data-testid=curve-list] button[data-curve=outBack]")
        #expect(try easing(at: path, page) == "outBack")

        // Penner's back ease-out with overshoot s: 1 + (s + 1)(t − 1)³ + s(t − 1)², s = 1.70158 by default.
        func outBack(_ s: Double) -> (Double) -> Double { { t in 1 + (s + 1) * pow(t - 1, 3) + s * pow(t - 1, 2) } }
        var drawn = try drawnCurve("outBack", page)
        #expect(drawn.count == 101)
        #expect(maximumError(drawn, outBack(1.70158)) < 1e-3, "\(maximumError(drawn, outBack(1.70158)))")
        #expect(maximumError(drawn, outBack(2.5)) > 0.05, "the comparison tells overshoots apart")
        // outBack is a cubic, (s + 1)(t − 1)³ + s(t − 1)² + 1: exactly a Bézier, so its handles are live.
        try page.run("await waitFor(() => $('[data-bezier] svg').dataset.handlesOf === 'outBack')")
        #expect(try !page.bool("return $('[data-bezier] svg').classList.contains('inactive')"), "outBack's own handles")
        #expect(try page.string("return $('[data-testid=curve-parameter][data-name=overshoot]').value") == "1.70158")
        try page.screenshot("outBack", folder: Self.folder)

        try page.type("2.5", into: "[data-testid=curve-parameter][data-name=overshoot]")
        try page.run("await waitFor(() => \(definitionScript).tracks[1].keyframes[0].easing === 'outBack(2.5)')")
        drawn = try drawnCurve("outBack(2.5)", page)
        #expect(maximumError(drawn, outBack(2.5)) < 1e-3, "\(maximumError(drawn, outBack(2.5)))")
        try expectDrawnInsideView("outBack(2.5)", page)
        try page.screenshot("outBack-2.5", folder: Self.folder)

        // outElastic's amplitude and period, against Penner's a·2^(−10t)·sin((t − s)·2π/p) + 1,
        // s = p/(2π)·asin(1/a).
        func outElastic(_ a: Double, _ p: Double) -> (Double) -> Double {
            { t in a * pow(2, -10 * t) * sin((t - p / (2 * .pi) * asin(1 / a)) * 2 * .pi / p) + 1 }
        }
        try page.click("[data-testid=curve-list] button[data-curve=outElastic]")
        drawn = try drawnCurve("outElastic", page)
        #expect(maximumError(drawn, outElastic(1, 0.3)) < 1e-3, "\(maximumError(drawn, outElastic(1, 0.3)))")
        // Its first swing reaches 1.37 (Penner's equation above), past the unit square's top.
        #expect((drawn.map(\.value).max() ?? 0) > 1.3)
        try expectDrawnInsideView("outElastic", page)
        try page.screenshot("outElastic", folder: Self.folder)
        #expect(
            try page.run("return $$('[data-testid=curve-parameter]').map((e) => [e.dataset.name, e.value])") as? [[String]]
                == [["amplitude", "1"], ["period", "0.3"]])
        try page.type("0.5", into: "[data-testid=curve-parameter][data-name=period]")
        #expect(try easing(at: path, page, becoming: "outElastic(1, 0.5)") == "outElastic(1, 0.5)")
        drawn = try drawnCurve("outElastic(1, 0.5)", page)
        #expect(maximumError(drawn, outElastic(1, 0.5)) < 1e-3, "\(maximumError(drawn, outElastic(1, 0.5)))")

        // steps(4, end): CSS's jump-end steps, ⌊4t⌋/4 (1 at t = 1).
        try page.click("[data-testid=curve-list] button[data-curve='steps(4, end)']")
        drawn = try drawnCurve("steps(4, end)", page)
        // The samples are at t = k/100; t is read back from the drawing, so it is snapped to them first.
        #expect(
            maximumError(
                drawn,
                { t in
                    let k = (t * 100).rounded() / 100; return k >= 1 ? 1 : (4 * k).rounded(.down) / 4
                }) < 1e-3)
        #expect(try page.run("return $$('[data-testid=curve-parameter]').map((e) => e.dataset.name)") as? [String] == ["n", "position"])

        // A spring's duration and bounce as controls; changing the bounce rewrites the text.
        let spring = "spring(duration: 0.5, bounce: 0.2)"
        try page.click("[data-testid=curve-list] button[data-curve='\(spring)']")
        _ = try drawnCurve(spring, page)
        #expect(
            try page.run("return $$('[data-testid=curve-parameter]').map((e) => [e.dataset.name, e.value])") as? [[String]]
                == [["duration", "0.5"], ["bounce", "0.2"], ["velocity", "0"]])
        try page.type("0.35", into: "[data-testid=curve-parameter][data-name=bounce]")
        #expect(try easing(at: path, page, becoming: "spring(duration: 0.5, bounce: 0.35)") == "spring(duration: 0.5, bounce: 0.35)")
        try page.screenshot("spring", folder: Self.folder)

        // Dragging a handle is what makes the curve a cubic-bezier; undo gives the spring back.
        try page.browser.drag(try page.browser.element("[data-testid=bezier-handle-1]"), by: (x: 20, y: -20))
        try page.run("await waitFor(() => \(definitionScript).tracks[1].keyframes[0].easing.startsWith('cubic-bezier('))")
        #expect(try page.run("return $$('[data-testid=curve-parameter]').length") as? Int == 0)
        try page.browser.pressWithControl("z")
        #expect(try easing(at: path, page, becoming: "spring(duration: 0.5, bounce: 0.35)") == "spring(duration: 0.5, bounce: 0.35)")
    }

    // MARK: - Reading the page

    struct Keyframe: Equatable {
        let at: Double
        let value: Double?
    }

    private let definitionScript = "JSON.parse($('[data-testid=definition-json]').value)"

    /// `{at: [...], value: [...]}` of track `track`'s keyframes, as JavaScript.
    private func keyframeScript(_ track: Int) -> String {
        "((k) => ({ at: k.map((x) => x.at), value: k.map((x) => x.value) }))(\(definitionScript).tracks[\(track)].keyframes)"
    }

    private func keyframes(_ track: Int, _ page: StudioPage) throws -> [Keyframe] {
        let pairs = try #require(
            try page.run("return \(definitionScript).tracks[\(track)].keyframes.map((k) => [k.at, k.value])") as? [[Any]])
        return pairs.map { Keyframe(at: ($0[0] as? Double) ?? .nan, value: $0[1] as? Double) }
    }

    private func easing(at path: String, _ page: StudioPage, becoming expected: String? = nil) throws -> String {
        if let expected {
            // On a timeout the text found is returned, for the expectation to show.
            _ = try? page.run("await waitFor(() => \(definitionScript).\(path) === \(json(expected)))")
        }
        return try page.string("return \(definitionScript).\(path)")
    }

    /// The curve the editor draws once it draws `text`: its points mapped back through the
    /// editor's unit square (`bezier-box`), as (t, value).
    private func drawnCurve(_ text: String, _ page: StudioPage) throws -> [(t: Double, value: Double)] {
        let numbers = try #require(
            try page.run(
                """
                const line = await waitFor(() => $(`[data-testid=curve-drawn][data-curve="${\(json(text))}"]`));
                const box = $('[data-testid=bezier-box]');
                const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((n) => Number(box.getAttribute(n)));
                return line.getAttribute('points').trim().split(/\\s+/).map((p) => p.split(',').map(Number)).map(([px, py]) => [(px - x) / w, (y + h - py) / h]);
                """) as? [[Double]])
        return numbers.map { ($0[0], $0[1]) }
    }

    /// The drawn curve's highest and lowest points lie inside the editor's `viewBox` (so nothing
    /// of an overshoot is cut off), and the svg is drawn at the viewBox's scale, whole.
    private func expectDrawnInsideView(_ text: String, _ page: StudioPage) throws {
        let numbers = try #require(
            try page.run(
                """
                const line = await waitFor(() => $(`[data-testid=curve-drawn][data-curve="${\(json(text))}"]`));
                const svg = line.ownerSVGElement, view = svg.viewBox.baseVal;
                const ys = line.getAttribute('points').trim().split(/\\s+/).map((p) => Number(p.split(',')[1]));
                const box = svg.getBoundingClientRect();
                return [Math.min(...ys), Math.max(...ys), view.y, view.y + view.height, box.height, view.height];
                """) as? [Double])
        let (highest, lowest, top, bottom) = (numbers[0], numbers[1], numbers[2], numbers[3])
        #expect(highest >= top && lowest <= bottom, "\(text): drawn from y \(highest) to \(lowest), the view from \(top) to \(bottom)")
        #expect(abs(numbers[4] - numbers[5]) < 1, "\(text): the svg is \(numbers[4]) px high for a view \(numbers[5]) high")
    }

    private func maximumError(_ points: [(t: Double, value: Double)], _ truth: (Double) -> Double) -> Double {
        points.map { abs($0.value - truth($0.t)) }.max() ?? .infinity
    }

    private enum Key {
        static let left = "\u{E012}", up = "\u{E013}", delete = "\u{E017}"
    }

    /// Double-clicks the centre of the element `selector` finds, with the mouse.
    private func doubleClick(centreOf selector: String, _ page: StudioPage) throws {
        let target = try page.browser.element(selector)
        let move: [String: Any] = [
            "type": "pointerMove", "duration": 0, "origin": [ChromeDriverSession.elementKey: target], "x": 0, "y": 0,
        ]
        let click: [[String: Any]] = [["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0]]
        try page.browser.perform([
            ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": [move] + click + click]
        ])
    }

    /// Presses `keys` one after another in the focused element.
    private func press(_ keys: [String], _ page: StudioPage) throws {
        let actions = keys.flatMap { [["type": "keyDown", "value": $0], ["type": "keyUp", "value": $0]] }
        try page.browser.perform([["type": "key", "id": "keyboard", "actions": actions]])
    }
}
