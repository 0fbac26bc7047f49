import Foundation
import GRDB
import ParallaxEngine
import Testing

@testable import PresetStore

/// Migration 0002: a preset's reduced-motion policy, stored, updated, kept in history, and
/// optional in the JSON format so documents written before it stay valid.
@Suite struct ReducedMotionTests {
    private func preset(_ policy: ReducedMotionPolicy) -> PresetDefinition {
        PresetDefinition(
            name: "fade", kind: .entrance, timeline: .scroll(from: 0, to: 100),
            tracks: [
                PresetDefinition.Track(
                    target: "card", property: "alpha",
                    keyframes: [
                        PresetDefinition.Keyframe(at: 0, value: .number(0)), PresetDefinition.Keyframe(at: 1, value: .number(1)),
                    ])
            ],
            reducedMotion: policy)
    }

    @Test func aDocumentWithoutThePolicyRestsAndWritesBackUnchanged() throws {
        let text =
            #"{"axis":"vertical","kind":"entrance","name":"fade","summary":"","timeline":{"scroll":{"from":0,"to":100}},"tracks":[]}"#
        let definition = try DefinitionJSON.decode(PresetDefinition.self, from: Data(text.utf8))
        #expect(definition.reducedMotion == .resting)
        #expect(String(decoding: try DefinitionJSON.encode(definition, pretty: false), as: UTF8.self) == text)
    }

    @Test(arguments: [("opacity-only", ReducedMotionPolicy.opacityOnly), ("none", .none), ("resting", .resting)])
    func thePolicyIsReadFromItsJSONSpelling(spelling: String, policy: ReducedMotionPolicy) throws {
        let text = #"{"name":"fade","kind":"entrance","timeline":{"offset":{}},"reducedMotion":"\#(spelling)"}"#
        #expect(try DefinitionJSON.decode(PresetDefinition.self, from: Data(text.utf8)).reducedMotion == policy)
    }

    @Test func anUnknownPolicyNamesTheField() {
        let text = #"{"name":"fade","kind":"entrance","timeline":{"offset":{}},"reducedMotion":"slow"}"#
        let error = #expect(throws: PresetDatabaseError.self) { try DefinitionJSON.decode(PresetDefinition.self, from: Data(text.utf8)) }
        #expect(error.map { "\($0)".contains("reducedMotion") } == true)
    }

    @Test func thePolicyIsStoredUpdatedAndKeptInHistory() throws {
        let store = try PresetDatabase.inMemory()
        #expect(try store.createPreset(preset(.opacityOnly)).definition.reducedMotion == .opacityOnly)
        #expect(try store.read { try String.fetchOne($0, sql: "SELECT reduced_motion FROM presets WHERE name = 'fade'") } == "opacity-only")
        try store.updatePreset(named: "fade", to: preset(.none))
        #expect(try store.preset(named: "fade").definition.reducedMotion == .none)
        #expect(try store.presetHistory(named: "fade").map(\.definition.reducedMotion) == [.none, .opacityOnly])
    }

    @Test func theSchemaRefusesAnUnknownPolicy() throws {
        let store = try PresetDatabase.inMemory()
        try store.createPreset(preset(.resting))
        let error = #expect(throws: PresetDatabaseError.self) {
            try store.write { try $0.execute(sql: "UPDATE presets SET reduced_motion = 'slow'") }
        }
        guard case .constraintViolated(_, let field, _, let constraint) = error else {
            Issue.record("expected a constraint violation, got \(String(describing: error))")
            return
        }
        #expect(constraint.contains("preset_reduced_motion_known"))
        #expect(field == "reducedMotion")
    }

    @Test func migratingACatalogWrittenBeforeThePolicyMakesItsPresetsRest() throws {
        let queue = try DatabaseQueue()
        let first = try #require(Migration.embedded.first)
        try MigrationRunner(migrations: [first]).migrate(queue, path: ":memory:")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO presets (name, kind, axis, summary, timeline, revision, created_at, updated_at)
                    VALUES ('old', 'custom', 'vertical', '', '{"offset":{}}', 1, '2026-01-01', '2026-01-01')
                    """)
        }
        try MigrationRunner(migrations: Migration.embedded).migrate(queue, path: ":memory:")
        #expect(try queue.read { try String.fetchOne($0, sql: "SELECT reduced_motion FROM presets WHERE name = 'old'") } == "resting")
    }
}
