import ArgumentParser
import CatalogEditing
import PresetCatalog
import PresetStore

/// `conflicts resolve NAME PATH --take ours|theirs|base` or `--value JSON`, or `--all --take …`.
struct ResolveConflict: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Settle a merge conflict with one side's value, the base's, or a value of your own.",
        discussion: """
            NAME and PATH are as conflicts lists them (PATH '' is the whole entry). The entry \
            gets the chosen value at PATH, checked as an import checks it (a preset gets a new \
            revision), and the conflict goes, in one transaction; a value the catalog refuses \
            writes nothing. An absent value removes the member (or, for the whole entry, the \
            entry). --all settles every conflict with --take in one transaction: when any entry \
            would be refused, nothing is written and every conflict stays.

            Examples:
              preset-manager conflicts resolve fade-up \\
                'tracks[card.alpha].keyframes[1].value' --take theirs
              preset-manager conflicts resolve fade-up summary --value '"Fades up"'
              preset-manager conflicts resolve --all --take ours
            """
    )

    /// Which value settles a conflict.
    enum Side: String, ExpressibleByArgument, CaseIterable {
        case ours, theirs, base
    }

    @OptionGroup var catalog: CatalogOption

    @Argument(help: "The entry's name.")
    var name: String?
    @Argument(help: "The member's path inside the entry ('' for the whole entry).")
    var path: String?

    @Option(name: .long, help: "ours, theirs or base.")
    var take: Side?
    @Option(name: .long, help: ArgumentHelp("The member's new value, as JSON.", valueName: "json"))
    var value: String?
    @Flag(name: .long, help: "Settle every conflict (with --take).")
    var all = false
    @Option(name: .long, help: ArgumentHelp("image, preset or menu, when entries of two kinds share NAME.", valueName: "kind"))
    var kind: String?

    func validate() throws {
        if take != nil, value != nil { throw ValidationError("give --take or --value, not both") }
        if take == nil, value == nil { throw ValidationError("give --take ours|theirs|base or --value JSON") }
        if all {
            if name != nil || path != nil { throw ValidationError("--all settles every conflict; give no NAME or PATH") }
            if value != nil { throw ValidationError("--all goes with --take, not --value") }
        } else if name == nil || path == nil {
            throw ValidationError("give NAME and PATH as conflicts lists them, or --all")
        }
        if let kind, CatalogEntryKind(rawValue: kind) == nil {
            throw ValidationError("--kind must be image, preset or menu, not '\(kind)'")
        }
    }

    func run() throws {
        let choice: ConflictChoice
        switch take {
        case .ours?: choice = .ours
        case .theirs?: choice = .theirs
        case .base?: choice = .base
        case nil: choice = .value(try JSONValue(parsing: value ?? "", source: "--value"))
        }
        let editor = try catalog.open(writable: true)
        let settled =
            all
            ? try editor.resolveAllMergeConflicts(taking: choice)
            : [
                try editor.resolveMergeConflict(
                    kind: kind.flatMap(CatalogEntryKind.init(rawValue:)), name: name ?? "", path: path ?? "", choice: choice)
            ]
        for conflict in settled {
            StandardOutput.writeLine(
                "resolved \(conflict.kind.rawValue) '\(conflict.name)' \(conflict.path.isEmpty ? "(the whole entry)" : conflict.path)")
        }
        let left = try editor.mergeConflicts().count
        StandardOutput.writeLine(left == 0 ? "no conflicts left" : "\(left) conflict\(left == 1 ? "" : "s") left")
    }
}
