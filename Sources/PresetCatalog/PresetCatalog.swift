// PresetCatalog: see README.
