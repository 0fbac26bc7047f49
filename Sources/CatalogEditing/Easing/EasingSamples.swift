import ParallaxEngine
import PresetCatalog

/// An easing curve sampled at given inputs, as `easing CURVE --at …` prints it.
package struct EasingSamples: Sendable {
    /// The curve's text as given.
    package let curve: String
    /// The inputs and the curve's outputs, in the order given.
    package let samples: [(t: Double, value: Double)]

    /// Parses `curve` (any keyframe easing text) and evaluates it at `points`.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` naming the curve and the problem.
    package init(curve: String, at points: SamplePoints) throws {
        let easing: Easing
        do {
            easing = try Easing(parsingWithHint: curve)
        } catch let error as EngineError {
            throw CatalogError(.invalidArgument, "curve: " + error.problem)
        }
        self.curve = curve
        samples = points.values.map { ($0, easing.value(at: $0)) }
    }

    /// The samples as a report: columns t and value; JSON an array of `{"t": …, "value": …}`.
    package func report() -> Report {
        Report(
            columns: [Table.Column("t", alignment: .right), Table.Column("value", alignment: .right)],
            rows: samples.map { [.number($0.t), .number($0.value)] },
            json: .array(samples.map { .object(["t": .number($0.t), "value": .number($0.value)]) })
        )
    }
}
