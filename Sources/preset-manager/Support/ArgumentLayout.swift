import ArgumentParser
import CatalogEditing
import PresetCatalog

/// What the entry point (``PresetManager/main()``) adds to swift-argument-parser's reading of
/// the command line: the `--catalog` option may come before the subcommand, and a mistyped
/// subcommand gets a "did you mean" hint.
///
/// Both are things argument-parser 1.8 does not do itself. It says only "Unexpected argument
/// 'lst'" for a mistyped subcommand (its "Did you mean" covers option names), so
/// ``hintForUnknownSubcommand(_:root:)`` runs after it refuses a command line, never on one it
/// accepts. An option it gives to the command that declares it: a `--catalog` on the root would
/// be the root's, so every command reading the catalog would need the root's value through
/// `@ParentCommand`, one more type argument-parser reflects on every command's path, which
/// costs a `presets list` about 1.2 M instructions of its 34 M (each such type does:
/// ``ListPresets``, BENCHMARKS.md "Command-line processes"). Moving the option to the end, where
/// every command's own `--catalog` reads it, costs nothing measurable.
enum ArgumentLayout {
    /// `arguments` with a leading `--catalog PATH`, `--catalog=PATH` or `-c PATH` (given before
    /// the subcommand, as in `preset-manager --catalog x.sqlite presets list`) moved to the end,
    /// where the subcommand's own `--catalog` option reads it.
    static func movingLeadingCatalogOption(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var rest = arguments[...]
        while let first = rest.first {
            if first == "--catalog" || first == "-c", rest.count >= 2 {
                leading += rest.prefix(2)
                rest = rest.dropFirst(2)
            } else if first.hasPrefix("--catalog=") {
                leading.append(first)
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        return Array(rest) + leading
    }

    /// The error for the first subcommand name at the start of `arguments` that the command tree
    /// does not know, by its name or its aliases (`CommandConfiguration.aliases`); nil when every
    /// one is known. For a command line argument-parser refused.
    /// - Returns: `CatalogError` (invalid argument) naming the closest commands
    ///   (``UnknownCommand``).
    static func hintForUnknownSubcommand(_ arguments: [String], root: any ParsableCommand.Type) -> CatalogError? {
        var command = root
        var path: [String] = []
        for argument in arguments {
            let subcommands = command.configuration.subcommands
            guard !argument.hasPrefix("-"), !subcommands.isEmpty, argument != "help" else { return nil }
            let answers = { (command: any ParsableCommand.Type) in
                Self.name(of: command) == argument || command.configuration.aliases.contains(argument)
            }
            guard let index = subcommands.firstIndex(where: answers) else {
                return UnknownCommand.error(argument, commands: subcommands.map(Self.name(of:)), path: path)
            }
            path.append(argument)
            command = subcommands[index]
        }
        return nil
    }

    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }
}
