import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// A write that names the revision it expects (the studio's `If-Match`) is made only when the
/// preset is still at it, checked in the transaction that writes.
@Suite struct RevisionPreconditionTests {
    @Test func aStaleRevisionIsRefusedAndWritesNothing() throws {
        let store = try PresetDatabase.inMemory()
        try store.createPreset(samplePreset())
        try store.updatePreset(named: "sample", to: samplePreset(summary: "second"))
        let before = try contentDump(of: store)
        let stale = PresetDatabaseError.revisionChanged(preset: "sample", expected: 1, current: 2)
        #expect(throws: stale) { try store.updatePreset(named: "sample", to: samplePreset(summary: "third"), expectedRevision: 1) }
        #expect(throws: stale) { try store.revertPreset(named: "sample", toRevision: 1, expectedRevision: 1) }
        #expect(throws: stale) { try store.deletePreset(named: "sample", expectedRevision: 1) }
        #expect(try contentDump(of: store) == before)
        #expect(stale.description == "preset 'sample' is at revision 2, not 1: it was saved by someone else since it was read")
    }

    @Test func theCurrentRevisionOrNoneLetsTheWriteThrough() throws {
        let store = try PresetDatabase.inMemory()
        try store.createPreset(samplePreset())
        #expect(try store.updatePreset(named: "sample", to: samplePreset(summary: "second"), expectedRevision: 1).stored.revision == 2)
        #expect(try store.revertPreset(named: "sample", toRevision: 1, expectedRevision: 2).stored.revision == 3)
        #expect(try store.updatePreset(named: "sample", to: samplePreset(summary: "fourth")).stored.revision == 4)
        try store.deletePreset(named: "sample", expectedRevision: 4)
        #expect(try store.presets().isEmpty)
    }

    /// Two connections to one file read revision 1 and both write expecting it: the second
    /// write's transaction finds revision 2 and is refused.
    @Test func ofTwoWritersThatReadTheSameRevisionOneWins() throws {
        let directory = try TemporaryDirectory()
        let first = try PresetDatabase.openWritable(at: directory.file("catalog.sqlite"))
        try first.createPreset(samplePreset())
        let second = try PresetDatabase.openWritable(at: directory.file("catalog.sqlite"))
        let read = try second.preset(named: "sample").revision
        try first.updatePreset(named: "sample", to: samplePreset(summary: "first"), expectedRevision: read)
        #expect(throws: PresetDatabaseError.revisionChanged(preset: "sample", expected: 1, current: 2)) {
            try second.updatePreset(named: "sample", to: samplePreset(summary: "second"), expectedRevision: read)
        }
        #expect(try first.preset(named: "sample").definition.summary == "first")
    }
}
