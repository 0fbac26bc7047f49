import PresetCatalog
import PresetStore

/// The inputs at which `easing` samples a curve, from `--at 0,0.25,0.5`.
package struct SamplePoints: Equatable, Sendable {
    /// The inputs, in the order given (values outside 0…1 are allowed: curves extrapolate).
    package let values: [Double]

    /// Creates sample points from explicit values.
    package init(values: [Double]) {
        self.values = values
    }

    /// Reads "T1,T2,…".
    /// - Throws: ``CatalogError/Kind/invalidArgument`` when the list is empty, an item is not a number
    ///   inside ``NumberBound/coordinate``, or there are more than ``CatalogLimits/maximumOffsets``.
    package init(parsing text: String) throws {
        values = try NumberListParser.numbers(in: Substring(text), example: "0,0.25,0.5", bound: .coordinate)
        guard values.count <= CatalogLimits.maximumOffsets else {
            throw CatalogError(.invalidArgument, "\(values.count) inputs; at most \(CatalogLimits.maximumOffsets) are allowed")
        }
    }
}
