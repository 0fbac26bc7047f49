import Benchmark
import BenchmarkWorkloads

/// Whole-operation figures for slow operations: a few iterations, no warm-up; `metrics` beside
/// the wall clock and the allocations.
func slowOperation(iterations: Int, metrics: [BenchmarkMetric] = []) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal] + metrics, timeUnits: .milliseconds, warmupIterations: 0,
        maxDuration: .seconds(120), maxIterations: iterations)
}

/// The import benchmarks' size (the import goal's: 100,000 presets, 3 tracks × 3 keyframes each).
private let importedPresetCount = 100_000
/// The listing benchmarks' catalog size (the listing goal's: a million presets).
private let listedPresetCount = 1_000_000

func registerStorageBenchmarks() {
    let imports = Prepared<ImportWorkload>()
    Benchmark(
        "Import 100,000 presets: catalog service (validate, then one transaction)",
        configuration: slowOperation(iterations: 3),
        closure: { benchmark in
            try measureImport(benchmark) { path in try imports.withValue { workload in try workload.importThroughCatalog(into: path) } }
        },
        setup: { imports.set(ImportWorkload(presetCount: importedPresetCount)) },
        teardown: { imports.release() })
    Benchmark(
        "Import 100,000 presets: store, one transaction", configuration: slowOperation(iterations: 5),
        closure: { benchmark in
            try measureImport(benchmark) { path in try imports.withValue { workload in try workload.importThroughStore(into: path) } }
        },
        setup: { imports.set(ImportWorkload(presetCount: importedPresetCount)) },
        teardown: { imports.release() })
    Benchmark(
        "Import 100,000 presets: raw SQLite C API, prepared statements (baseline)",
        configuration: slowOperation(iterations: 5),
        closure: { benchmark in
            try measureImport(benchmark) { path in try imports.withValue { workload in try workload.importWithRawSQLite(into: path) } }
        },
        setup: { imports.set(ImportWorkload(presetCount: importedPresetCount)) },
        teardown: { imports.release() })

    let listing = Prepared<ListingWorkload>()
    Benchmark(
        "List --prefix fade --limit 50 on 1,000,000 presets: store, open catalog",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5),
            maxIterations: 1_000),
        closure: { _ in try listing.withValue { workload in blackHole(try workload.listPage()) } },
        setup: { listing.set(try ListingWorkload(presetCount: listedPresetCount)) },
        teardown: {
            listing.withValue { workload in workload.remove() }
            listing.release()
        })
}

/// Times `importing` into a fresh, migrated, empty catalog; creating and deleting the file are
/// left out of the measurement.
private func measureImport(_ benchmark: Benchmark, _ importing: (String) throws -> Void) throws {
    let catalog = try TemporaryCatalog()
    defer { catalog.remove() }
    benchmark.startMeasurement()
    try importing(catalog.path)
    benchmark.stopMeasurement()
}
