import Benchmark

/// Every benchmark of issue 6, registered in the order BENCHMARKS.md lists them. Each pairs
/// with its baseline (where the issue names one) so both are measured in the same run.
let benchmarks: @Sendable () -> Void = {
    registerEngineBenchmarks()
    registerCatalogBenchmarks()
    registerStorageBenchmarks()
    registerCommandLineBenchmarks()
}
