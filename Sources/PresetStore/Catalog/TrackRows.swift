import ParallaxEngine

/// A preset's tracks with their keyframes, read in one statement: `tracks` joined with
/// `keyframes` (``join``), one row per keyframe and one row with NULL keyframe columns for a
/// track without any, the track's columns (``TrackRecord/columns``) first. The rows come in the
/// order of the `tracks_order` index (``order``), so a track's rows are consecutive and no
/// temporary B-tree sorts them; each track's keyframes are put in position order here.
struct TrackRows {
    /// The SELECT list: the track's columns, then its keyframe's.
    static let columns = "\(TrackRecord.columns), \(KeyframeRecord.columns)"
    /// The FROM clause's join, after `tracks t`.
    static let join = "LEFT JOIN keyframes k ON k.track_id = t.id"
    /// The ORDER BY clause: the `tracks_order` index's order (the track id breaks ties only in
    /// a catalog without that index).
    static let order = "ORDER BY ifnull(t.child_id, 0), t.position, t.id"

    /// The tracks read so far, in order, each with its keyframes.
    private var tracks: [(record: TrackRecord, keyframes: [KeyframeRecord])] = []

    /// Adds one result row (its column 0 being the track's id): a new track, or the next
    /// keyframe of the last one. A row without a track (a preset without tracks, read with a
    /// LEFT JOIN) adds nothing.
    mutating func add(_ row: ResultColumns) throws {
        guard let trackID: Int64 = row.optional(0) else { return }
        if tracks.last?.record.id != trackID {
            tracks.append((try TrackRecord(columns: row), []))
        }
        let keyframe = row.shifted(by: TrackRecord.columnCount)
        guard (keyframe.optional(0) as Int64?) != nil else { return }
        tracks[tracks.count - 1].keyframes.append(try KeyframeRecord(columns: keyframe))
    }

    /// The definitions of the tracks `childID` owns (the preset's own for nil), in order.
    func definitions(ownedBy childID: Int64?, owner: String) throws -> [PresetDefinition.Track] {
        var definitions: [PresetDefinition.Track] = []
        for (record, keyframes) in tracks where record.childID == childID {
            var ordered = keyframes
            if !keyframes.isSortedByPosition { ordered.sort { $0.position < $1.position } }
            definitions.append(try record.definition(keyframes: ordered.map { try $0.definition(owner: owner) }, owner: owner))
        }
        return definitions
    }
}

extension Array where Element == KeyframeRecord {
    /// Whether the keyframes are in increasing position order already.
    fileprivate var isSortedByPosition: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].position < self[$0].position }
    }
}
