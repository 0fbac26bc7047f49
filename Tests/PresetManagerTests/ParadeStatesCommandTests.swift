import CatalogEditing
import Foundation
import Testing

/// Parade `states` through the built tool: created from a worked JSON example, shown and exported as
/// states, previewed with the view's own values, refused with one line when wrong.
///
/// Expected preview values are worked out by hand from Parade's formulas (UIScrollView+Parade,
/// PDAnimatableProperty): a 100 pt item at content position 1000 in an 800 pt viewport has its
/// centre at 1050 − o, so r = (650 − o)/800; r > 0 shows the start state with p = 1 − r, r < 0
/// the end state with p = 1 + r; each property is lerp(state, rest, ease(range(p))).
@Suite struct ParadeStatesCommandTests {
    /// The `ticket-card` example (horizontal), every side used.
    static let ticketCard = """
        {"name": "ticket-card", "kind": "parade", "axis": "horizontal",
         "timeline": {"viewportCenter": {}},
         "states": [
           {"target": "image",
            "start": {"alpha": {"value": 0, "easing": "inOutCubic", "range": [0.25, 0.75]},
                      "translationY": {"value": 100, "easing": "outQuadratic"}},
            "end": {"alpha": {"value": 0.2, "easing": "inSine", "range": [0, 0.5]}},
            "startEnd": {"cornerRadius": {"value": 24}},
            "rest": {"cornerRadius": "underlying", "borderWidth": 2}}]}
        """

    /// The same preset with `replacing` swapped for `with` in its text.
    static func ticketCard(replacing text: String, with replacement: String) -> String {
        ticketCard.replacingOccurrences(of: text, with: replacement)
    }

    private func workspaceWithTicketCard() throws -> Workspace {
        let workspace = try Workspace()
        let file = try workspace.write(Self.ticketCard, to: "ticket-card.json")
        let created = try workspace.runOnCatalog(["presets", "create", "--file", file])
        #expect(created.exitCode == 0, "\(created.standardError)")
        return workspace
    }

    /// show → create gives the same preset: the JSON shown is the definition with `states` as
    /// written (startEnd kept), and creating it again under another name and showing that gives
    /// the same text but for the name.
    @Test func showsStatesAsStatesAndRoundTrips() throws {
        let workspace = try workspaceWithTicketCard()
        let shown = try workspace.runOnCatalog(["presets", "show", "ticket-card", "--format", "json"])
        #expect(shown.exitCode == 0)
        let json = try JSONValue(parsing: shown.standardOutput, source: "stdout")
        guard case .object(let preset) = json, case .array(let states)? = preset["states"], case .object(let image)? = states.first
        else {
            Issue.record("no states in \(shown.standardOutput)")
            return
        }
        #expect(preset["axis"] == .string("horizontal") && preset["timeline"] == .object(["viewportCenter": .object([:])]))
        #expect(image["startEnd"] == .object(["cornerRadius": .object(["value": .number(24)])]))
        #expect(image["rest"] == .object(["borderWidth": .number(2), "cornerRadius": .string("underlying")]))

        let copy = try workspace.write(shown.standardOutput.replacingOccurrences(of: "ticket-card", with: "ticket-copy"), to: "copy.json")
        #expect(try workspace.runOnCatalog(["presets", "create", "--file", copy]).exitCode == 0)
        let copyShown = try workspace.runOnCatalog(["presets", "show", "ticket-copy", "--format", "json"])
        #expect(copyShown.standardOutput.replacingOccurrences(of: "ticket-copy", with: "ticket-card") == shown.standardOutput)

        let table = try workspace.runOnCatalog(["presets", "show", "ticket-card"])
        #expect(table.standardOutput.contains("image.alpha         start                  0  inOutCubic    [0.25, 0.75]\n"))
        #expect(table.standardOutput.contains("image.cornerRadius  startEnd              24  linear\n"))
        #expect(table.standardOutput.contains("image.cornerRadius  rest          underlying\n"))
    }

    /// A horizontal preset reads x: the item at x 1000, 100 wide, in an 800 × 390 viewport
    /// scrolled to x = o gives the values the vertical case gives at y = o.
    /// o = 450: r = 0.25, p = 0.75: alpha rests (range(0.75) = 1), translationY 100·0.25² = 6.25,
    /// cornerRadius 24 + (12 − 24)·0.75 = 15. o = 650: the centre, all rest. o = 1250: r = −0.75,
    /// p = 0.25: alpha 0.2 + 0.8·(1 − cos(π/4)), cornerRadius 24 − 12·0.25 = 21.
    @Test func previewsWithTheViewsOwnValuesAlongTheItsAxis() throws {
        let workspace = try workspaceWithTicketCard()
        let result = try workspace.runOnCatalog([
            "preview", "ticket-card", "--viewport", "800x390", "--item-frame", "1000,100", "--offsets", "450,650,1250",
            "--underlying", "image.cornerRadius=12", "--format", "json",
        ])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let frames = try previewFrames(result.standardOutput)
        let expected: [[String: Double]] = [
            ["image.alpha": 1, "image.translationY": 6.25, "image.cornerRadius": 15, "image.borderWidth": 2],
            ["image.alpha": 1, "image.translationY": 0, "image.cornerRadius": 12, "image.borderWidth": 2],
            [
                "image.alpha": 0.2 + 0.8 * (1 - 0.5.squareRoot()), "image.translationY": 0, "image.cornerRadius": 21,
                "image.borderWidth": 2,
            ],
        ]
        #expect(frames.count == expected.count)
        for (frame, values) in zip(frames, expected) {
            for (key, value) in values {
                #expect(abs((frame[key] ?? .nan) - value) < 1e-9, "\(key): \(frame[key] ?? .nan) vs \(value)")
            }
        }
    }

    /// The values of each frame of `preview --format json`, keyed `target.property`.
    private func previewFrames(_ text: String) throws -> [[String: Double]] {
        guard case .object(let preview) = try JSONValue(parsing: text, source: "stdout"), case .array(let frames)? = preview["frames"]
        else { throw StatesTestFailure("not a preview: \(text)") }
        return frames.map { frame in
            guard case .object(let members) = frame, case .object(let values)? = members["values"] else { return [:] }
            return values.compactMapValues { value in
                if case .number(let number) = value { return number }
                return nil
            }
        }
    }

    @Test func aMissingUnderlyingValueIsNamed() throws {
        let workspace = try workspaceWithTicketCard()
        try workspace.expectFailure(
            ["preview", "ticket-card"], exitCode: 64,
            message:
                "--underlying: preset 'ticket-card' rests image.cornerRadius at the view's own value: give the view's own image.cornerRadius"
        )
        try workspace.expectFailure(
            ["preview", "ticket-card", "--underlying", "image.cornerRadius=12", "--underlying", "image.alpha=1"], exitCode: 64,
            message:
                "--underlying: image.alpha: preset 'ticket-card' does not rest it at the view's own value (it reads: image.cornerRadius)")
        try workspace.expectFailure(
            ["preview", "ticket-card", "--underlying", "image.cornerRadius=round"], exitCode: 64, message: "round")
    }

    /// Every bad states definition is refused with exit 65 and one line naming the preset and
    /// the field, and the catalog is left as it was.
    @Test(arguments: [
        (#""range": [0.25, 0.75]"#, #""range": [0.5, 1.5]"#, "states[0].start.alpha.range[1]: must be a number from 0 to 1 (is 1.5)"),
        (#""translationY": {"value": 100"#, #""translationX": {"value": 100"#, ""),
        (
            #""alpha": {"value": 0, "easing""#, #""alpah": {"value": 0, "easing""#,
            "states[0].start.alpah: unknown channel 'alpah' (did you mean 'alpha'?)"
        ),
        (
            #""rest": {"cornerRadius": "underlying", "borderWidth": 2}"#, #""rest": {"borderWidth": 2}"#,
            "states[0].rest.cornerRadius: cornerRadius has no identity value"
        ),
        (#""easing": "inSine""#, #""easing": "inSign""#, "states[0].end.alpha.easing: unknown curve 'inSign'"),
        (
            #""startEnd": {"cornerRadius""#, #""startEnd": {"alpha": {"value": 0}, "cornerRadius""#,
            "states[0].startEnd.alpha: alpha is in both start and startEnd"
        ),
        (#""value": 24}"#, ##""value": "#FF0000"}"##, "states[0].startEnd.cornerRadius.value: cornerRadius needs a number"),
        (
            #""easing": "outQuadratic"}"#, #""easing": "outQuadratic", "easeing": "linear"}"#,
            "states[0].start.translationY.easeing: unknown member"
        ),
        (#""timeline": {"viewportCenter": {}},"#, #""timeline": {"offset": {}},"#, "states: need the viewportCenter timeline"),
    ])
    func badStatesAreRefused(original: String, replacement: String, message: String) throws {
        let workspace = try Workspace()
        let text = Self.ticketCard(replacing: original, with: replacement)
        #expect(text != Self.ticketCard)
        let file = try workspace.write(text, to: "bad.json")
        guard !message.isEmpty else {
            // Swapping a channel for another that is valid too is not an error.
            #expect(try workspace.runOnCatalog(["presets", "create", "--file", file]).exitCode == 0)
            return
        }
        // A channel in start, end and startEnd clashes twice: each clash is its own problem.
        let lines = message.contains("in both") ? 2 : 1
        try workspace.expectFailure(["presets", "create", "--file", file], exitCode: 65, message: message, lines: lines)
        let result = try workspace.runOnCatalog(["presets", "create", "--file", file])
        #expect(result.standardError.contains("preset 'ticket-card'") || result.standardError.contains("bad.json"))
    }

    /// States and tracks may share a preset, but not a target's channel.
    @Test func statesAndTracksOnTheSameChannelAreRefused() throws {
        let workspace = try Workspace()
        let text = Self.ticketCard.replacingOccurrences(
            of: #""timeline": {"viewportCenter": {}},"#,
            with:
                #""timeline": {"viewportCenter": {}}, "tracks": [{"target": "image", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]}],"#
        )
        let file = try workspace.write(text, to: "clash.json")
        try workspace.expectFailure(
            ["presets", "create", "--file", file], exitCode: 65, message: "tracks[0]: image.alpha is already animated by states[0]")
    }
}

/// A test's own failure with a message.
struct StatesTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
