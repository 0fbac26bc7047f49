import Benchmark
import BenchmarkWorkloads

func registerCatalogBenchmarks() {
    let seeded = Prepared<TemporaryCatalog>()
    let menu = Prepared<MenuFrameWorkload>()
    Benchmark(
        "Menu frame: aeris-map-layers, every visible row, all tracks", configuration: perEvaluation(),
        closure: { benchmark in
            menu.withValue { workload in
                var visible = 0
                for iteration in benchmark.scaledIterations {
                    visible += workload.renderFrame(offset: workload.offsets[iteration & 1023])
                }
                blackHole(visible)
            }
        },
        setup: {
            seeded.set(try TemporaryCatalog(seeded: true))
            menu.set(try seeded.withValue { try MenuFrameWorkload(catalogPath: $0.path) })
        },
        teardown: {
            menu.release()
            seeded.withValue { $0.remove() }
            seeded.release()
        })

    let resolving = Prepared<(catalog: TemporaryCatalog, workload: ResolveWorkload)>()
    let setUpResolving: Benchmark.BenchmarkSetupHook = {
        let catalog = try TemporaryCatalog(seeded: true)
        resolving.set((catalog, try ResolveWorkload(catalogPath: catalog.path)))
    }
    let tearDownResolving: Benchmark.BenchmarkTeardownHook = {
        resolving.withValue { $0.catalog.remove() }
        resolving.release()
    }
    Benchmark(
        "Resolve by name, cold: SQLite read, decode, compile",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5),
            maxIterations: 5_000),
        closure: { _ in try resolving.withValue { blackHole(try $0.workload.resolveCold()) } },
        setup: setUpResolving, teardown: tearDownResolving)
    Benchmark(
        "Resolve by name, warm: cache hit", configuration: perEvaluation(),
        closure: { benchmark in
            try resolving.withValue { state in
                for _ in benchmark.scaledIterations { blackHole(try state.workload.resolveWarm()) }
            }
        },
        setup: setUpResolving, teardown: tearDownResolving)
}
