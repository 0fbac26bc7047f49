import ArgumentParser
import CatalogTooling
import Foundation

/// The `--catalog PATH` option every command that reads or writes a catalog takes.
struct CatalogOption: ParsableArguments {
    @Option(
        name: [.customLong("catalog"), .customShort("c")],
        help: ArgumentHelp(
            "The catalog file (default: $PRESET_CATALOG, else $XDG_DATA_HOME/parallax-presets/catalog.sqlite).",
            valueName: "path"))
    var catalog: String?

    /// Where the catalog is: the option, else the environment, else the per-user default.
    func location() throws -> CatalogLocation {
        try CatalogLocation.resolve(option: catalog, environment: ProcessInfo.processInfo.environment)
    }

    /// Opens the catalog, creating and seeding the per-user default on first use (saying so on
    /// stderr). Commands that only read open it read-only, warning on stderr when its schema is
    /// not what its migrations create (unless `warnsOfUntrustedSchema` is false).
    func open(writable: Bool, warnsOfUntrustedSchema: Bool = true) throws -> CatalogEditor {
        try CatalogEditor.open(location(), writable: writable, warnsOfUntrustedSchema: warnsOfUntrustedSchema) { notice in
            StandardError.writeLine("preset-manager: " + notice)
        }
    }
}
