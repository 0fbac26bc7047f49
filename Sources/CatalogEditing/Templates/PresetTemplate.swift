import ParallaxEngine
import PresetCatalog
import PresetStore

/// A starting point for a new preset: a valid, previewable definition of a common effect
/// (`presets new NAME --template T`). Each names the context values its expressions read.
package struct PresetTemplate: Sendable {
    /// The template's name, e.g. `fade-in`.
    package let name: String
    /// What the effect does, in one line.
    package let summary: String
    /// The definition without its `name`, as JSON text.
    let text: String

    /// The template called `name`.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` naming the templates, with a "did you mean".
    package static func named(_ name: String) throws -> PresetTemplate {
        guard let template = all.first(where: { $0.name == name }) else {
            let names = all.map(\.name)
            throw CatalogError(
                .invalidArgument,
                "no template '\(messageText(name))'\(NameSuggestion.hint(for: name, among: names)) "
                    + "(expected one of \(names.joined(separator: ", ")))",
                input: "template", remedy: "templates")
        }
        return template
    }

    /// The template's definition named `presetName`, checked as any definition is.
    /// - Throws: ``DefinitionRefusal`` when `presetName` is not a name.
    package func definition(named presetName: String) throws -> PresetDefinition {
        try DefinitionText.preset(from: try textNamed(presetName), source: "template '\(name)'")
    }

    /// The template's definition named `presetName` as a file holds it: canonical JSON naming
    /// its schema, with the variables it reads (`presets new --print`).
    package func fileText(named presetName: String) throws -> String {
        try definitionJSON(named: presetName).canonicalText(layout: .pretty, numbers: .exact) + "\n"
    }

    /// The template's definition, named after the template (`fade-in`), as a JSON value: see
    /// ``definitionJSON(named:)``. Every template's name is a preset name, so this never fails
    /// (a test creates and previews each).
    package var definitionJSON: JSONValue {
        (try? definitionJSON(named: name)) ?? .object([:])
    }

    /// The template's definition named `presetName` as a JSON value: what ``fileText(named:)``
    /// writes (with `"$schema"` and the `variables` it reads), for a front end that offers the
    /// templates, such as the studio.
    /// - Throws: ``DefinitionRefusal`` when `presetName` is not a name.
    package func definitionJSON(named presetName: String) throws -> JSONValue {
        DefinitionText.naming(.preset, in: try DeclaredVariables.json(of: try definition(named: presetName)))
    }

    /// The context values the template's expressions read, built-in sizes and variables alike,
    /// in order of first appearance.
    package var contextNames: [String] {
        guard let definition = try? definition(named: name) else { return [] }
        return (try? DefinitionCompiler.animatorDefinition(for: definition).expressionNames) ?? []
    }

    private func textNamed(_ presetName: String) throws -> String {
        guard case .object(var members) = try JSONValue(parsing: text, source: "template '\(name)'") else { return text }
        members["name"] = .string(presetName)
        return try JSONValue.object(members).canonicalText(layout: .compact)
    }

    /// `presets new --list`: each template with the context values it reads and what it does.
    package static func listReport() -> Report {
        Report(
            columns: [.init("template"), .init("reads"), .init("effect")],
            rows: all.map {
                [.text($0.name), .text($0.contextNames.isEmpty ? "—" : $0.contextNames.joined(separator: ", ")), .text($0.summary)]
            },
            json: .array(
                all.map { template in
                    .object([
                        "template": .string(template.name), "reads": .array(template.contextNames.map(JSONValue.string)),
                        "effect": .string(template.summary),
                    ])
                }))
    }
}
