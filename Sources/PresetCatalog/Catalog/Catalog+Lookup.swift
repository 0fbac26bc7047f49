import PresetStore

extension Catalog {
    /// The listing entry of the preset named exactly `name`, or nil (one indexed lookup).
    func presetSummary(ifExists name: String) throws -> PresetSummary? {
        try presets(prefix: name, limit: 1).first { $0.name == name }
    }

    /// The image named exactly `name`, or nil.
    func image(ifExists name: String) throws -> ImageDefinition? {
        try images(prefix: name, limit: 1).first { $0.definition.name == name }?.definition
    }

    /// The menu named exactly `name`, or nil.
    func menu(ifExists name: String) throws -> MenuDefinition? {
        try menus(prefix: name, limit: 1).first { $0.definition.name == name }?.definition
    }
}
