import ParallaxEngine

/// A preset whose row cannot be read (a malformed timeline, an unknown kind, written by another
/// program or with the schema's checks off): its name and why, so a listing names it and goes on.
package struct UnreadablePreset: Hashable, Sendable {
    /// The preset's name as stored.
    package let name: String
    /// Why its row cannot be read, one line.
    package let problem: String

    /// `preset 'NAME' cannot be read: PROBLEM`, the name escaped and shortened as any text in a message.
    package var description: String {
        "preset '\(messageText(name, limit: 80))' cannot be read: \(problem)"
    }
}

extension CatalogStore {
    /// ``presets(prefix:limit:offset:)``, except that a row that cannot be read is set aside
    /// with its problem instead of failing the whole listing.
    package func readablePresets(prefix: String = "", limit: Int? = nil, offset: Int = 0) throws -> (
        presets: [PresetSummary], unreadable: [UnreadablePreset]
    ) {
        let page = try NamePage(prefix: prefix, limit: limit, offset: offset)
        return try read { db in
            var presets: [PresetSummary] = []
            var unreadable: [UnreadablePreset] = []
            for record in try Self.records(PresetRecord.self, in: page, in: db) {
                do {
                    presets.append(try Self.summary(of: record))
                } catch let error as CatalogStoreError {
                    unreadable.append(UnreadablePreset(name: record.name, problem: error.description))
                } catch {
                    unreadable.append(UnreadablePreset(name: record.name, problem: "\(error)"))
                }
            }
            return (presets, unreadable)
        }
    }
}
