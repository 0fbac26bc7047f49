import ArgumentParser
import CatalogEditing

/// What the entry point (``PresetManager/main()``) does to the command line before
/// swift-argument-parser reads it: the `--catalog` option may come before the subcommand, and a
/// mistyped subcommand gets a "did you mean" hint.
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

    /// Checks the subcommand names at the start of `arguments` against the command tree.
    /// - Throws: `CatalogError` (invalid argument) for an unknown one, naming the closest ones.
    static func checkSubcommands(_ arguments: [String], root: any ParsableCommand.Type) throws {
        var command = root
        var path: [String] = []
        for argument in arguments {
            let subcommands = command.configuration.subcommands
            guard !argument.hasPrefix("-"), !subcommands.isEmpty, argument != "help" else { return }
            // A subcommand answers to its name and to its aliases (CommandConfiguration.aliases).
            let answers = { (command: any ParsableCommand.Type) in
                Self.name(of: command) == argument || command.configuration.aliases.contains(argument)
            }
            guard let index = subcommands.firstIndex(where: answers) else {
                throw UnknownCommand.error(argument, commands: subcommands.map(Self.name(of:)), path: path)
            }
            path.append(argument)
            command = subcommands[index]
        }
    }

    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }
}
