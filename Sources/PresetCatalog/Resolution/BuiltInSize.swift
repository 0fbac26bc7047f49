/// The sizes every ``PresetContext`` sets, by the name a preset's expressions read each by: the
/// one list of built-in names (``PresetContext/builtInNames``, the format's descriptions, the
/// command line's help, the studio's `built-in-names.js`). A name added here is named by the
/// compiler wherever a size is read or set.
public enum BuiltInSize: String, CaseIterable, Hashable, Sendable {
    /// The row's height.
    case rowHeight
    /// The row's image height: its pixel height divided by its scale.
    case imageHeight
    /// The row's image width: its pixel width divided by its scale.
    case imageWidth
    /// The viewport's width.
    case viewportWidth
    /// The viewport's height.
    case viewportHeight
    /// The header's height.
    case headerHeight

    /// The names, in order, joined as a sentence lists them: `rowHeight, imageHeight, …,
    /// viewportHeight and headerHeight` (with `conjunction` before the last).
    public static func listed(conjunction: String = "and") -> String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
    }
}

extension PresetContext {
    /// The context's value of the built-in size `size`.
    public subscript(size: BuiltInSize) -> Double {
        switch size {
        case .rowHeight: rowHeight
        case .imageHeight: imageHeight
        case .imageWidth: imageWidth
        case .viewportWidth: viewportWidth
        case .viewportHeight: viewportHeight
        case .headerHeight: headerHeight
        }
    }
}
