// A test-only program for CatalogDeliveryTests' download-bound tests: one LiveCatalog update in
// a process of its own, so the test can read that process's peak memory (other tests share
// the test runner's). Prints the outcome on stdout: `updated`, `unchanged`, or `refused REASON`;
// any other failure goes to stderr with exit 1.
//
//     update-probe STORAGE BUNDLED PUBLIC_KEY MANIFEST_URL
import Foundation
import PresetCatalog

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let arguments = CommandLine.arguments
guard arguments.count == 5, let url = URL(string: arguments[4]) else {
    FileHandle.standardError.write(Data("usage: update-probe STORAGE BUNDLED PUBLIC_KEY MANIFEST_URL\n".utf8))
    exit(64)
}
do {
    let live = try LiveCatalog(storageDirectory: arguments[1], bundledCatalog: arguments[2], trustedPublicKeys: [arguments[3]])
    let changed = try await live.update(from: url)
    print(changed ? "updated" : "unchanged")
} catch let error as CatalogError {
    if case .refusedUpdate(let reason) = error.kind {
        print("refused \(reason)")
    } else {
        FileHandle.standardError.write(Data("update-probe: \(error.message)\n".utf8))
        exit(1)
    }
}
