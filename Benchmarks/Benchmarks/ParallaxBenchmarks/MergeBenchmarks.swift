import Benchmark
import BenchmarkWorkloads

/// The merge goal's size: a 10,000-preset catalog, 100 changes on each side.
private let mergedPresetCount = 10_000
private let changesPerSide = 100

func registerMergeBenchmarks() {
    let merges = Prepared<MergeWorkload>()
    Benchmark(
        "Merge a 10,000-preset catalog, 100 changes per side (git merge driver)",
        configuration: slowOperation(iterations: 5, metrics: [.peakMemoryResident]),
        closure: { benchmark in
            try merges.withValue { workload in
                let merged = try workload.copyOfOurs()
                benchmark.startMeasurement()
                blackHole(try workload.merge(into: merged))
                benchmark.stopMeasurement()
            }
        },
        setup: { merges.set(try MergeWorkload(presetCount: mergedPresetCount, changesPerSide: changesPerSide)) },
        teardown: {
            merges.withValue { workload in workload.remove() }
            merges.release()
        })
}
