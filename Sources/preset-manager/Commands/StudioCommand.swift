import ArgumentParser

/// `studio`, as the root command lists it. The command itself is the `preset-manager-studio`
/// executable beside this one: ``PresetManager/main()`` hands it `studio`'s arguments
/// (``StudioHandOff``) before anything is parsed, so `preset-manager studio --help` prints its
/// whole help and this tool links no server.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Serve the catalog to a browser: a local editor and its HTTP API.",
        discussion: """
            Run preset-manager studio --help for its options and security model.

            Example:
              preset-manager studio --open
            """
    )
}
