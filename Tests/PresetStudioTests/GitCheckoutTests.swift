import Foundation
import TestSupport
import Testing

/// The built studio on a catalog kept in git, replaced by a real `git checkout` while it runs.
@Suite(.onOwnThreads) struct GitCheckoutTests {
    /// Runs git in the studio's folder, expecting success; returns its stdout.
    @discardableResult
    static func git(_ arguments: [String], in folder: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try Shell.run(["git", "-C", folder, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments)
        #expect(result.status == 0, "git \(arguments): \(result.standardError)", sourceLocation: sourceLocation)
        return result.standardOutput
    }

    /// The preset names a catalog file holds, read by the sqlite3 shell.
    static func names(_ path: String) throws -> [String] {
        try Shell.output(["sqlite3", "-readonly", path, "SELECT name FROM presets ORDER BY name"]).split(separator: "\n").map(String.init)
    }

    /// The size of the `-wal` beside `path`, 0 when there is none.
    static func logSize(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
    }

    /// The studio saves `mine` (201) and the user commits it; `git checkout other` puts the other
    /// branch's catalog (the seed plus `theirs`) at the path; a save is then refused with 409
    /// `catalog-replaced`, and the file is exactly the other branch's, byte for byte, sound.
    /// Back on `main`, git's copy of the committed file holds `mine`: no acknowledged write was
    /// lost. After `POST /api/catalog/reopen` a save lands in the checked-out file. Catches a
    /// studio that writes through its old descriptor (the save "succeeds" into a file git has
    /// unlinked) or through the `-wal` at the path into the other branch's file (its bytes
    /// change, or it reads as malformed).
    @Test func aCheckoutUnderTheStudioLosesNoAcknowledgedWrite() throws {
        let studio = try StudioProcess()
        let folder = studio.files.directory.path
        let file = URL(fileURLWithPath: studio.catalog).lastPathComponent
        let origin = ("Origin", "http://127.0.0.1:\(studio.port)")
        func save(_ name: String) throws -> RawHTTP.Response {
            let definition = try studio.cli(["export", "fade-up"]).standardOutput.replacingOccurrences(
                of: "\"fade-up\"", with: "\"\(name)\"")
            return try studio.http.send("POST", "/api/presets", headers: [studio.bearer, origin], body: Data(definition.utf8))
        }
        let other = studio.files.file("other.sqlite")
        try TemporaryCatalog.write(at: other)
        #expect(try ToolRunner.run(["presets", "copy", "fade-up", "theirs", "--catalog", other]).exitCode == 0)
        let theirBytes = try Data(contentsOf: URL(fileURLWithPath: other))

        // main holds the studio's catalog; the branch `other` holds other.sqlite at the same path,
        // made with git's plumbing so the file the studio holds is not touched.
        try Self.git(["init", "-q", "-b", "main"], in: folder)
        try Self.git(["add", file], in: folder)
        try Self.git(["commit", "-q", "-m", "catalog"], in: folder)
        let blob = try Self.git(["hash-object", "-w", other], in: folder).trimmingCharacters(in: .newlines)
        let index = studio.files.file("other.index")
        let tree = try Shell.output([
            "sh", "-c",
            "export GIT_INDEX_FILE=\"$1\"; git -C \"$2\" read-tree HEAD && git -C \"$2\" update-index --cacheinfo 100644,\"$3\",\"$4\" "
                + "&& git -C \"$2\" write-tree",
            "sh", index, folder, blob, file,
        ]).trimmingCharacters(in: .newlines)
        let commit = try Self.git(["commit-tree", tree, "-p", "HEAD", "-m", "theirs"], in: folder).trimmingCharacters(in: .newlines)
        try Self.git(["branch", "other", commit], in: folder)

        #expect(try save("mine").status == 201)
        // A save is acknowledged only once its frames are checkpointed out of the `-wal`: frames
        // left there would be read as the next file's own once git renames it over the path.
        let logAfterSave = Self.logSize(studio.catalog)
        #expect(logAfterSave == 0, "the save was acknowledged with \(logAfterSave) bytes still in the -wal")
        try Self.git(["commit", "-q", "-a", "-m", "mine"], in: folder)
        try Self.git(["checkout", "-q", "other"], in: folder)
        #expect(try Data(contentsOf: URL(fileURLWithPath: studio.catalog)) == theirBytes)

        let refused = try save("mine-after-checkout")
        #expect(refused.status == 409, "\(refused.status) \(refused.text.prefix(300))")
        let body = try JSONSerialization.jsonObject(with: refused.body) as? [String: Any]
        #expect(body?["error"] as? String == "catalog-replaced")
        #expect(try Data(contentsOf: URL(fileURLWithPath: studio.catalog)) == theirBytes)
        #expect(try Shell.output(["sqlite3", "-readonly", studio.catalog, "PRAGMA integrity_check"]) == "ok\n")
        let mine = studio.files.file("main.sqlite")
        try Shell.output(["sh", "-c", "git -C \"$1\" show \"main:$2\" > \"$3\"", "sh", folder, file, mine])
        #expect(try Self.names(mine).contains("mine"))

        let reopened = try studio.http.send("POST", "/api/catalog/reopen", headers: [studio.bearer, origin])
        #expect(reopened.status == 200, "\(reopened.text.prefix(300))")
        #expect(try save("mine-after-reopen").status == 201)
        let landed = try Self.names(studio.catalog)
        let expected = (try Self.names(other) + ["mine-after-reopen"]).sorted()
        let cause =
            landed.contains("mine")
            ? " (`mine` came through the -wal the old file left at the path: \(logAfterSave) bytes after its save)" : ""
        #expect(landed == expected, "the file holds \(landed); expected \(expected)\(cause)")
    }
}
