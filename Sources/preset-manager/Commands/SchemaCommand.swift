import ArgumentParser
import CatalogEditing

extension PresetFormat.Schema: ExpressibleByArgument {}

/// `schema [preset|catalog]`: the JSON Schema of the definition format.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of a preset definition or a catalog document.",
        discussion: """
            Editors (VS Code, JetBrains, Zed…) complete and check JSON against it. The same \
            files are in the repository as docs/schema/preset.schema.json and \
            docs/schema/catalog.schema.json. Files written by presets show --format json and \
            export name their schema in a "$schema" member, which every command accepts and \
            ignores. The schema states every member, its type, the values it takes and its \
            bounds; the tool checks those and more (curves parse, keyframes in order…): \
            preset-manager validate --file F checks a file completely. docs/PRESETS.md \
            explains the format.

            --channel-table prints the table of channels docs/PRESETS.md shows instead \
            (Markdown: unit, identity, what each does, and what UIKit, SwiftUI and CSS set), \
            written from the same table as the schema's channel list; \
            scripts/regenerate-docs.sh writes both into docs/.

            Examples:
              preset-manager schema > preset.schema.json
              preset-manager schema catalog > catalog.schema.json
              preset-manager schema --channel-table
            """
    )

    @Argument(help: "Which schema: preset (the default) or catalog.")
    var document: PresetFormat.Schema = .preset

    @Flag(help: "Print the channel table docs/PRESETS.md shows (Markdown), not a schema.")
    var channelTable = false

    func run() throws {
        StandardOutput.write(channelTable ? ChannelGuide.markdownTable + "\n" : PresetFormat.schemaText(document))
    }
}
