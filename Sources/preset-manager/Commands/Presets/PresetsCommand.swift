import ArgumentParser

/// `preset-manager presets …`: the preset definitions.
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List, show, create, update, rename, copy, delete, diff and revert presets.",
        discussion: """
            A preset is a JSON definition: a timeline, tracks of keyframes, optional children.

            Examples:
              preset-manager presets list --prefix fade
              preset-manager presets show fade-up --format json > fade-up.json
              preset-manager presets create --file my-fade.json
              preset-manager presets update fade-up --file fade-up.json
              preset-manager presets rename fade-up fade-in-up
              preset-manager presets history fade-up
              preset-manager presets diff fade-up --from 1
              preset-manager presets revert fade-up --to 1
            """,
        subcommands: [
            ListPresets.self, ShowPreset.self, CreatePreset.self, UpdatePreset.self, RenamePreset.self,
            CopyPreset.self, DeletePreset.self, PresetHistory.self, DiffPreset.self, RevertPreset.self,
        ]
    )
}
