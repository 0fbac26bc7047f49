import ArgumentParser

/// The `--catalog PATH` option every command that reads or writes a catalog takes.
struct CatalogOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The catalog file (default: $PRESET_CATALOG, else $XDG_DATA_HOME/parallax-presets/catalog.sqlite).",
            valueName: "path"))
    var catalog: String?
}
