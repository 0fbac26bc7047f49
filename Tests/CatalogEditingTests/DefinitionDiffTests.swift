import Testing

@testable import CatalogEditing

/// What `presets diff` reports, on definitions written here.
@Suite struct DefinitionDiffTests {
    static func track(_ target: String, _ property: String, _ values: [Double]) -> JSONValue {
        .object([
            "target": .string(target), "property": .string(property),
            "keyframes": .array(values.enumerated().map { .object(["at": .number(Double($0.offset)), "value": .number($0.element)]) }),
        ])
    }

    static func preset(summary: String = "s", tracks: [JSONValue], children: [JSONValue] = []) -> JSONValue {
        .object(["name": .string("p"), "summary": .string(summary), "tracks": .array(tracks), "children": .array(children)])
    }

    @Test func aTrackInsertedInFrontIsOneAddedRowNotEveryTrackChanged() {
        let old = Self.preset(tracks: [Self.track("card", "alpha", [0, 1]), Self.track("card", "scale", [0.5, 1])])
        let new = Self.preset(
            tracks: [
                Self.track("card", "rotation", [-8, 0]), Self.track("card", "alpha", [0, 1]), Self.track("card", "scale", [0.5, 1]),
            ])
        let changes = DefinitionDiff.changes(from: old, to: new)
        #expect(changes.map(\.kind) == [.added])
        #expect(changes.map(\.field) == ["tracks[card.rotation]"])
        #expect(changes[0].new == Self.track("card", "rotation", [-8, 0]))
    }

    @Test func keyframesAreComparedByPositionAndSettingsByName() {
        let old = Self.preset(summary: "old", tracks: [Self.track("card", "alpha", [0, 1])])
        let new = Self.preset(summary: "new", tracks: [Self.track("card", "alpha", [0.2, 1, 0.5])])
        let changes = DefinitionDiff.changes(from: old, to: new)
        #expect(
            changes == [
                .init(kind: .changed, field: "summary", old: .string("old"), new: .string("new")),
                .init(kind: .changed, field: "tracks[card.alpha].keyframes[0].value", old: .number(0), new: .number(0.2)),
                .init(
                    kind: .added, field: "tracks[card.alpha].keyframes[2]", old: nil,
                    new: .object(["at": .number(2), "value": .number(0.5)])),
            ])
    }

    @Test func childrenAreMatchedByNameAndMissingMembersAreAddedOrRemoved() {
        let child = { (name: String, range: [Double]?) -> JSONValue in
            var members: [String: JSONValue] = ["name": .string(name), "tracks": .array([])]
            if let range { members["range"] = .array(range.map(JSONValue.number)) }
            return .object(members)
        }
        let old = Self.preset(tracks: [], children: [child("image", [0, 0.5]), child("caption", nil)])
        let new = Self.preset(tracks: [], children: [child("caption", [0.5, 1]), child("image", [0, 0.6])])
        let changes = DefinitionDiff.changes(from: old, to: new)
        #expect(changes.map(\.field) == ["children[caption].range", "children[image].range[1]"])
        #expect(changes.map(\.kind) == [.added, .changed])
        #expect(DefinitionDiff.changes(from: new, to: new).isEmpty)
    }
}
