import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The files no command's output may land on: the catalog, its `-wal`, `-shm` and `-journal`,
/// and the signing key. `export -o catalog.sqlite` would otherwise replace the catalog with CSS,
/// and a document written as `catalog.sqlite-wal` would be read by SQLite as the catalog's log.
///
/// A path is refused when it names one of them by identity (device and inode, ``FileNode``,
/// through symbolic and hard links), or by name when the companion does not exist yet (its
/// folder's real path, so `./`, `..` and linked folders are seen through). Asking opens nothing.
package struct ProtectedOutputs: Sendable {
    /// The catalog file's path; nil when there is none.
    let catalogPath: String?
    /// The signing key's path; nil when there is none.
    let keyPath: String?

    /// The files of the catalog at `catalogPath` and the key at `keyPath`.
    package init(catalogPath: String?, keyPath: String? = nil) {
        self.catalogPath = catalogPath
        self.keyPath = keyPath
    }

    /// Refuses `output` when it is one of the protected files.
    /// - Throws: ``CatalogError/Kind/cannotCreate`` (73), one line naming both.
    package func requireNotProtected(_ output: String?) throws {
        guard let output, let what = protectedFile(at: output) else { return }
        throw CatalogError(
            .cannotCreate,
            "'\(messageText(output, limit: 300))' is \(what); nothing written (name another file)")
    }

    /// What protected file `output` names, worded for a refusal; nil when none.
    func protectedFile(at output: String) -> String? {
        let node = FileNode(path: output)
        let name = Self.realName(output)
        if let keyPath, let node, node == FileNode(path: keyPath) { return "the signing key '\(messageText(keyPath, limit: 300))'" }
        guard let catalogPath else { return nil }
        let catalogName = Self.realName(catalogPath)
        for suffix in OwnedFiles.suffixes {
            let file = catalogPath + suffix
            let sameFile = node != nil && node == FileNode(path: file)
            let sameName = name != nil && catalogName.map { $0 + suffix } == name
            if sameFile || sameName {
                let role = suffix.isEmpty ? "the catalog" : "the catalog's \(suffix)"
                return "\(role) '\(messageText(file, limit: 300))'"
            }
        }
        return nil
    }

    /// `path` with its folder's symbolic links, `.` and `..` resolved (the file itself need not
    /// exist; when it is a link to an existing file, that file's); nil when its folder does not exist.
    static func realName(_ path: String) -> String? {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let url = URL(fileURLWithPath: path)
        guard let folder = realpath(url.deletingLastPathComponent().path, nil) else { return nil }
        defer { free(folder) }
        return String(cString: folder) + "/" + url.lastPathComponent
    }
}
