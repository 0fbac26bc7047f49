import ArgumentParser
import CatalogEditing
import Foundation

/// The `--catalog PATH` option every command that reads or writes a catalog takes.
struct CatalogOption: ParsableArguments {
    /// The option's names, for a command that declares it itself (``ListPresets``).
    static let names: NameSpecification = [.customLong("catalog"), .customShort("c")]
    /// The option's help, for a command that declares it itself.
    static let help = ArgumentHelp(
        "The catalog file (default: $PRESET_CATALOG, else $XDG_DATA_HOME/parallax-presets/catalog.sqlite).", valueName: "path")

    @Option(name: names, help: help)
    var catalog: String?

    /// Where the catalog is: the option, else the environment, else the per-user default.
    func location() throws -> CatalogLocation {
        try Self.location(catalog)
    }

    /// Opens the catalog, creating and seeding the per-user default on first use (saying so on
    /// stderr). Commands that only read open it read-only, warning on stderr when its schema is
    /// not what its migrations create (unless `warnsOfUntrustedSchema` is false).
    func open(writable: Bool, warnsOfUntrustedSchema: Bool = true) throws -> CatalogEditor {
        try Self.open(catalog, writable: writable, warnsOfUntrustedSchema: warnsOfUntrustedSchema)
    }

    /// Refuses `output` (a file the command is to write) when it is this catalog's own file or
    /// the signing key `key` (``ProtectedOutputs``): exit 73, before anything is opened.
    func protect(_ output: String?, key: String? = nil) throws {
        try ProtectedOutputs(catalogPath: try? location().path, keyPath: key).requireNotProtected(output)
    }

    /// Where the catalog given as `--catalog` `option` (nil when not given) is. The environment
    /// is copied into a dictionary only when the option does not decide.
    static func location(_ option: String?) throws -> CatalogLocation {
        try CatalogLocation.resolve(option: option, environment: ProcessInfo.processInfo.environment)
    }

    /// ``open(writable:warnsOfUntrustedSchema:)`` for the catalog given as `--catalog` `option`.
    static func open(_ option: String?, writable: Bool, warnsOfUntrustedSchema: Bool = true) throws -> CatalogEditor {
        try CatalogEditor.open(location(option), writable: writable, warnsOfUntrustedSchema: warnsOfUntrustedSchema) { notice in
            StandardError.writeLine("preset-manager: " + notice)
        }
    }
}
