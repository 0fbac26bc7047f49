// A test-only program for CatalogDeliveryTests' kill tests: installs a published catalog with
// LiveCatalog and, at the install step named on its command line, says so on stdout and waits
// to be killed. The parent kills it (SIGKILL) only after reading that line, so the kill is
// known to land at that step, inside the install.
//
//     install-interruption STORAGE BUNDLED PUBLIC_KEY MANIFEST CATALOG STEP
import Foundation
import PresetCatalog

let arguments = CommandLine.arguments
guard arguments.count == 7, let stop = InstallStep(rawValue: arguments[6]) else {
    FileHandle.standardError.write(Data("usage: install-interruption STORAGE BUNDLED PUBLIC_KEY MANIFEST CATALOG STEP\n".utf8))
    exit(64)
}
do {
    let live = try LiveCatalog(
        storageDirectory: arguments[1], bundledCatalog: arguments[2], bundledVersion: nil, trustedPublicKeys: [arguments[3]],
        observer: { step in
            guard step == stop else { return }
            FileHandle.standardOutput.write(Data("at \(step.rawValue)\n".utf8))
            while true { pause() }
        })
    let manifest = try Data(contentsOf: URL(fileURLWithPath: arguments[4]))
    let catalog = try Data(contentsOf: URL(fileURLWithPath: arguments[5]))
    let version = try live.install(manifest: manifest, catalog: catalog)
    FileHandle.standardOutput.write(Data("installed \(version) without reaching \(stop.rawValue)\n".utf8))
} catch {
    FileHandle.standardError.write(Data("install-interruption: \(error)\n".utf8))
    exit(1)
}
