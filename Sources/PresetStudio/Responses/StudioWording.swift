import PresetCatalog

/// How the studio words a library's failure about one of its inputs: the libraries name an
/// input by its name in the domain (``CatalogError/input``, ``CatalogError/remedy``), which is
/// the name of the request member that gives it (`rowHeight`, `offsets`, `reachableOnly`), so the
/// studio names the member where the command line names its option, and never a CLI option.
enum StudioWording {
    /// The members of `POST /api/preview` and `POST /api/export/css` a failure can name.
    static let members: Set<String> = [
        "viewport", "rowHeight", "headerHeight", "itemFrame", "offsets", "variables", "underlying", "image", "trajectory",
        "reducedMotion", "reachableOnly", "withoutMotion",
    ]

    /// The members that are flags: a failure they get past is advised as `(member: true)`.
    static let flags: Set<String> = ["reducedMotion", "reachableOnly", "withoutMotion"]

    /// The request member `failure` is about, nil when it names none the studio takes.
    static func member(of failure: CatalogError) -> String? {
        failure.input.flatMap { members.contains($0) ? $0 : nil }
    }

    /// The request member that gets past `failure`, nil when the studio takes none.
    static func remedy(of failure: CatalogError) -> String? {
        failure.remedy.flatMap { members.contains($0) ? $0 : nil }
    }

    /// `failure`'s message with `member: ` before it when it is about a member, and the member
    /// that gets past it after it (` (reachableOnly: true)`, ` (set rowHeight)`) when the studio
    /// takes one.
    static func message(of failure: CatalogError) -> String {
        let prefix = member(of: failure).map { $0 + ": " } ?? ""
        let advice = remedy(of: failure).map { flags.contains($0) ? " (\($0): true)" : " (set \($0))" } ?? ""
        return prefix + failure.message + advice
    }
}
