import Foundation
import GRDB
import ParallaxEngine

extension PresetDatabase {
    /// Creates a preset at revision 1.
    /// - Throws: ``PresetDatabaseError/alreadyExists(entity:name:)``, or
    ///   ``PresetDatabaseError/invalidField(owner:field:problem:)`` for a schema rule it breaks.
    @discardableResult
    package func createPreset(_ definition: PresetDefinition) throws -> StoredPreset {
        try write { db in try Self.insertPreset(definition, in: db) }
    }

    /// The preset named `name`. - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    package func preset(named name: String) throws -> StoredPreset {
        try read { db in try Self.storedPreset(named: name, in: db) }
    }

    /// The SQL of ``storedPreset(named:in:)``, written once (a cached statement is found by its
    /// text): the preset's row, whether it has children and states, and its tracks with their
    /// keyframes (``TrackRows``), one row per keyframe. Kept short: GRDB finds a cached
    /// statement by hashing its text.
    private static let selectPresetByName = """
        SELECT \(PresetRecord.columns), EXISTS (SELECT 1 FROM preset_children WHERE preset_id = p.id), \
        EXISTS (SELECT 1 FROM preset_states WHERE preset_id = p.id), \(TrackRows.columns) \
        FROM presets p LEFT JOIN tracks t ON t.preset_id = p.id \(TrackRows.join) WHERE p.name = ? \(TrackRows.order)
        """

    /// The preset named `name`, read in one statement (a second and a third only for a preset
    /// with children or states).
    /// - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    private static func storedPreset(named name: String, in db: Database) throws -> StoredPreset {
        var record: PresetRecord?
        var hasChildren = false
        var hasStates = false
        var tracks = TrackRows()
        let owner = "preset '\(name)'"
        if !NULCharacters.occur(in: name) {
            try db.cachedStatement(sql: Self.selectPresetByName)
                .forEachRow(binding: { $0.bind(name) }, owner: owner) { row in
                    if record == nil {
                        record = try PresetRecord(columns: row)
                        hasChildren = row.optional(PresetRecord.columnCount) != Int64(0)
                        hasStates = row.optional(PresetRecord.columnCount + 1) != Int64(0)
                    }
                    try tracks.add(row.shifted(by: PresetRecord.columnCount + 2))
                }
        }
        guard let record else { throw PresetDatabaseError.notFound(entity: PresetRecord.entryKind.rawValue, name: name) }
        return try storedPreset(record, tracks: tracks, hasChildren: hasChildren, hasStates: hasStates, owner: owner, in: db)
    }

    /// The preset with row id `id`. - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    package func preset(id: Int64) throws -> StoredPreset {
        try read { db in try Self.storedPreset(Self.record(PresetRecord.self, id: id, in: db), in: db) }
    }

    /// Presets whose names start with `prefix`, in name order, skipping `offset` and returning at
    /// most `limit` (all when nil). Uses the unique name index as a range, so it stays fast on
    /// very large catalogs.
    package func presets(prefix: String = "", limit: Int? = nil, offset: Int = 0) throws -> [PresetSummary] {
        let page = try NamePage(prefix: prefix, limit: limit, offset: offset)
        return try read { db in
            try Self.records(PresetRecord.self, in: page, in: db).map { try Self.summary(of: $0) }
        }
    }

    /// The number of presets whose names start with `prefix`.
    package func presetCount(prefix: String = "") throws -> Int {
        let page = try NamePage(prefix: prefix, limit: nil, offset: 0)
        return try read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM presets WHERE name >= ? AND name < ?",
                arguments: [page.lowerBound, page.upperBound]) ?? 0
        }
    }

    /// Replaces the definition of the preset named `name`, bumping its revision and keeping the
    /// previous definition in its history; a definition equal to the current one writes nothing.
    /// Menu items using it must still satisfy ``MenuItemRule`` (checked in the same transaction).
    /// - Throws: ``PresetDatabaseError/invalidField(owner:field:problem:)`` when `definition.name`
    ///   is not `name` (renaming is ``rename(_:named:to:)``'s job),
    ///   ``PresetDatabaseError/menuItemRuleBroken(_:)``, or as ``createPreset(_:)``.
    /// - Parameter expectedRevision: When given, the update is made only if the preset is still at
    ///   that revision, checked in the transaction that writes (else
    ///   ``PresetDatabaseError/revisionChanged(preset:expected:current:)``): of two writers that read
    ///   the same revision, exactly one succeeds.
    @discardableResult
    package func updatePreset(
        named name: String, to definition: PresetDefinition, expectedRevision: Int? = nil
    ) throws -> UpdateOutcome<StoredPreset> {
        guard definition.name == name else {
            throw PresetDatabaseError.invalidField(
                owner: "preset '\(name)'", field: "name", problem: "is '\(definition.name)'; an update keeps the preset's name")
        }
        return try write { db in
            let record = try Self.record(PresetRecord.self, named: name, in: db)
            try Self.require(record, at: expectedRevision)
            let outcome = try Self.replacePreset(record, with: definition, in: db)
            if outcome.isChanged { try MenuItemRule.require(in: .preset(id: outcome.stored.id), in: db) }
            return outcome
        }
    }

    /// The preset's revisions, newest first, starting with the current one.
    package func presetHistory(named name: String) throws -> [PresetRevision] {
        try read { db in
            let current = try Self.storedPreset(named: name, in: db)
            let previous =
                try PresetRevisionRecord
                .filter(PresetRevisionRecord.Columns.presetID == current.id)
                .order(PresetRevisionRecord.Columns.revision.desc)
                .fetchAll(db)
            return [
                PresetRevision(revision: current.revision, recordedAt: current.updatedAt, isCurrent: true, definition: current.definition)
            ]
                + (try previous.map { row in
                    PresetRevision(
                        revision: row.revision, recordedAt: row.recordedAt, isCurrent: false,
                        definition: try DefinitionJSON.decode(PresetDefinition.self, from: Data(row.definition.utf8)))
                })
        }
    }

    /// Makes the definition the preset had at `revision` current again, as a new revision
    /// (keeping the preset's current name); nothing is written when it equals the current one.
    /// - Throws: ``PresetDatabaseError/revisionNotFound(preset:revision:)``.
    /// - Parameter expectedRevision: As ``updatePreset(named:to:expectedRevision:)``'s.
    @discardableResult
    package func revertPreset(named name: String, toRevision revision: Int, expectedRevision: Int? = nil) throws -> UpdateOutcome<
        StoredPreset
    > {
        try write { db in
            let record = try Self.record(PresetRecord.self, named: name, in: db)
            try Self.require(record, at: expectedRevision)
            var definition: PresetDefinition
            if revision == record.revision {
                definition = try Self.storedPreset(record, in: db).definition
            } else if let row =
                try PresetRevisionRecord
                .filter(PresetRevisionRecord.Columns.presetID == record.id && PresetRevisionRecord.Columns.revision == revision)
                .fetchOne(db)
            {
                definition = try DefinitionJSON.decode(PresetDefinition.self, from: Data(row.definition.utf8))
            } else {
                throw PresetDatabaseError.revisionNotFound(preset: name, revision: revision)
            }
            definition.name = record.name
            let outcome = try Self.replacePreset(record, with: definition, in: db)
            if outcome.isChanged { try MenuItemRule.require(in: .preset(id: outcome.stored.id), in: db) }
            return outcome
        }
    }

    /// Deletes the preset named `name` with its tracks, children and history.
    /// - Parameter expectedRevision: As ``updatePreset(named:to:expectedRevision:)``'s.
    /// - Throws: ``PresetDatabaseError/inUse(entity:name:menuItems:)`` when menu items use it.
    package func deletePreset(named name: String, expectedRevision: Int? = nil) throws {
        try write { db in
            if let expectedRevision { try Self.require(Self.record(PresetRecord.self, named: name, in: db), at: expectedRevision) }
            try Self.deleteRecord(PresetRecord.self, named: name, in: db)
        }
    }

    /// Throws ``PresetDatabaseError/revisionChanged(preset:expected:current:)`` unless `record` is
    /// at `expectedRevision` (any revision when nil).
    static func require(_ record: PresetRecord, at expectedRevision: Int?) throws {
        if let expectedRevision, record.revision != expectedRevision {
            throw PresetDatabaseError.revisionChanged(preset: record.name, expected: expectedRevision, current: record.revision)
        }
    }

    /// Copies the preset named `name` to a new preset `newName` at revision 1 (without history).
    @discardableResult
    package func copyPreset(named name: String, to newName: String) throws -> StoredPreset {
        try write { db in
            var definition = try Self.storedPreset(named: name, in: db).definition
            definition.name = newName
            return try Self.insertPreset(definition, in: db)
        }
    }

    // MARK: - Shared with import and seed

    static func insertPreset(_ definition: PresetDefinition, in db: Database) throws -> StoredPreset {
        var batch = PresetWriteBatch()
        try insertPresetRows(definition, batch: &batch, in: db)
        return try storedPreset(named: definition.name, in: db)
    }

    /// Writes `definition` as a new preset at revision 1 and returns its row id, without reading
    /// it back (an import of many presets only needs them written). Statements are prepared once
    /// per connection and reused; `batch` holds what the presets of one write share.
    @discardableResult
    static func insertPresetRows(_ definition: PresetDefinition, batch: inout PresetWriteBatch, in db: Database) throws -> Int64 {
        try TextFieldRules.refuse(in: definition, owner: "preset '\(definition.name)'")
        try BoundRules.refuse(definition.boundProblems() + definition.orderProblems(), owner: "preset '\(definition.name)'")
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO presets (name, kind, axis, summary, timeline, revision, created_at, updated_at, reduced_motion, smoothing)
                VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)
                """)
        let timeline = try batch.timelineText(definition.timeline)
        do {
            try insert.execute { row in
                row.bind(definition.name)
                row.bind(definition.kind.rawValue)
                row.bind(definition.axis.rawValue)
                row.bind(definition.summary)
                row.bind(timeline)
                row.bind(batch.timestamp)
                row.bind(batch.timestamp)
                row.bind(definition.reducedMotion.rawValue)
                row.bind(definition.smoothing)
            }
        } catch let error as DatabaseError where error.isUniqueViolation(of: "presets.name") {
            throw PresetDatabaseError.alreadyExists(entity: PresetRecord.entryKind.rawValue, name: definition.name)
        } catch {
            throw ConstraintMessages.storeError(for: error, owner: "preset '\(definition.name)'", path: "")
        }
        let presetID = db.lastInsertedRowID
        try PresetRows.insertContent(of: definition, presetID: presetID, in: db)
        return presetID
    }

    /// The stored preset of `record`: its tracks, children and states read by its row id.
    static func storedPreset(_ record: PresetRecord, in db: Database) throws -> StoredPreset {
        var tracks = TrackRows()
        let owner = "preset '\(record.name)'"
        try db.cachedStatement(sql: PresetRows.selectTracks)
            .forEachRow(binding: { $0.bind(record.id ?? 0) }, owner: owner) { try tracks.add($0) }
        return try storedPreset(record, tracks: tracks, hasChildren: true, hasStates: true, owner: owner, in: db)
    }

    /// The stored preset of `record` whose `tracks` are read; its children and states are read
    /// only when it `hasChildren` and `hasStates`; `owner` names it in errors.
    private static func storedPreset(
        _ record: PresetRecord, tracks: TrackRows, hasChildren: Bool, hasStates: Bool, owner: String, in db: Database
    ) throws -> StoredPreset {
        let presetID = record.id ?? 0
        let content = try PresetRows.content(presetID: presetID, tracks: tracks, hasChildren: hasChildren, owner: owner, in: db)
        let summary = try summary(of: record)
        let definition = PresetDefinition(
            name: record.name, kind: summary.kind, summary: record.summary, axis: summary.axis, timeline: summary.timeline,
            states: hasStates ? try PresetStateRows.states(presetID: presetID, owner: owner, in: db) : [],
            tracks: content.tracks, children: content.children,
            reducedMotion: try decodedEnum(ReducedMotionPolicy.self, record.reducedMotion, field: "reduced_motion", owner: owner),
            smoothing: record.smoothing)
        return StoredPreset(
            id: summary.id, revision: record.revision, createdAt: record.createdAt, updatedAt: record.updatedAt,
            definition: definition)
    }

    static func summary(of record: PresetRecord) throws -> PresetSummary {
        // The owner is written out only for a message.
        PresetSummary(
            id: record.id ?? 0, name: record.name,
            kind: try decodedEnum(PresetKind.self, record.kind, field: "kind", owner: "preset '\(record.name)'"),
            axis: try decodedEnum(ScrollAxis.self, record.axis, field: "axis", owner: "preset '\(record.name)'"),
            summary: record.summary,
            timeline: try StoredTimelineText.timeline(record.timeline)
                ?? DefinitionJSON.decode(PresetDefinition.Timeline.self, from: Data(record.timeline.utf8)),
            revision: record.revision, updatedAt: record.updatedAt)
    }

    /// Replaces the preset's definition as a new revision, unless `definition` equals the
    /// current one. The names must agree (callers check).
    static func replacePreset(_ record: PresetRecord, with definition: PresetDefinition, in db: Database) throws
        -> UpdateOutcome<StoredPreset>
    {
        try TextFieldRules.refuse(in: definition, owner: "preset '\(definition.name)'")
        try BoundRules.refuse(definition.boundProblems() + definition.orderProblems(), owner: "preset '\(definition.name)'")
        let previous = try storedPreset(record, in: db)
        guard previous.definition != definition else { return UpdateOutcome(stored: previous, isChanged: false) }
        try PresetRevisionRecord(
            presetID: previous.id, revision: previous.revision,
            definition: try DefinitionJSON.compactString(previous.definition), recordedAt: previous.updatedAt
        ).insert(db)
        try db.execute(sql: "DELETE FROM preset_states WHERE preset_id = ?", arguments: [previous.id])
        try db.execute(sql: "DELETE FROM tracks WHERE preset_id = ?", arguments: [previous.id])
        try db.execute(sql: "DELETE FROM preset_children WHERE preset_id = ?", arguments: [previous.id])
        var updated = record
        updated.kind = definition.kind.rawValue
        updated.axis = definition.axis.rawValue
        updated.summary = definition.summary
        updated.reducedMotion = definition.reducedMotion.rawValue
        updated.smoothing = definition.smoothing
        updated.timeline = try DefinitionJSON.compactString(definition.timeline)
        updated.revision = record.revision + 1
        updated.updatedAt = Date()
        try db.withConstraintMessages(owner: "preset '\(definition.name)'") { try updated.update(db) }
        try PresetRows.insertContent(of: definition, presetID: previous.id, in: db)
        return UpdateOutcome(stored: try storedPreset(updated, in: db), isChanged: true)
    }
}
