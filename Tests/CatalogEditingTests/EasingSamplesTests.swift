import Foundation
import PresetCatalog
import Testing

@testable import CatalogEditing

@Suite struct EasingSamplesTests {
    /// easings.net: outCubic(x) = 1 − (1 − x)³, so 0.25 → 1 − 0.421875 = 0.578125 and 0.5 → 0.875.
    @Test func samplesANamedCurve() throws {
        let samples = try EasingSamples(curve: "outCubic", at: SamplePoints(values: [0, 0.25, 0.5, 1]))
        #expect(samples.samples.map(\.value) == [0, 0.578125, 0.875, 1])
        let json = try samples.report().rendered(as: .json)
        #expect(json.contains("\"t\": 0.25,\n    \"value\": 0.578125"))
    }

    /// CSS steps(4, jump-end): floor(4t)/4 → 0.3 → 0.25, 0.6 → 0.5, 0.9 → 0.75.
    @Test func samplesSteps() throws {
        let samples = try EasingSamples(curve: "steps(4, jump-end)", at: SamplePoints(values: [0.3, 0.6, 0.9]))
        #expect(samples.samples.map(\.value) == [0.25, 0.5, 0.75])
    }

    @Test func unknownCurveIsAUsageError() {
        #expect {
            try EasingSamples(curve: "outCubik", at: SamplePoints(values: [0]))
        } throws: { error in
            let failure = error as? CatalogError
            return failure?.kind == .invalidArgument && failure?.message.hasPrefix("curve: unknown curve 'outCubik'") == true
        }
    }
}
