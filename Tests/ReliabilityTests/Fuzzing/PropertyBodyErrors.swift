import PropertyBased
import Testing

/// Runs the body of a property and records what it throws as an issue.
///
/// swift-property-based (2.0.1) runs a `propertyCheck` body under `try?`: an error thrown from
/// the body is dropped and the check passes. A body that calls throwing code runs through this,
/// so the error fails the check (and the input is shrunk like any other failure).
func recordingErrors(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
    do {
        try body()
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
    }
}

@Suite struct PropertyBodyErrorTests {
    struct Thrown: Error {}

    /// Fails if `recordingErrors` swallowed the error as the checker does.
    @Test func anErrorThrownFromARecordedBodyFailsTheCheck() async {
        await withKnownIssue {
            await propertyCheck(count: 1, input: Gen.int(in: 0...0)) { _ in
                recordingErrors { throw Thrown() }
            }
        }
    }
}
