import Benchmark
import BenchmarkWorkloads

/// Whole-process figures: `preset-manager` launched, run and waited for, output discarded.
private func process() -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 3, maxDuration: .seconds(20),
        maxIterations: 50)
}

func registerCommandLineBenchmarks() {
    let listing = Prepared<(tool: PresetManagerTool, workload: ListingWorkload)>()
    Benchmark(
        "presets list --prefix fade --limit 50 on 1,000,000 presets: preset-manager process",
        configuration: process(),
        closure: { _ in try listing.withValue { try $0.tool.run($0.workload.commandLine) } },
        setup: { listing.set((try ReleaseTool.presetManager(), try ListingWorkload(presetCount: 1_000_000))) },
        teardown: {
            listing.withValue { $0.workload.remove() }
            listing.release()
        })

    let preview = Prepared<(tool: PresetManagerTool, workload: PreviewWorkload)>()
    Benchmark(
        "preview aeris-map-layers over 1,000 offsets: preset-manager process", configuration: process(),
        closure: { _ in try preview.withValue { try $0.tool.run($0.workload.commandLine()) } },
        setup: { preview.set((try ReleaseTool.presetManager(), try PreviewWorkload(offsetCount: 1_000))) },
        teardown: {
            preview.withValue { $0.workload.catalog.remove() }
            preview.release()
        })
}
