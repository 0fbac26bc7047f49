import Foundation

/// Opens an address in the user's browser with the system's opener (`open` on macOS, `xdg-open`
/// elsewhere), without waiting for it and without ever failing the studio: when there is no
/// opener, or it fails, one notice says so and the address stays on stdout.
enum BrowserOpener {
    static func open(_ url: String, notice: @escaping @Sendable (String) -> Void) {
        #if os(macOS)
            let opener = "/usr/bin/open"
        #else
            let opener = "xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, url]
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
}
