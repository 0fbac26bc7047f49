import Foundation

/// Every entry of a directory with its bytes, size, modification time and permissions: equal
/// snapshots taken before and after an operation prove it changed nothing there.
struct StorageSnapshot: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        let name: String
        let bytes: Data
        let modified: Date?
        let permissions: Int?
    }

    let entries: [Entry]

    init(of directory: String) throws {
        entries = try FileManager.default.contentsOfDirectory(atPath: directory).sorted().map { name in
            let path = directory + "/" + name
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return Entry(
                name: name, bytes: try Data(contentsOf: URL(fileURLWithPath: path)), modified: attributes[.modificationDate] as? Date,
                permissions: (attributes[.posixPermissions] as? NSNumber)?.intValue)
        }
    }

    var description: String { entries.map { "\($0.name) (\($0.bytes.count) bytes)" }.joined(separator: ", ") }
}
