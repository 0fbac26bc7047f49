import PresetCatalog
import PresetStore

/// Numbers read from options, held to ``CatalogLimits``' bounds (``NumberBound``) as they are
/// read, before anything is computed or allocated from them.
package enum OptionNumber {
    /// A size in points (`--row-height`, `--header-height`): ``NumberBound/size``.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` for text that is not a finite number, or a number
    ///   outside the bound (swift-argument-parser names the option).
    package static func size(parsing text: String) throws -> Double {
        try bounded(Substring(text), .size)
    }

    /// `text` read as a number inside `bound`.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` saying what is wrong.
    static func bounded(_ text: Substring, _ bound: NumberBound) throws -> Double {
        try checked(DecimalNumber(parsing: text).value, bound)
    }

    /// `value` when it lies inside `bound`.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` saying what is wrong.
    /// - Parameters:
    ///   - name: what the number is, in the domain's words (`row height`), put before the problem.
    ///   - input: the tool input it came from (``CatalogError/input``), for the edges to name.
    package static func checked(_ value: Double, _ bound: NumberBound, naming name: String = "", input: String? = nil) throws -> Double {
        guard let problem = bound.problem(with: value) else { return value }
        throw CatalogError(.invalidArgument, name.isEmpty ? problem : "\(name) \(problem)", input: input)
    }
}
