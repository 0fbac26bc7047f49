import Foundation
import TestSupport
import Testing

/// Smoothing, velocity timelines and menu snapping through the tool: checked with messages
/// naming the member (the catalog unchanged), shown, and refused by the CSS export unless
/// `--without-motion`.
@Suite struct MotionCommandTests {
    static let softParallax = """
        {"name": "soft-parallax", "kind": "cell-background", "smoothing": "spring(duration: 0.4, bounce: 0)",
         "timeline": {"view": {"range": "cover", "start": "0%", "end": "100%"}},
         "tracks": [{"target": "background", "property": "translationY", "extrapolate": "extend",
                     "keyframes": [{"at": 0, "value": -100}, {"at": 1, "value": 12}]}]}
        """

    static func preset(timeline: String, smoothing: String?) -> String {
        let member = smoothing.map { #""smoothing": "\#($0)", "# } ?? ""
        return
            #"{"name": "bad", "kind": "custom", \#(member)"timeline": \#(timeline), "tracks": [{"target": "card", "property": "rotation", "keyframes": [{"at": 0, "value": -6}, {"at": 1, "value": 6}]}]}"#
    }

    @Test(
        arguments: [
            (#"{"velocity": {"from": 3000, "to": -3000}}"#, nil, "timeline.velocity: from must be below to"),
            (#"{"velocity": {"from": 5, "to": 5}}"#, nil, "timeline.velocity: from must be below to"),
            (#"{"offset": {}}"#, "spring(duration: 0.4, bounce: 0, velocity: 3)", "smoothing: a smoothing spring starts at rest"),
            (#"{"offset": {}}"#, "ease-in", "smoothing: must be a spring"),
            (#"{"offset": {}}"#, "spring(duration: 0.4, bounce: 1.5)", "smoothing"),
            (#"{"offset": {}}"#, "spring(duration: 0, bounce: 0)", "smoothing"),
        ] as [(String, String?, String)])
    func badMotionIsRefusedNamingTheMember(timeline: String, smoothing: String?, message: String) throws {
        let workspace = try Workspace(seeded: false)
        let before = try workspace.contentHash()
        let file = try workspace.write(Self.preset(timeline: timeline, smoothing: smoothing), to: "bad.json")
        let validated = try workspace.run(["validate", "--file", file])
        #expect(validated.exitCode != 0)
        #expect(validated.standardError.contains(message), "\(validated.standardError)")
        let created = try workspace.runOnCatalog(["presets", "create", "--file", file])
        #expect(created.exitCode != 0)
        #expect(created.standardError.contains(message), "\(created.standardError)")
        #expect(try workspace.contentHash() == before)
    }

    @Test func showListsSmoothingAndTheVelocityTimeline() throws {
        let workspace = try Workspace(seeded: false)
        let file = try workspace.write(
            Self.preset(timeline: #"{"velocity": {"from": -3000, "to": 3000}}"#, smoothing: "spring(duration: 0.3, bounce: 0)")
                .replacingOccurrences(of: "\"bad\"", with: "\"lean\""), to: "lean.json")
        #expect(try workspace.runOnCatalog(["presets", "create", "--file", file]).exitCode == 0)
        let shown = try workspace.runOnCatalog(["presets", "show", "lean"])
        #expect(shown.standardOutput.contains("velocity(-3000…3000 pt/s)"), "\(shown.standardOutput)")
        #expect(shown.standardOutput.contains("spring(duration: 0.3, bounce: 0)"))
        let json = try workspace.runOnCatalog(["presets", "show", "lean", "--format", "json"])
        #expect(
            json.standardOutput.contains(#""smoothing" : "spring(duration: 0.3, bounce: 0)""#)
                || json.standardOutput.contains(#""smoothing": "spring(duration: 0.3, bounce: 0)""#))
    }

    @Test func theCSSExportRefusesSmoothingUnlessWithoutMotion() throws {
        let workspace = try Workspace(seeded: false)
        let file = try workspace.write(Self.softParallax, to: "soft.json")
        #expect(try workspace.runOnCatalog(["presets", "create", "--file", file]).exitCode == 0)
        let before = try workspace.contentHash()
        for format in ["css", "html"] {
            let refused = try workspace.runOnCatalog(["export", "soft-parallax", "--format", format])
            #expect(refused.exitCode == 65)
            #expect(refused.standardError.contains("smoothing (smoothing spring(duration: 0.4, bounce: 0)) cannot be expressed in CSS"))
            #expect(refused.standardError.contains("--without-motion"))
            #expect(refused.standardOutput.isEmpty)
            let exported = try workspace.runOnCatalog(["export", "soft-parallax", "--format", format, "--without-motion"])
            #expect(exported.exitCode == 0, "\(exported.standardError)")
            #expect(exported.standardError == "left out smoothing (smoothing spring(duration: 0.4, bounce: 0)): CSS cannot express it\n")
            #expect(exported.standardOutput.contains("@keyframes"))
        }
        // The same preset without smoothing exports the same stylesheet.
        let plainFile = try workspace.write(
            Self.softParallax.replacingOccurrences(of: #""smoothing": "spring(duration: 0.4, bounce: 0)","#, with: ""), to: "plain.json")
        #expect(try workspace.runOnCatalog(["presets", "update", "soft-parallax", "--file", plainFile]).exitCode == 0)
        let plain = try workspace.runOnCatalog(["export", "soft-parallax", "--format", "css"])
        #expect(plain.exitCode == 0)
        #expect(try workspace.contentHash() != before)
        #expect(
            try workspace.runOnCatalog(["export", "soft-parallax", "--format", "css", "--without-motion"]).standardOutput
                == plain.standardOutput)
        let json = try workspace.runOnCatalog(["export", "--without-motion"])
        #expect(json.exitCode != 0 && json.standardError.contains("--without-motion applies to --format css or html"))
    }

    @Test func aVelocityTimelineIsRefusedEvenWithoutMotion() throws {
        let workspace = try Workspace(seeded: false)
        let file = try workspace.write(
            Self.preset(timeline: #"{"velocity": {"from": -3000, "to": 3000}}"#, smoothing: nil)
                .replacingOccurrences(of: "\"bad\"", with: "\"lean\""), to: "lean.json")
        #expect(try workspace.runOnCatalog(["presets", "create", "--file", file]).exitCode == 0)
        let refused = try workspace.runOnCatalog(["export", "lean", "--format", "css"])
        #expect(refused.exitCode == 65 && refused.standardError.contains("timeline.velocity"))
        let still = try workspace.runOnCatalog(["export", "lean", "--format", "css", "--without-motion"])
        #expect(still.exitCode == 65 && still.standardError.contains("timeline.velocity"))
    }

    /// The menu example of docs/PRESETS.md (its ```json menu block) imports into the seed
    /// catalog, and menus show lists its snapping.
    @Test func theDocumentedSnappingMenuImports() throws {
        let markdown = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/PRESETS.md"), encoding: .utf8)
        let block = try #require(
            markdown.components(separatedBy: "```json menu\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let workspace = try Workspace(seeded: true)
        let file = try workspace.write(#"{"format": "parallax-catalog", "version": 1, "menus": [\#(block)]}"#, to: "menu.json")
        let imported = try workspace.runOnCatalog(["import", file])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let shown = try workspace.runOnCatalog(["menus", "show", "layers-one-at-a-time"])
        #expect(shown.standardOutput.contains("align center, stop always"), "\(shown.standardOutput)")

        // Its exported page snaps as the menu says: the container mandatory on y, each of the two
        // 100 pt rows aligned at its centre and never passed over.
        let page = try workspace.runOnCatalog(["export", "--menu", "layers-one-at-a-time", "--format", "html", "--viewport", "320x300"])
        #expect(page.exitCode == 0, "\(page.standardError)")
        #expect(page.standardOutput.contains("scroll-snap-type: y mandatory;"))
        let rows = page.standardOutput.components(separatedBy: "<div data-row=").dropFirst()
        #expect(rows.map { $0.contains("height: 100px") } == [true, true])
        #expect(page.standardOutput.contains("width: 320px; height: 300px;"))
        #expect(page.standardOutput.contains("scroll-snap-align: center; scroll-snap-stop: always;"))
        #expect(page.standardOutput.contains("Radar") && page.standardOutput.contains("Satellite"))
        // Its rows move as their preset says, each scoped to it.
        #expect(rows.map { $0.contains("data-preset=\"aeris-cell-background\" class=\"row animated\"") } == [true, true])
        let stylesheet = try workspace.runOnCatalog(["export", "--menu", "layers-one-at-a-time", "--format", "css"])
        #expect(stylesheet.exitCode == 64)
        #expect(stylesheet.standardError.split(separator: "\n").count == 1, "\(stylesheet.standardError)")
        #expect(stylesheet.standardError.contains("--menu goes with --format html"))
    }

    /// `preview --trajectory`: a scroll at 0 up to the frame at 0.1 s and at 500 from the frame
    /// at 0.2 s, through a smoothing spring(duration: 0.4, bounce: 0). A frame moves toward its
    /// own target over the interval that ends at it, so the scroll counts as moved just after
    /// 0.1 s: from then on `500·(1 − e^(−ω₀τ)(1 + ω₀τ))`, `τ = t − 0.1`, `ω₀ = 2π/0.4` (the
    /// critically damped step response); a fling's offsets follow UIKit's
    /// deceleration `x₀ + v₀/1000 · (0.998^(1000t) − 1)/ln 0.998`.
    @Test func previewSamplesATrajectoryOverTime() throws {
        let workspace = try Workspace(seeded: false)
        let file = try workspace.write(
            #"{"name": "soft", "kind": "custom", "smoothing": "spring(duration: 0.4, bounce: 0)", "timeline": {"scroll": {"from": 0, "to": 1000}}, "#
                + #""tracks": [{"target": "card", "property": "translationY", "extrapolate": "extend", "#
                + #""keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1000}]}]}"#, to: "soft.json")
        #expect(try workspace.runOnCatalog(["presets", "create", "--file", file]).exitCode == 0)
        let stepped = try workspace.runOnCatalog(
            ["preview", "soft", "--format", "json", "--trajectory", "0:0,0.1:0,0.2:500,0.3:500,0.45:500,0.8:500"])
        #expect(stepped.exitCode == 0, "\(stepped.standardError)")
        let frames = try Self.frames(of: stepped.standardOutput)
        #expect(frames.map(\.time) == [0, 0.1, 0.2, 0.3, 0.45, 0.8])
        let omega = 2 * Double.pi / 0.4
        for frame in frames {
            let tau = frame.time - 0.1
            let expected = tau <= 0 ? 0 : 500 * (1 - exp(-omega * tau) * (1 + omega * tau))
            #expect(abs(frame.value - expected) <= 1e-6, "t = \(frame.time): \(frame.value) vs \(expected)")
        }
        let flung = try Self.frames(
            of: try workspace.runOnCatalog(["preview", "soft", "--format", "json", "--trajectory", "fling:100:-2000"]).standardOutput)
        #expect(flung.count > 100)
        for frame in flung.prefix(30) {
            let expected = 100 - 2 * (pow(0.998, 1000 * frame.time) - 1) / log(0.998)
            #expect(abs(frame.offset - expected) <= 1e-6, "t = \(frame.time)")
        }
        // Every format: the plot's horizontal axis is the time, the page carries the times it plays.
        let svg = try workspace.runOnCatalog(["preview", "soft", "--format", "svg", "--trajectory", "fling:0:100"])
        #expect(svg.exitCode == 0 && svg.standardOutput.contains(">time (s)</text>"), "\(svg.standardError)")
        let html = try workspace.runOnCatalog(["preview", "soft", "--format", "html", "--trajectory", "0:0,0.5:200"])
        #expect(html.exitCode == 0 && html.standardOutput.contains(#""times":[0,0.5]"#), "\(html.standardError)")
        let csv = try workspace.runOnCatalog(["preview", "soft", "--format", "csv", "--trajectory", "0:0,0.5:200"])
        #expect(csv.standardOutput.hasPrefix("time,offset,card.translationY"), "\(csv.standardOutput)")
        let bad = try workspace.runOnCatalog(["preview", "soft", "--trajectory", "0:0,0.1"])
        #expect(bad.exitCode == 64 && bad.standardError.contains("'0.1' is not TIME:OFFSET"))
    }

    /// A menu has no trajectory preview, in any format; the catalog is unchanged.
    @Test func aMenuAlongATrajectoryIsRefused() throws {
        let workspace = try Workspace(seeded: true)
        let before = try workspace.contentHash()
        for format in ["table", "svg", "html"] {
            let refused = try workspace.runOnCatalog(["preview", "aeris-map-layers", "--format", format, "--trajectory", "fling:0:900"])
            #expect(refused.exitCode == 64, "\(format): \(refused.standardError)")
            #expect(refused.standardError.contains("--trajectory: a trajectory previews a preset, and 'aeris-map-layers' is a menu"))
            #expect(refused.standardOutput.isEmpty)
        }
        #expect(try workspace.contentHash() == before)
    }

    struct Frame {
        let time: Double
        let offset: Double
        let value: Double
    }

    static func frames(of json: String) throws -> [Frame] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        return try frames.map { frame in
            let values = try #require(frame["values"] as? [String: Any])
            return Frame(
                time: try #require(frame["time"] as? Double), offset: try #require(frame["offset"] as? Double),
                value: try #require(values["card.translationY"] as? Double))
        }
    }
}
