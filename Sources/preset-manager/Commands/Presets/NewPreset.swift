import ArgumentParser
import CatalogEditing

/// `presets new NAME --template T [--print]`: a new preset from a template; `presets new --list`.
struct NewPreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a preset from a template of a common effect, or print it to edit first.",
        discussion: """
            Each template is a valid, previewable preset (fade-in, slide-in, slide-in-left, \
            scale-in, parallax-cell, parade-states, parallax-header, stretch-header); --list shows them \
            with the context values their expressions read (rowHeight, imageHeight, \
            viewportHeight…, which an app's PresetContext supplies and preview takes as \
            options). Without --print the preset is created in the catalog at revision 1; with \
            --print its JSON goes to stdout instead and no catalog is opened. docs/PRESETS.md \
            explains every member.

            Examples:
              preset-manager presets new --list
              preset-manager presets new card-in --template slide-in
              preset-manager presets new card-in --template slide-in --print > card-in.json
              preset-manager presets edit card-in
            """
    )

    @OptionGroup var catalog: CatalogOption

    @Argument(help: "The new preset's name (a slug: lowercase letters, digits and hyphens).")
    var name: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The template to start from (see --list).", valueName: "template"))
    var template: String?

    @Flag(name: .long, help: "Print the definition on stdout instead of creating it.")
    var print = false

    @Flag(name: .long, help: "List the templates, with the context values each reads.")
    var list = false

    @Option(name: .shortAndLong, help: "With --list: table, json or csv.")
    var format: ReportFormat = .table

    func validate() throws {
        if list {
            if let given = [name.map { _ in "NAME" }, template.map { _ in "--template" }, print ? "--print" : nil].compactMap({ $0 }).first
            {
                throw ValidationError("\(given) does not apply to --list")
            }
            return
        }
        guard name != nil else { throw ValidationError("Missing expected argument '<name>' (or --list)") }
        guard template != nil else {
            throw ValidationError("Missing expected option '--template <template>' (presets new --list shows them)")
        }
        if format != .table { throw ValidationError("--format applies to --list") }
    }

    func run() throws {
        if list {
            StandardOutput.write(try PresetTemplate.listReport().rendered(as: format))
            return
        }
        let template = try PresetTemplate.named(template ?? "")
        let name = name ?? ""
        if print {
            StandardOutput.write(try template.fileText(named: name))
            return
        }
        let stored = try catalog.open(writable: true).createPreset(try template.definition(named: name))
        StandardOutput.writeLine(
            "created preset '\(stored.definition.name)' from template '\(template.name)' (revision \(stored.revision)); "
                + "change it with presets edit \(stored.definition.name)")
    }
}
