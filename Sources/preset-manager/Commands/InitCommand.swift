import ArgumentParser
import CatalogEditing

/// `init`: create a catalog file.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new catalog: migrated, and seeded unless --empty.",
        discussion: """
            The seed holds the Aeris, Path, stretch-header, Parade and entrance presets, their \
            images and the aeris-map-layers menu. An existing file is never overwritten.

            Examples:
              preset-manager init --catalog App/Resources/catalog.sqlite
              preset-manager init --empty --catalog scratch.sqlite
            """
    )

    @OptionGroup var catalog: CatalogOption

    @Flag(name: .long, help: "Create the tables only, without the seed presets, images and menu.")
    var empty = false

    func run() throws {
        let location = try catalog.location()
        _ = try CatalogEditor.create(at: location.path, seeded: !empty)
        StandardOutput.writeLine("created catalog \(pathText(location.path))" + (empty ? " (empty)" : " (seeded)"))
    }
}
