import Foundation

/// Opens the studio in the user's browser with the system's opener (`open` on macOS, `xdg-open`
/// elsewhere), without waiting for it and without ever failing the studio: when there is no
/// opener, or it fails, one notice says so and the address stays on stdout. The opener is given
/// a ``LaunchPage``, never the address itself, so the token stays off every command line.
final class BrowserOpener: @unchecked Sendable {
    private let lock = NSLock()
    private var page: LaunchPage?

    /// Writes a launch page for `address` and hands its `file://` address to the opener; called
    /// once, when the server listens.
    func open(_ address: String, notice: @escaping @Sendable (String) -> Void) {
        #if os(macOS)
            let opener = "/usr/bin/open"
        #else
            let opener = "xdg-open"
        #endif
        let page: LaunchPage
        do {
            page = try LaunchPage(address: address)
        } catch {
            notice("could not open a browser (cannot write its launch page: \(error.localizedDescription)); open the address above")
            return
        }
        lock.withLock { self.page = page }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, page.file.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 {
                notice("could not open a browser (\(opener) exited with \(finished.terminationStatus)); open the address above")
            }
        }
        do {
            try process.run()
        } catch {
            notice("could not open a browser (\(opener): \(error.localizedDescription)); open the address above")
        }
    }

    /// Removes the launch page (when the studio stops).
    func removePage() {
        lock.withLock { page?.remove() }
    }
}
