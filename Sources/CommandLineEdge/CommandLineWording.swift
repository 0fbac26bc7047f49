import PresetCatalog

/// How the command line words a library's failure about one of its inputs: the libraries name
/// an input by its name in the domain (``CatalogError/input``, ``CatalogError/remedy``:
/// `rowHeight`, `offsets`, `withoutMotion`…), and the tool puts its option's name in their place,
/// as the studio puts its request member's.
package enum CommandLineWording {
    /// The option that gives each input a library names.
    static let options: [String: String] = [
        "viewport": "--viewport", "rowHeight": "--row-height", "headerHeight": "--header-height",
        "itemFrame": "--item-frame", "offsets": "--offsets", "variables": "--var", "underlying": "--underlying",
        "trajectory": "--trajectory", "image": "--image", "template": "--template",
    ]

    /// The advice for each remedy a library names.
    static let remedies: [String: String] = [
        "withoutMotion": "use --without-motion", "reachableOnly": "use --reachable-only",
        "rowHeight": "use --row-height", "headerHeight": "use --header-height", "viewport": "use --viewport WxH",
        "image": "use --image NAME", "templates": "presets new --list describes them",
    ]

    /// `failure`'s message in the command line's words: `--option: ` before it when it names an
    /// input the message did not reach through that option's parser, and the option that gets
    /// past it after it, in parentheses.
    package static func message(of failure: CatalogError) -> String {
        let option = failure.input.flatMap { options[$0] }
        return (option.map { $0 + ": " } ?? "") + failure.message + advice(for: failure)
    }

    /// " (use --without-motion)" for a failure a remedy gets past, else "".
    package static func advice(for failure: CatalogError) -> String {
        failure.remedy.flatMap { remedies[$0] }.map { " (\($0))" } ?? ""
    }

    /// `parse`, its failures carrying the option's advice (argument-parser names the option
    /// itself, before the message).
    package static func parsing<Value>(_ parse: @escaping (String) throws -> Value) -> (String) throws -> Value {
        { text in
            do {
                return try parse(text)
            } catch let failure as CatalogError where failure.remedy != nil {
                throw CatalogError(failure.kind, failure.message + advice(for: failure))
            }
        }
    }
}
