import ParallaxEngine
import PresetStore

extension DefinitionCompiler {
    /// Checks one value as compiling a preset reads it for `channel`: a colour (any CSS notation)
    /// for a colour channel; a number or an expression for the others, the expression parsed and
    /// its names checked for misspelt built-in names. The tooling's definition checks call it
    /// for every value, so every bad value of a definition is found at once, in the compiler's
    /// own words.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming `path`.
    package static func check(_ value: PresetDefinition.Value, of channel: Channel, at path: FieldPath) throws {
        _ = try Self.value(value.forChannel(channel.rawValue), of: channel, at: path, parses: nil)
    }
}
