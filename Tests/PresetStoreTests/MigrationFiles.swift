import Foundation
import TestSupport

/// What the files in migrations/ create, read from their text with a regular expression: an
/// account of the schema independent of SQLite and of the library.
enum MigrationFiles {
    /// The objects the files create and do not drop again, as `type name` (lower case), e.g.
    /// `index tracks_child`.
    static func createdObjects() throws -> Set<String> {
        let folder = repositoryRoot.appendingPathComponent("migrations")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        let create = try NSRegularExpression(
            pattern: #"CREATE\s+(?:UNIQUE\s+)?(TABLE|INDEX|TRIGGER|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?"#, options: [.caseInsensitive]
        )
        let drop = try NSRegularExpression(
            pattern: #"DROP\s+(TABLE|INDEX|TRIGGER|VIEW)\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?"#, options: [.caseInsensitive])
        let rename = try NSRegularExpression(
            pattern: #"ALTER\s+TABLE\s+"?(\w+)"?\s+RENAME\s+TO\s+"?(\w+)"?"#, options: [.caseInsensitive])
        var objects: Set<String> = []
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n").map { $0.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
                .joined(separator: "\n")
            let range = NSRange(text.startIndex..., in: text)
            func matches(_ expression: NSRegularExpression) -> [String] {
                expression.matches(in: text, range: range).map { match in
                    let type = String(text[Range(match.range(at: 1), in: text)!]).lowercased()
                    return type + " " + String(text[Range(match.range(at: 2), in: text)!]).lowercased()
                }
            }
            objects.formUnion(matches(create))
            objects.subtract(matches(drop))
            for match in rename.matches(in: text, range: range) {
                let name = { (group: Int) in String(text[Range(match.range(at: group), in: text)!]).lowercased() }
                objects.remove("table " + name(1))
                objects.insert("table " + name(2))
            }
        }
        return objects
    }

    /// Whether the files create an object of `type` (`trigger`, `view`).
    static func create(_ type: String) throws -> Bool {
        try createdObjects().contains { $0.hasPrefix(type + " ") }
    }
}
