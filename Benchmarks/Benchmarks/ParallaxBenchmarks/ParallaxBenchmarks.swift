import Benchmark

/// Every benchmark, registered by workload family as BENCHMARKS.md lists them. Each pairs with
/// its baseline (where a goal names one) so both are measured in the same run.
let benchmarks: @Sendable () -> Void = {
    registerEngineBenchmarks()
    registerCatalogBenchmarks()
    registerStorageBenchmarks()
    registerMergeBenchmarks()
    registerCommandLineBenchmarks()
}
