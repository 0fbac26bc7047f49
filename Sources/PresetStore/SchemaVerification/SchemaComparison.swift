import ParallaxEngine

/// Compares a catalog's schema with what its migrations create, object by object.
enum SchemaComparison {
    /// The differences between `actual` and `expected`: objects the migrations did not create
    /// first (triggers, then views, tables and indexes, by name), then altered ones, then
    /// missing ones. Empty when the catalog is exactly what its migrations made.
    static func findings(actual: [SchemaObject], expected: ExpectedSchema) -> [SchemaFinding] {
        let expectedByKey = Dictionary(expected.objects.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let actualKeys = Set(actual.map(\.key))
        var unexpected: [SchemaFinding] = []
        var altered: [SchemaFinding] = []
        for object in actual.sorted(by: reportOrder) {
            guard let wanted = expectedByKey[object.key] else {
                unexpected.append(finding(.unexpected, object, detail: nil))
                continue
            }
            if let difference = difference(between: object, and: wanted) {
                altered.append(finding(.altered, object, detail: difference))
            }
        }
        let missing = expected.objects.sorted(by: reportOrder)
            .filter { !actualKeys.contains($0.key) && !StoreBookkeeping.contains($0) }
            .map { SchemaFinding(kind: .missing, objectType: $0.type, name: $0.name, detail: nil, sql: nil) }
        return unexpected + altered + missing
    }

    private static func finding(_ kind: SchemaFinding.Kind, _ object: SchemaObject, detail: String?) -> SchemaFinding {
        SchemaFinding(kind: kind, objectType: object.type, name: object.name, detail: detail, sql: object.sql)
    }

    /// What differs between the catalog's `object` and the `wanted` one of the same name, or nil
    /// when they are the same (up to what SQLite itself varies in the stored SQL).
    private static func difference(between object: SchemaObject, and wanted: SchemaObject) -> String? {
        if object.type != wanted.type { return "they create a \(wanted.type)" }
        if SQLText.asciiLowercased(object.tableName) != SQLText.asciiLowercased(wanted.tableName) {
            return "it belongs to '\(messageText(object.tableName))' instead of '\(wanted.tableName)'"
        }
        guard !sameSQL(object.sql, wanted.sql) || object.columns != wanted.columns else { return nil }
        guard object.type == "table" else { return "its definition differs" }
        let names = { (columns: [String]) in columns.map { String($0.prefix { $0 != " " }) } }
        if let added = names(object.columns).first(where: { !names(wanted.columns).contains($0) }) {
            return "column '\(messageText(added))' added"
        }
        if let removed = names(wanted.columns).first(where: { !names(object.columns).contains($0) }) {
            return "column '\(removed)' missing"
        }
        if let changed = zip(object.columns, wanted.columns).first(where: { $0 != $1 }) {
            return "column '\(messageText(changed.0.prefix { $0 != " " }))' changed"
        }
        return "its constraints differ"
    }

    /// Whether two stored statements say the same: the same text, or the same once normalised
    /// (normalising only when the texts differ keeps the usual case, a catalog this SQLite
    /// made, cheap).
    private static func sameSQL(_ left: String?, _ right: String?) -> Bool {
        left == right || left.map(SQLText.normalized) == right.map(SQLText.normalized)
    }

    /// Triggers first (the objects that run code on a write), then views, tables and indexes;
    /// by name within a type.
    private static func reportOrder(_ left: SchemaObject, _ right: SchemaObject) -> Bool {
        let order = ["trigger", "view", "table", "index"]
        let leftRank = order.firstIndex(of: left.type) ?? order.count
        let rightRank = order.firstIndex(of: right.type) ?? order.count
        return leftRank != rightRank ? leftRank < rightRank : left.name < right.name
    }
}
