import Foundation
import PresetRendering

/// The page `--open` hands to the browser: a file only this user can read, in a folder only this
/// user can enter, that sends the browser on to the studio's address. The token then never
/// appears on a command line, where `ps` would show it to every user of the machine (the
/// opener's and the browser's arguments are the file's address); Jupyter opens its servers the
/// same way. The studio removes the file when it stops.
final class LaunchPage: Sendable {
    /// The folder holding the page, made for it alone (mode 0700).
    let folder: URL
    /// The page (mode 0600).
    let file: URL

    /// Writes the page for `address` (the studio's address, token included).
    /// - Throws: `CocoaError` or `POSIXError` when the temporary folder cannot be written.
    init(address: String) throws {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("preset-studio-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        folder = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        file = folder.appendingPathComponent("open.html")
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data(Self.text(address: address).utf8))
        try handle.close()
    }

    /// Removes the page and its folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A page that moves on to `address` at once (and offers it as a link, should the browser
    /// not follow), sending no `Referer` with it.
    static func text(address: String) -> String {
        let escaped = address.xmlEscaped
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
            <meta http-equiv="refresh" content="0;url=\(escaped)"><title>Preset Studio</title></head>
            <body><p>Opening <a href="\(escaped)">Preset Studio</a>…</p></body></html>

            """
    }
}
