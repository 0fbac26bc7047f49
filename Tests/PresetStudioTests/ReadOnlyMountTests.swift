import Foundation
import TestSupport
import Testing

/// The built studio on a catalog this user cannot write: a folder that is a read-only mount, and
/// a 0444 file. The tests run as root, for whom a 0444 file is still writable; a read-only bind
/// mount (in a private mount namespace, so nothing outside the studio sees it) refuses writes to
/// root too (`EROFS`), and root without `CAP_DAC_OVERRIDE` (dropped by `setpriv` for the
/// studio alone) is held to a file's permission bits as any user is.
@Suite(.onOwnThreads) struct ReadOnlyMountTests {
    /// `sh -c` remounts its first argument read-only over itself, then becomes the studio.
    static let launcher = [
        "/usr/bin/unshare", "-m", "sh", "-c",
        "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\" && shift && exec \"$@\"", "sh",
    ]

    /// `sh -c` makes the catalog in its first argument 0444, then becomes the studio as root
    /// without the capabilities that let root ignore permission bits.
    static let withoutOverride = [
        "/bin/sh", "-c",
        "chmod 0444 \"$1\"/catalog.sqlite && shift && exec /usr/bin/setpriv --inh-caps=-dac_override,-dac_read_search "
            + "--bounding-set=-dac_override,-dac_read_search \"$@\"",
        "sh",
    ]

    /// The studio starts (not 73 or 74), says on stderr that it serves the catalog read-only,
    /// reports `"readOnly": true`, answers a write with 403, and the catalog's bytes are unchanged.
    /// Catches `WriteAccess` judging by permission bits alone (root passes them: the
    /// studio would open for writing and fail, or report `"readOnly": false` and answer the
    /// write with a 500), and an editor opened to follow other writers, which needs a `-shm`
    /// the mount cannot hold (exit 74).
    @Test func aCatalogOnAReadOnlyMountIsServedReadOnly() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.launcher[0]) else {
            Issue.record("unshare is not available at \(Self.launcher[0]): the read-only mount is not tested")
            return
        }
        try Self.expectServedReadOnly(by: StudioProcess(launcher: Self.launcher))
    }

    /// The same for a 0444 catalog in a writable folder: read-only is chosen, with the notice
    /// naming the reason (`Permission denied`), rather than refused (73). Catches a
    /// studio that asks only whether the folder is writable, and one that opens the file for
    /// writing and fails.
    @Test func aCatalogTheUserCannotWriteIsServedReadOnlyWithANotice() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            Issue.record("setpriv is not available: the 0444 catalog is not tested")
            return
        }
        let studio = try StudioProcess(launcher: Self.withoutOverride)
        let errors = String(decoding: try Data(contentsOf: studio.files.directory.url("studio.err")), as: UTF8.self)
        #expect(errors.contains("(Permission denied)"), "\(errors)")
        try Self.expectServedReadOnly(by: studio)
        let mode = try FileManager.default.attributesOfItem(atPath: studio.catalog)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    static func expectServedReadOnly(by studio: StudioProcess) throws {
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
