import ArgumentParser

/// `preset-manager presets …`: the preset definitions.
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List, show, create (from a file or a template), edit, update, rename, copy, delete, diff and revert presets.",
        discussion: """
            A preset is a JSON definition: a timeline, tracks of keyframes, optional children \
            (docs/PRESETS.md explains it; preset-manager schema prints its JSON Schema).

            Examples:
              preset-manager presets list --prefix fade
              preset-manager presets show fade-up --format json > fade-up.json
              preset-manager presets new my-fade --template fade-in
              preset-manager presets edit my-fade
              preset-manager presets create --file my-fade.json
              preset-manager presets update fade-up --file fade-up.json
              preset-manager presets rename fade-up fade-in-up
              preset-manager presets history fade-up
              preset-manager presets diff fade-up --from 1
              preset-manager presets revert fade-up --to 1
            """,
        subcommands: [
            ListPresets.self, ShowPreset.self, NewPreset.self, CreatePreset.self, EditPreset.self, UpdatePreset.self, RenamePreset.self,
            CopyPreset.self, DeletePreset.self, PresetHistory.self, DiffPreset.self, RevertPreset.self,
        ]
    )
}
