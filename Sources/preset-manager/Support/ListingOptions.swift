import ArgumentParser

/// The `--prefix` and `--limit` options of the list commands.
struct ListingOptions: ParsableArguments {
    /// `--prefix`'s names, for a command that declares it itself (``ListPresets``).
    static let prefixNames: NameSpecification = .long
    /// `--prefix`'s help, for a command that declares it itself.
    static let prefixHelp = ArgumentHelp("Only names starting with this text.", valueName: "text")
    /// `--limit`'s names, for a command that declares it itself.
    static let limitNames: NameSpecification = [.customLong("limit"), .customShort("n")]
    /// How `--limit` takes its value (a negative number too, for ``validate(limit:)`` to refuse),
    /// for a command that declares it itself.
    static let limitParsing: SingleValueParsingStrategy = .unconditional
    /// `--limit`'s help, for a command that declares it itself.
    static let limitHelp = ArgumentHelp("At most this many rows.", valueName: "n")

    @Option(name: prefixNames, help: prefixHelp)
    var prefix: String?

    @Option(name: limitNames, parsing: limitParsing, help: limitHelp)
    var limit: Int?

    func validate() throws {
        try Self.validate(limit: limit)
    }

    /// Refuses a `--limit` below 1.
    static func validate(limit: Int?) throws {
        if let limit, limit < 1 {
            throw ValidationError("--limit must be at least 1, got \(limit)")
        }
    }
}
