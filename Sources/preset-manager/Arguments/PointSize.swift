import ArgumentParser
import CatalogEditing

/// A size in points given as an option (`--row-height`, `--header-height`): a finite number
/// inside ``NumberBound/size`` (0.01 to 1,000,000).
struct PointSize: ArgumentValue, Equatable {
    /// The size in points.
    let points: Double

    /// Reads a number of points.
    /// - Throws: ``CatalogError`` (invalid argument) for text that is not a finite number, or a
    ///   number outside the bound ("must be a number from 0.01 to 1000000 (is -5)").
    init(parsing text: String) throws {
        points = try OptionNumber.size(parsing: text)
    }
}
