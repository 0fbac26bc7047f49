import GRDB
import ParallaxEngine
import Testing

@testable import PresetStore

@Suite struct PresetRepositoryTests {
    /// A preset using every optional field, nested children and all three value kinds.
    private var richPreset: PresetDefinition {
        PresetDefinition(
            name: "rich", kind: .parade, summary: "everything", axis: .horizontal,
            timeline: .view(
                PresetDefinition.ViewTimeline(
                    range: .exitCrossing, start: .points(20), end: .percent(75), inset: PresetDefinition.Inset(start: 10, end: 5))),
            tracks: [
                PresetDefinition.Track(
                    target: "card", property: "backgroundColor",
                    keyframes: [
                        PresetDefinition.Keyframe(at: 0, value: .color("#FF000080"), easing: "inOutQuad"),
                        PresetDefinition.Keyframe(at: 1, value: .color("#00ff00")),
                    ], range: ProgressRange(lower: 0.1, upper: 0.9), extrapolate: .extend, colorSpace: .linearSRGB)
            ],
            children: [
                PresetDefinition.Child(
                    name: "image", range: ProgressRange(lower: 0.2, upper: 0.8),
                    tracks: [
                        PresetDefinition.Track(
                            target: "image", property: "translationY",
                            keyframes: [
                                PresetDefinition.Keyframe(at: 0, value: .expression("-(imageHeight - rowHeight) / 2")),
                                PresetDefinition.Keyframe(at: 1, value: .number(12.5), easing: "cubic-bezier(0.25, 0.1, 0.25, 1)"),
                            ])
                    ],
                    children: [
                        PresetDefinition.Child(
                            name: "caption",
                            tracks: [
                                PresetDefinition.Track(
                                    target: "caption", property: "alpha",
                                    keyframes: [
                                        PresetDefinition.Keyframe(at: 0, value: .number(0)),
                                        PresetDefinition.Keyframe(at: 1, value: .number(1)),
                                    ])
                            ])
                    ]),
                PresetDefinition.Child(name: "badge"),
            ],
            reducedMotion: .opacityOnly)
    }

    @Test func createdPresetReadsBackIdenticalByNameAndID() throws {
        let store = try PresetDatabase.inMemory()
        let created = try store.createPreset(richPreset)
        #expect(created.definition == richPreset)
        #expect(created.revision == 1)
        #expect(try store.preset(named: "rich") == created)
        #expect(try store.preset(id: created.id) == created)
    }

    @Test func missingPresetIsNamedInTheError() throws {
        let store = try PresetDatabase.inMemory()
        #expect(throws: PresetDatabaseError.notFound(entity: "preset", name: "foo")) { try store.preset(named: "foo") }
        #expect(PresetDatabaseError.notFound(entity: "preset", name: "foo").description == "preset 'foo' not found")
    }

    @Test func duplicateNameIsRefused() throws {
        let store = try PresetDatabase.inMemory()
        try store.createPreset(samplePreset())
        #expect(throws: PresetDatabaseError.alreadyExists(entity: "preset", name: "sample")) { try store.createPreset(samplePreset()) }
    }

    @Test func schemaViolationsNameTheFieldPath() throws {
        let store = try PresetDatabase.inMemory()
        var late = richPreset
        late.children[0].tracks[0].keyframes[1].at = 1.5
        #expect(
            throws: PresetDatabaseError.invalidField(
                owner: "preset 'rich'", field: "children[0].tracks[0].keyframes[1].at",
                problem: "must be a number from 0 to 1 (is 1.5)")
        ) {
            try store.createPreset(late)
        }
        var badName = samplePreset()
        badName.name = "Fade Up"
        #expect(
            throws: PresetDatabaseError.invalidField(
                owner: "preset 'Fade Up'", field: "name",
                problem: "must be a slug: 1-64 lowercase letters, digits or hyphens, starting with a letter or digit")
        ) {
            try store.createPreset(badName)
        }
        var reversed = richPreset
        reversed.tracks[0].range = ProgressRange(lower: 0.9, upper: 0.1)
        #expect(
            throws: PresetDatabaseError.invalidField(
                owner: "preset 'rich'", field: "tracks[0].range",
                problem: "[0.9, 0.1] is reversed or empty (the lower bound must be below the upper)")
        ) {
            try store.createPreset(reversed)
        }
        #expect(try store.presetCount() == 0)
    }

    @Test func prefixListingPagesInNameOrder() throws {
        let store = try PresetDatabase.inMemory()
        for name in ["fade-up", "zoom-in", "fade-down", "fade", "fadeaway", "f", "fade-left", "flip-up"] {
            try store.createPreset(samplePreset(named: name))
        }
        #expect(try store.presets(prefix: "fade").map(\.name) == ["fade", "fade-down", "fade-left", "fade-up", "fadeaway"])
        #expect(try store.presets(prefix: "fade-", limit: 2).map(\.name) == ["fade-down", "fade-left"])
        #expect(try store.presets(prefix: "fade-", limit: 2, offset: 2).map(\.name) == ["fade-up"])
        #expect(try store.presets(offset: 6).map(\.name) == ["flip-up", "zoom-in"])
        #expect(try store.presets(prefix: "q").isEmpty)
        #expect(try store.presetCount(prefix: "f") == 7)
        #expect(throws: PresetDatabaseError.invalidField(owner: "listing", field: "limit", problem: "must not be negative")) {
            try store.presets(limit: -1)
        }
    }

    @Test func updateKeepsHistoryAndRevertMakesANewRevision() throws {
        let store = try PresetDatabase.inMemory()
        let first = samplePreset(summary: "first")
        let second = samplePreset(summary: "second")
        var third = richPreset
        third.name = "sample"
        try store.createPreset(first)
        #expect(try store.updatePreset(named: "sample", to: second).stored.revision == 2)
        #expect(try store.updatePreset(named: "sample", to: third).stored.revision == 3)

        let history = try store.presetHistory(named: "sample")
        #expect(history.map(\.revision) == [3, 2, 1])
        #expect(history.map(\.isCurrent) == [true, false, false])
        #expect(history.map(\.definition) == [third, second, first])

        let reverted = try store.revertPreset(named: "sample", toRevision: 1).stored
        #expect(reverted.revision == 4)
        #expect(reverted.definition == first)
        #expect(try store.presetHistory(named: "sample").map(\.revision) == [4, 3, 2, 1])
        #expect(throws: PresetDatabaseError.revisionNotFound(preset: "sample", revision: 9)) {
            try store.revertPreset(named: "sample", toRevision: 9)
        }
    }

    @Test func failedUpdateLeavesTheCatalogUnchanged() throws {
        let store = try PresetDatabase.inMemory()
        try store.createPreset(richPreset)
        let before = try contentDump(of: store)
        var broken = richPreset
        broken.children[0].children[0].tracks[0].target = "Caption!"
        #expect(throws: PresetDatabaseError.self) { try store.updatePreset(named: "rich", to: broken) }
        #expect(try contentDump(of: store) == before)
    }

    @Test func renameAndCopy() throws {
        let store = try PresetDatabase.inMemory()
        let created = try store.createPreset(samplePreset())
        var renamed = samplePreset()
        renamed.name = "renamed"
        let outcome = try store.rename(.preset, named: "sample", to: "renamed")
        #expect(outcome == RenameOutcome(isChanged: true, menuItemCount: 0))
        let stored = try store.preset(named: "renamed")
        #expect(stored.id == created.id)
        #expect(stored.revision == 1)
        #expect(stored.definition == renamed)
        let copy = try store.copyPreset(named: "renamed", to: "copied")
        #expect(copy.definition.name == "copied")
        #expect(copy.definition.tracks == renamed.tracks)
        #expect(copy.revision == 1)
        #expect(try store.presets().map(\.name) == ["copied", "renamed"])
        #expect(throws: PresetDatabaseError.alreadyExists(entity: "preset", name: "copied")) {
            try store.copyPreset(named: "renamed", to: "copied")
        }
    }

    @Test func deletingAPresetInUseNamesTheMenuItems() throws {
        let store = try PresetDatabase.inMemory()
        try store.createImage(sampleImage())
        try store.createPreset(samplePreset())
        try store.createPreset(samplePreset(named: "other"))
        let item = MenuItemDefinition(title: "Radar", image: "radar", preset: "sample")
        let other = MenuItemDefinition(title: "Other", image: "radar", preset: "other")
        try store.createMenu(MenuDefinition(name: "layers", title: "Layers", rowHeight: 100, items: [item, other, item]))
        let before = try contentDump(of: store)
        #expect(throws: PresetDatabaseError.inUse(entity: "preset", name: "sample", menuItems: ["layers#0", "layers#2"])) {
            try store.deletePreset(named: "sample")
        }
        #expect(try contentDump(of: store) == before)
        #expect(
            PresetDatabaseError.inUse(entity: "image", name: "radar", menuItems: ["aeris-map-layers#0", "aeris-map-layers#3"]).description
                == "image 'radar' is used by menu items aeris-map-layers#0, aeris-map-layers#3")
        try store.deleteMenu(named: "layers")
        try store.deletePreset(named: "sample")
        #expect(throws: PresetDatabaseError.notFound(entity: "preset", name: "sample")) { try store.preset(named: "sample") }
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM tracks") } == 1)
    }
}
