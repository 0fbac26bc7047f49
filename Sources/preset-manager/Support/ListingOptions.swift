import ArgumentParser

/// The `--prefix` and `--limit` options of the list commands.
struct ListingOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Only names starting with this text.", valueName: "text"))
    var prefix: String?

    @Option(
        name: [.customLong("limit"), .customShort("n")], parsing: .unconditional,
        help: ArgumentHelp("At most this many rows.", valueName: "n"))
    var limit: Int?

    func validate() throws {
        if let limit, limit < 1 {
            throw ValidationError("--limit must be at least 1, got \(limit)")
        }
    }
}
