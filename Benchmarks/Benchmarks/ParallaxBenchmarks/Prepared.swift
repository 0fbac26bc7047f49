/// State a benchmark's `setup` hook builds and its body uses: set up once, before the warm-up
/// and the measured iterations, and released by `teardown`, so a filtered-out benchmark never
/// pays for another's setup (a million-preset catalog, 100,000 generated presets).
final class Prepared<Value> {
    private var stored: Value?

    /// Stores the value `setup` built.
    func set(_ value: Value) {
        stored = value
    }

    /// Runs `body` on the stored value in place: no copy, so a workload's buffers stay
    /// uniquely referenced and writing them allocates nothing.
    func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        guard stored != nil else { fatalError("benchmark state used before its setup ran") }
        return try body(&stored!)
    }

    /// Forgets the value.
    func release() {
        stored = nil
    }
}
