import ParallaxEngine
import PresetStore

/// Names the entry of a catalog document a field path points into, so an error about
/// `presets[3].tracks[0]` also says which preset that is: `preset 'fade-up': presets[3]…`.
enum EntryLabel {
    /// The document's lists and the kind of entry each holds.
    private static let lists = [("images", "image"), ("presets", "preset"), ("menus", "menu")]

    /// "preset 'fade-up': " when `path` starts with `presets[N]` and entry N of that list is
    /// named (likewise images and menus); "" otherwise.
    /// - Parameter names: The entries' names in a list ("presets"…), nil for an unnamed entry.
    static func prefix(forPath path: String, names: (String) -> [String?]) -> String {
        for (list, kind) in lists where path.hasPrefix(list + "[") {
            let digits = path.dropFirst(list.count + 1).prefix { $0.isNumber }
            let entries = names(list)
            guard let index = Int(digits), path.dropFirst(list.count + 1 + digits.count).hasPrefix("]"), index < entries.count,
                let name = entries[index]
            else { return "" }
            return "\(kind) '\(messageText(name))': "
        }
        return ""
    }

    /// The label for `path` inside a parsed document.
    static func prefix(forPath path: String, in document: JSONValue) -> String {
        prefix(forPath: path) { list in
            guard case .object(let members) = document, case .array(let entries)? = members[list] else { return [] }
            return entries.map { entry in
                guard case .object(let fields) = entry, case .string(let name)? = fields["name"] else { return nil }
                return name
            }
        }
    }

    /// The label for `path` inside a decoded document.
    static func prefix(forPath path: String, in document: CatalogDocument) -> String {
        prefix(forPath: path) { list in
            switch list {
            case "images": document.images.map(\.name)
            case "presets": document.presets.map(\.name)
            default: document.menus.map(\.name)
            }
        }
    }
}
