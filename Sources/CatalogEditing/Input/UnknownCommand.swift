import ParallaxEngine
import PresetCatalog
import PresetStore

/// The error for a subcommand name the tool does not know.
package enum UnknownCommand {
    /// `unknown command 'lst' for 'presets' (did you mean 'list'?)`, or the list of commands
    /// when none is close. Usage (64).
    /// - Parameters:
    ///   - typed: What was typed.
    ///   - commands: The subcommands that would have been accepted there.
    ///   - path: The commands typed before it, e.g. ["presets"].
    package static func error(_ typed: String, commands: [String], path: [String]) -> CatalogError {
        let hint = NameSuggestion.hint(for: typed, among: commands)
        let listed = hint.isEmpty ? " (expected one of: \(commands.joined(separator: ", ")))" : hint
        let scope = path.isEmpty ? "" : " for '\(path.joined(separator: " "))'"
        return CatalogError(.invalidArgument, "unknown command '\(messageText(typed))'\(scope)\(listed)")
    }
}
