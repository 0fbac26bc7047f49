import Foundation

/// Every entry of a directory with its bytes, modification date and permissions, for proving
/// that an operation wrote nothing there: no changed byte, no touched file, no new `-wal`,
/// `-shm` or `-journal` file. (Tests run as root, which ignores permission bits, so "read-only"
/// is proven by this fingerprint, not by an EACCES.)
package struct DirectoryFingerprint: Equatable, CustomStringConvertible {
    package struct Entry: Equatable {
        package let name: String
        /// The file's bytes, or a directory's entry names.
        package let bytes: Data
        package let modified: Date?
        package let permissions: Int?
    }

    package let entries: [Entry]

    package init(of directory: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        entries = try names.map { name in
            let path = directory + "/" + name
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let isDirectory = attributes[.type] as? FileAttributeType == .typeDirectory
            let bytes =
                isDirectory
                ? Data(try FileManager.default.contentsOfDirectory(atPath: path).sorted().joined(separator: "\n").utf8)
                : try Data(contentsOf: URL(fileURLWithPath: path))
            return Entry(
                name: name, bytes: bytes,
                modified: attributes[.modificationDate] as? Date,
                permissions: (attributes[.posixPermissions] as? NSNumber)?.intValue)
        }
    }

    /// The entry names, e.g. `["catalog.sqlite"]`.
    package var names: [String] { entries.map(\.name) }

    package var description: String {
        entries.map { "\($0.name) (\($0.bytes.count) bytes, modified \($0.modified.map { "\($0.timeIntervalSince1970)" } ?? "?"))" }
            .joined(separator: ", ")
    }
}
