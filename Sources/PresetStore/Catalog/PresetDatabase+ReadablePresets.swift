import GRDB
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

extension PresetDatabase {
    /// ``presets(prefix:limit:offset:)``, except that a row that cannot be read is set aside
    /// with its problem instead of failing the whole listing: a malformed timeline or an
    /// unknown kind, and a row that does not even decode (a NULL where the schema forbids one),
    /// each row being decoded on its own.
    package func readablePresets(prefix: String = "", limit: Int? = nil, offset: Int = 0) throws -> (
        presets: [PresetSummary], unreadable: [UnreadablePreset]
    ) {
        let page = try NamePage(prefix: prefix, limit: limit, offset: offset)
        return try read { db in
            var presets: [PresetSummary] = []
            var unreadable: [UnreadablePreset] = []
            let statement = try db.cachedStatement(sql: NamePage.sql(from: PresetRecord.databaseTableName))
            for row in try Row.fetchAll(statement, arguments: page.arguments) {
                let name: String? = try? row.decode(forColumn: "name")
                do {
                    presets.append(try Self.summary(of: try PresetRecord(row: row)))
                } catch let error as PresetDatabaseError {
                    unreadable.append(UnreadablePreset(name: name ?? "", problem: error.description))
                } catch {
                    // GRDB's decoding error goes on to print the whole row and statement: its first clause says it.
                    let problem = String(describing: error).prefix { $0 != "," }
                    unreadable.append(UnreadablePreset(name: name ?? "", problem: messageText(problem, limit: 200)))
                }
            }
            return (presets, unreadable)
        }
    }
}
