import Foundation
import TestSupport
import Testing

/// The built studio on a catalog whose folder is a read-only mount. The tests run as root, for
/// whom a 0444 file is still writable; a read-only bind mount (in a private mount namespace, so
/// nothing outside the studio sees it) refuses writes to root too (`EROFS`).
@Suite struct ReadOnlyMountTests {
    /// `sh -c` remounts its first argument read-only over itself, then becomes the studio.
    static let launcher = [
        "/usr/bin/unshare", "-m", "sh", "-c",
        "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\" && shift && exec \"$@\"", "sh",
    ]

    /// The studio starts (not 73 or 74), says on stderr that it serves the catalog read-only,
    /// reports `"readOnly": true`, answers a write with 403, and the catalog's bytes are unchanged.
    /// Catches `CatalogFileAccess` judging by permission bits alone (root passes them: the
    /// studio would open for writing and fail, or report `"readOnly": false` and answer the
    /// write with a 500), and an editor opened to follow other writers, which needs a `-shm`
    /// the mount cannot hold (exit 74).
    @Test func aCatalogOnAReadOnlyMountIsServedReadOnly() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.launcher[0]) else {
            Issue.record("unshare is not available at \(Self.launcher[0]): the read-only mount is not tested")
            return
        }
        let studio = try StudioProcess(launcher: Self.launcher)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: studio.catalog))
        let errors = String(decoding: try Data(contentsOf: studio.files.directory.url("studio.err")), as: UTF8.self)
        #expect(errors.contains("cannot be written by this user"), "\(errors)")
        #expect(errors.contains("serving it read-only"), "\(errors)")
        let catalog = try studio.http.send("GET", "/api/catalog", headers: [studio.bearer])
        #expect(catalog.status == 200)
        let object = try JSONSerialization.jsonObject(with: catalog.body) as? [String: Any]
        #expect(object?["readOnly"] as? Bool == true, "\(catalog.text.prefix(300))")
        let definition = try studio.cli(["export", "fade-up"]).standardOutput.replacingOccurrences(
            of: "\"fade-up\"", with: "\"fade-up-copy\"")
        let origin = ("Origin", "http://127.0.0.1:\(studio.port)")
        let created = try studio.http.send("POST", "/api/presets", headers: [studio.bearer, origin], body: Data(definition.utf8))
        #expect(created.status == 403, "\(created.status) \(created.text.prefix(300))")
        let deleted = try studio.http.send("DELETE", "/api/presets/fade-up", headers: [studio.bearer, origin])
        #expect(deleted.status == 403, "\(deleted.status) \(deleted.text.prefix(300))")
        #expect(studio.process.isRunning)
        #expect(try Data(contentsOf: URL(fileURLWithPath: studio.catalog)) == bytes)
    }
}
