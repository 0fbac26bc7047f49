import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// `repairSchema` drops what the migrations did not create, in one transaction, and refuses,
/// changing nothing, what dropping cannot fix.
@Suite struct SchemaRepairTests {
    @Test(arguments: Tampering.allCases.filter(\.isRepairable))
    func aPlantedObjectIsAnnouncedDroppedAndTheCatalogTrustedAgain(_ tampering: Tampering) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let seeded = try DatabaseQueue(path: path).read { try contentDump($0) }
        try tampering.apply(to: path)

        var announced: [SchemaFinding] = []
        let dropped = try PresetDatabase.repairSchema(at: path) { announced.append($0) }
        #expect(announced == dropped)
        #expect(dropped.count == 1 && tampering.matches(dropped[0]), "\(dropped)")
        #expect(try DatabaseQueue(path: path).read { try contentDump($0) } == seeded)
        let store = try PresetDatabase.openWritable(at: path)
        #expect(try store.checkCatalog().isHealthy)
        try store.close()
        #expect(try directory.listing() == ["catalog.sqlite"])
    }

    @Test(arguments: Tampering.allCases.filter { !$0.isRepairable })
    func aMissingOrAlteredObjectIsRefusedAndNothingChanges(_ tampering: Tampering) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        try tampering.apply(to: path)
        try Tampering.plantedTrigger.apply(to: path)
        let before = try FileFingerprint(path: path)

        var announced: [SchemaFinding] = []
        do {
            try PresetDatabase.repairSchema(at: path) { announced.append($0) }
            Issue.record("repaired a catalog with \(tampering)")
        } catch PresetDatabaseError.unrepairableSchema(let errorPath, let finding, let more) {
            #expect(errorPath == path)
            #expect(tampering.matches(finding), "\(finding)")
            #expect(more == 0)
        }
        #expect(announced.isEmpty)
        #expect(try FileFingerprint(path: path) == before)
        #expect(try directory.listing() == ["catalog.sqlite"])
    }

    /// After the planted `sneaky` trigger is dropped, a new preset keeps the keyframe values it was given.
    @Test func afterRepairTheTriggersEffectIsGone() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        try Tampering.plantedTrigger.apply(to: path)
        try PresetDatabase.repairSchema(at: path) { _ in }

        let store = try PresetDatabase.openWritable(at: path)
        try store.createPreset(samplePreset(named: "after-repair"))
        let values = try store.read { db in
            try Double.fetchAll(
                db,
                sql: """
                    SELECT value_number FROM keyframes JOIN tracks ON tracks.id = keyframes.track_id
                    JOIN presets ON presets.id = tracks.preset_id WHERE presets.name = 'after-repair' ORDER BY keyframes.position
                    """)
        }
        try store.close()
        #expect(values == [0, 1])
    }

    @Test func aTrustedCatalogHasNothingToRepairAndIsNotWritten() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let before = try FileFingerprint(path: path)
        #expect(try PresetDatabase.repairSchema(at: path) { _ in }.isEmpty)
        #expect(try FileFingerprint(path: path) == before)
        #expect(try directory.listing() == ["catalog.sqlite"])
    }
}
