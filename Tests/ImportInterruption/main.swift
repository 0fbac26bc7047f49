// A test-only program for ReliabilityTests' import-crash tests: imports a catalog document as
// `preset-manager import FILE --catalog CATALOG [--replace]` does (the same CatalogEditing
// calls, the same single write transaction) and kills itself (SIGKILL) at the moment named on
// its command line (WriteKill), so each kill is known to land where the test says.
//
//     import-interruption MOMENT FILE CATALOG [--replace]
import CatalogEditing
import Foundation

let arguments = CommandLine.arguments
guard (4...5).contains(arguments.count), let moment = WriteKill.Moment(arguments[1]),
    arguments.count == 4 || arguments[4] == "--replace"
else {
    FileHandle.standardError.write(Data("usage: import-interruption count|commit:T|committed:T|step:T:N FILE CATALOG [--replace]\n".utf8))
    exit(64)
}

/// Imports `file` into the catalog at `path`; the catalog is closed (its write-ahead log
/// checkpointed) when this returns, as at the end of the tool's command.
func importDocument(_ file: String, into path: String, replacing: Bool) throws -> String {
    let text = try TextFiles.readDocument(file)
    let counts = try CatalogEditor.openWritable(at: path).importJSON(text, source: TextFiles.displayName(file), replacing: replacing)
    return "imported: \(counts.added) added, \(counts.replaced) replaced, \(counts.unchanged) unchanged"
}

WriteKill.install(at: moment)
do {
    print(try importDocument(arguments[2], into: arguments[3], replacing: arguments.count == 5))
} catch {
    FileHandle.standardError.write(Data("import-interruption: \(error)\n".utf8))
    exit(1)
}
