import CatalogEditing
import ParallaxEngine
import PresetCatalog
import PresetStore

extension PreviewSettings {
    /// Refuses a `--var` that none of `definitions` reads: a misspelt name would otherwise be
    /// set for nobody while the name meant stays unset. The error names both the variable given
    /// and the one it is a letter away from, or lists those the presets read.
    /// - Throws: ``CatalogError/Kind/invalidArgument``, naming the first such variable in name order.
    func requireVariablesRead(by definitions: [PresetDefinition]) throws {
        guard !variables.isEmpty else { return }
        var read: [String] = []
        for definition in definitions {
            for name in (try? DefinitionCompiler.variableNames(of: definition)) ?? [] where !read.contains(name) { read.append(name) }
        }
        guard let unread = variables.keys.sorted().first(where: { !read.contains($0) }) else { return }
        let problem = "no previewed preset reads the variable '\(messageText(unread))'"
        if let meant = NameSuggestion.closest(to: unread, among: read).first {
            throw CatalogError(.invalidArgument, problem + "; did you mean '\(meant)'?", input: "variables")
        }
        let listed = read.isEmpty ? "they read no variables" : "they read: " + read.joined(separator: ", ")
        throw CatalogError(.invalidArgument, problem + " (\(listed))", input: "variables")
    }
}
