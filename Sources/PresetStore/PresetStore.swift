// PresetStore: see README.
