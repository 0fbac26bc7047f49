// The preset-manager-studio executable: `preset-manager studio`, which preset-manager hands its
// arguments to. Every failure is one line on stderr and a sysexits.h exit code, as in the tool.
import ArgumentParser
import CatalogTooling
import Foundation
import PresetCatalog

StandardDescriptors.protect()
do {
    var command = try StudioCommand.parseAsRoot(Array(CommandLine.arguments.dropFirst()))
    try command.run()
    exit(0)
} catch let failure as CatalogError {
    StandardStreams.error("preset-manager: " + failure.message + "\n")
    exit(failure.kind.exitCode)
} catch {
    let code = StudioCommand.exitCode(for: error)
    if code.isSuccess { StudioCommand.exit(withError: error) }  // --help: the help text on stdout
    let message = StudioCommand.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
    StandardStreams.error("preset-manager: " + (code == .failure ? "internal error: " : "") + message + "\n")
    exit(code == .failure ? 70 : code.rawValue)
}
