import Foundation
import ParallaxEngine
import ParallaxUI
import Testing

@testable import CatalogEditing
@testable import PresetRendering

/// Every channel, walked through every place that says what a channel is or does: the format's
/// JSON Schema, docs/PRESETS.md's table, the CSS export (written or refused with a reason), the
/// player's channel table and the style writer in preview-page.js that shows it, the studio's
/// `channels.js`, the view state's description and ParallaxUI's layer mapping. Nothing here lists channels: a channel added
/// to `Channel` and left out of a mapping fails here by name.
@Suite struct ChannelMappingCoverageTests {
    /// The schema's `property` enumeration names the channel, and its description gives the
    /// channel's line (meaning, unit).
    @Test(arguments: Channel.allCases)
    func schemaNamesTheChannel(_ channel: Channel) throws {
        let schema = PresetFormat.schemaText()
        #expect(schema.contains("\"\(channel.rawValue)\""), "the schema does not name \(channel.rawValue)")
        let line = ChannelGuide.line(for: channel)
        #expect(line.hasPrefix("\(channel.rawValue): "))
        #expect(schema.contains(line), "the schema does not describe \(channel.rawValue)")
    }

    /// docs/PRESETS.md's channel table has the channel's row with its unit and identity.
    @Test(arguments: Channel.allCases)
    func presetsGuideHasTheChannelsRow(_ channel: Channel) throws {
        let guide = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("docs/PRESETS.md"), encoding: .utf8)
        let row = guide.split(separator: "\n").first { $0.hasPrefix("| `\(channel.rawValue)` |") }
        let cells = try #require(row, "docs/PRESETS.md has no row for \(channel.rawValue)").split(separator: "|")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells[1] == ChannelGuide.unitText(channel.descriptor.unit))
        #expect(cells[2] == (channel.identity.map { $0 == 0 ? "0" : "1" } ?? "none"))
    }

    /// The CSS export either writes a property that reads the channel, or refuses a target
    /// animating it with a sentence naming the channel and the reason.
    @Test(arguments: Channel.allCases)
    func cssExportWritesOrRefusesTheChannel(_ channel: Channel) throws {
        let item = ScrollMetrics.Size(width: 320, height: 200)
        switch channel.cssExportSupport {
        case .written, .property:
            let properties = try TargetProperties.properties(
                target: "card", channels: [channel], colorSpaces: [channel: .sRGB], item: item)
            #expect(properties.contains { $0.channels.contains(channel) }, "no CSS property reads \(channel.rawValue)")
        case .refused(because: let reason):
            #expect(!reason.isEmpty)
            do {
                _ = try TargetProperties.properties(target: "card", channels: [channel], colorSpaces: [:], item: item)
                Issue.record("the CSS export did not refuse \(channel.rawValue)")
            } catch {
                #expect(error.kind == .unsupported)
                #expect(error.sentence == "card.\(channel.rawValue) has no CSS equivalent (\(reason))")
            }
        }
    }

    /// The player's table (which the preview's frames and the studio's `channels.js` carry)
    /// gives the channel's components, identity and layer default as the engine has them, and a style that
    /// preview-page.js has a writer for.
    @Test(arguments: Channel.allCases)
    func playerTableShowsTheChannel(_ channel: Channel) throws {
        let table = try #require(try JSONSerialization.jsonObject(with: Data(PlayerChannelTable.json.utf8)) as? [String: Any])
        let entry = try #require(table[channel.rawValue] as? [String: Any], "the player's table has no \(channel.rawValue)")
        #expect(entry["components"] as? Int == channel.componentCount)
        #expect((entry["identity"] as? Double) == channel.identity)
        let layerDefault = entry["layerDefault"].flatMap { $0 as? Double }.map { [$0] } ?? entry["layerDefault"] as? [Double]
        #expect(layerDefault == channel.descriptor.layerDefault, "\(channel.rawValue): \(entry["layerDefault"] ?? "none")")
        let style = try #require(entry["style"] as? String)
        let writers = try Self.writerNames(in: PreviewPlayerFiles.script)
        #expect(writers.contains(style), "preview-page.js has no writer \(style) for \(channel.rawValue)")
        #expect(PlayerChannelTable.module.contains("export const channels = \(PlayerChannelTable.json);"))
    }

    /// A target animating only the channel gives a view state holding its value and a layer
    /// update carrying it to the layer property its ``LayerApplication`` names.
    @Test(arguments: Channel.allCases)
    func layerUpdateCarriesTheChannel(_ channel: Channel) throws {
        let keyframeColor = RGBA(red: 1, green: 0.5, blue: 0.25)
        let value: KeyframeValue = channel.isColor ? .color(keyframeColor) : .number(0.75)
        let track = TrackDefinition(
            target: "t", channel: channel, keyframes: [KeyframeDefinition(at: 0, value: value), KeyframeDefinition(at: 1, value: value)])
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: [track]), context: [:])
        var values = [Double](repeating: 0, count: animator.slotCount)
        animator.evaluate(progress: 0.5, into: &values)
        let current = LayerUpdate.Current(
            boundsSize: .init(width: 100, height: 50), position: .init(x: 50, y: 25), anchorPoint: .init(x: 0.5, y: 0.5),
            shadowOffset: .init(width: 0, height: -3), contentsRect: .init(x: 0, y: 0, width: 1, height: 1))
        let state = animator.viewState(of: "t", in: values)
        #expect(state != ViewState(), "the view state drops \(channel.rawValue)")
        // The evaluated colour as the animator's buffer has it (mixing may round 0.5 a little).
        let slot = try #require(animator.channels(of: "t")?.slot(of: channel))
        let color =
            channel.isColor
            ? RGBA(red: values[slot], green: values[slot + 1], blue: values[slot + 2], alpha: values[slot + 3]) : keyframeColor
        #expect(!channel.isColor || abs(color.green - keyframeColor.green) < 0.01)
        let flag = channel.descriptor.kind == .flag
        switch channel.descriptor.group {
        case .transform: #expect(state.transform != nil)
        case .color: #expect(state[color: channel] == color, "the view state drops \(channel.rawValue)")
        case .layout, .layer: #expect(state[channel: channel] == (flag ? 1 : 0.75), "the view state drops \(channel.rawValue)")
        }
        let update = LayerUpdate(state, current: current)
        #expect(update != LayerUpdate(ViewState(), current: current), "LayerUpdate drops \(channel.rawValue)")
        switch LayerApplication(channel) {
        case .transform: #expect(update.transform != nil)
        case .opacity: #expect(update.opacity == 0.75)
        case .geometry: #expect(update.boundsSize != nil || update.position != nil)
        case .shadowOffset: #expect(update.shadowOffset != nil)
        case .contentsRect: #expect(update.contentsRect != nil)
        case .masksToBounds: #expect(update.masksToBounds == true)
        case .sameNamedProperty:
            if channel.isColor {
                #expect(update.color(of: channel) == color)
            } else {
                #expect(update.value(of: channel) == 0.75)
            }
        }
    }

    /// A channel composed into the transform reaches the layer's transform and one of the
    /// layout group its geometry, and no other channel does: ``LayerApplication`` lists the
    /// channels by name, so it is held to the table's groups here.
    @Test(arguments: Channel.allCases)
    func layerApplicationFollowsTheGroups(_ channel: Channel) {
        let application = LayerApplication(channel)
        #expect((application == .transform) == (channel.descriptor.group == .transform), "\(channel.rawValue)")
        #expect((application == .geometry) == (channel.descriptor.group == .layout), "\(channel.rawValue)")
        if channel.descriptor.group == .color { #expect(application == .sameNamedProperty, "\(channel.rawValue)") }
    }

    /// A view state animating only the channel prints it: by name, or as `transform` for a
    /// channel composed into the transform (the description lists fields, so a channel whose
    /// field it leaves out is caught here).
    @Test(arguments: Channel.allCases)
    func viewStateDescriptionShowsTheChannel(_ channel: Channel) throws {
        let value: KeyframeValue = channel.isColor ? .color(RGBA(red: 1, green: 0.5, blue: 0.25)) : .number(0.75)
        let track = TrackDefinition(
            target: "t", channel: channel, keyframes: [KeyframeDefinition(at: 0, value: value), KeyframeDefinition(at: 1, value: value)])
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: [track]), context: [:])
        var values = [Double](repeating: 0, count: animator.slotCount)
        animator.evaluate(progress: 0.5, into: &values)
        let field = channel.descriptor.group == .transform ? "transform" : channel.rawValue
        let description = animator.viewState(of: "t", in: values).description
        #expect(description.hasPrefix("ViewState(\(field): "), "\(description) does not show \(channel.rawValue)")
    }

    /// The player's table gives the channel the style writer of the tools' table, and the
    /// guide's CSS column says what the CSS export does with it.
    @Test(arguments: Channel.allCases)
    func playerAndGuideFollowTheToolsTable(_ channel: Channel) throws {
        let table = try #require(try JSONSerialization.jsonObject(with: Data(PlayerChannelTable.json.utf8)) as? [String: Any])
        let entry = try #require(table[channel.rawValue] as? [String: Any])
        #expect(entry["style"] as? String == channel.playerStyle.rawValue)
        switch channel.cssExportSupport {
        case .written(as: let property): #expect(ChannelGuide.of(channel).css == property)
        case .property(let name):
            #expect(ChannelGuide.of(channel).css == "`\(name)`")
            #expect(entry["css"] as? String == name)
            #expect(channel.playerStyle == .property, "\(channel.rawValue) is one CSS property but the player writes it otherwise")
            #expect(!channel.isColor, "\(channel.rawValue) is a colour: its CSS mixing space needs a rule of its own")
        case .refused: #expect(ChannelGuide.of(channel).css == "—")
        }
    }

    /// The SwiftUI modifier (`ViewStateModifier.swift`, compiled only for Apple platforms) calls
    /// the SwiftUI API the guide says shows the channel (`opacity`, `zIndex`, `shadow(radius:)`…):
    /// a channel given a SwiftUI column names the file to add it to.
    @Test(arguments: Channel.allCases)
    func swiftUIModifierCallsWhatTheGuideNames(_ channel: Channel) throws {
        let file = Self.repositoryRoot.appendingPathComponent("Sources/ParallaxUI/Apple/ViewStateModifier.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let column = ChannelGuide.of(channel).swiftUI
        let named = column.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
        for (_, code) in named {
            let api = String(code.prefix { $0.isLetter })
            #expect(
                source.contains(".\(api)(") || source.contains(".\(api) {"),
                "ViewStateModifier.swift does not call \(api), which the guide says shows \(channel.rawValue)")
        }
    }

    /// The names of the style writers in preview-page.js's `const writers = { … }`.
    static func writerNames(in script: String) throws -> Set<String> {
        let start = try #require(script.range(of: "\nconst writers = {\n"))
        let end = try #require(script.range(of: "\n};\n", range: start.upperBound..<script.endIndex))
        let body = script[start.upperBound..<end.lowerBound]
        let names = body.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let open = line.firstIndex(of: "(") else { return nil }
            let name = line.dropFirst(2)[..<open]
            return name.allSatisfy(\.isLetter) ? String(name) : nil
        }
        return Set(names)
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
