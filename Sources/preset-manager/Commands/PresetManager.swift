import ArgumentParser
import CatalogEditing

/// The root command: `preset-manager`, the program's entry point (``main()``).
@main
struct PresetManager: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preset-manager",
        abstract: "Edit, validate and preview the parallax presets of a SQLite catalog.",
        discussion: """
            A catalog holds named presets (scroll-driven effects), images and menus. Apps open it \
            read-only and evaluate presets per frame; this tool edits and previews it.

            Which catalog: --catalog PATH, else $PRESET_CATALOG, else \
            $XDG_DATA_HOME/parallax-presets/catalog.sqlite (or ~/.local/share/parallax-presets/\
            catalog.sqlite), which is created and seeded on first use.

            A preset is a JSON definition: docs/PRESETS.md explains the format, preset-manager \
            schema prints its JSON Schema for editors, presets new starts one from a template \
            and validate --file checks a file, listing every problem at once.

            Examples:
              preset-manager preview aeris-map-layers
              preset-manager presets new my-card --template slide-in
              preset-manager presets edit my-card
              preset-manager preview stretch-header --offsets -200:200:50 --format csv
              preset-manager presets list --prefix parade
              preset-manager presets show fade-up --format json > fade-up.json
              preset-manager presets update fade-up --file fade-up.json
              preset-manager easing outCubic --at 0,0.25,0.5,1
              preset-manager export --out catalog.json

            Exit codes (sysexits.h):
              0   success
              64  usage: unknown command or option, malformed option value
              65  invalid data: a definition, file or catalog fails validation
              66  no input: a file is missing, or no preset, image or menu has that name
              73  cannot create: the catalog or an output file cannot be created
              74  I/O error while reading or writing a file or the catalog
              75  busy: another process holds the catalog's lock; try again
            """,
        version: ToolVersion.text,
        subcommands: [
            PresetsCommand.self, ImagesCommand.self, MenusCommand.self, ItemsCommand.self,
            PreviewCommand.self, EasingCommand.self, ValidateCommand.self, ExportCommand.self,
            ImportCommand.self, InitCommand.self, KeysCommand.self, PublishCommand.self, SchemaCommand.self, StudioCommand.self,
            GitCommand.self, ConflictsCommand.self,
        ]
    )
}

/// What `preset-manager --version` prints.
enum ToolVersion {
    /// The tool's own version.
    static let number = "0.1.0"

    /// The version line: the tool's version and the catalog schema it writes.
    static var text: String { "preset-manager \(number) (catalog schema \(CatalogEditor.schemaVersion))" }
}
