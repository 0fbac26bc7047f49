import ParallaxEngine
import PresetCatalog
import PresetStore
import Testing

/// A definition the catalog's compiler refuses is refused with the member at fault and what is
/// wrong there as values (`CatalogError.problem`), the same two the one-line message writes as
/// `path: message`, so a check lists the problem without reading the message apart; its code
/// is the kind of rule broken (the engine's whole check of a compiled definition is
/// `inconsistent`).
@Suite struct CompilerProblemTests {
    static func preset(_ change: (inout PresetDefinition) -> Void) -> PresetDefinition {
        var preset = PresetDefinition(
            name: "p", kind: .custom, axis: .vertical, timeline: .offset,
            tracks: [
                PresetDefinition.Track(
                    target: "card", property: "alpha",
                    keyframes: [PresetDefinition.Keyframe(at: 0, value: .number(0)), PresetDefinition.Keyframe(at: 1, value: .number(1))])
            ])
        change(&preset)
        return preset
    }

    static let cases:
        [(label: String, preset: PresetDefinition, base: FieldPath, path: String, code: DefinitionProblem.Code, message: String)] = [
            (
                "scroll window", preset { $0.timeline = .scroll(from: 5, to: 5) }, .root, "timeline.scroll", .order,
                "from and to must differ (both are 5)"
            ),
            (
                "reversed child range",
                preset {
                    $0.children = [PresetDefinition.Child(name: "c", range: ProgressRange(lower: 0.75, upper: 0.25), tracks: $0.tracks)]
                },
                .root, "children[0].range", .order, "[0.75, 0.25] is reversed or empty (the lower bound must be below the upper)"
            ),
            (
                "number out of bounds under a base", preset { $0.tracks[0].keyframes[1].value = .number(2e6) },
                FieldPath.root.member("presets").element(2), "presets[2].tracks[0].keyframes[1].value", .outOfBounds,
                "must be a number within ±1000000 (is 2000000)"
            ),
            (
                "engine error",
                preset {
                    $0.tracks[0].keyframes[1].at = 0.5; $0.tracks[0].keyframes[0].at = 0.75
                }, .root,
                "tracks[0].keyframes[1].at", .inconsistent, "must not be below the previous keyframe's 0.75"
            ),
        ]

    @Test(arguments: 0..<cases.count)
    func theRefusalCarriesItsPathAndMessage(_ index: Int) throws {
        let (label, preset, base, path, code, message) = Self.cases[index]
        do {
            try DefinitionCompiler.validate(preset, at: base)
            Issue.record("\(label): accepted")
        } catch let error as CatalogError {
            #expect(error.kind == .invalidData, "\(label)")
            #expect(error.problem == DefinitionProblem(path: path, code: code, message: message), "\(label): \(error.message)")
            #expect(error.message == "\(path): \(message)", "\(label)")
        }
    }
}
