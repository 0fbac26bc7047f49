import Benchmark
import BenchmarkWorkloads

/// Per-evaluation figures: each measured iteration runs 1,000 evaluations (`scalingFactor:
/// .kilo`) and the tool reports time and mallocs per evaluation.
func perEvaluation() -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo,
        maxDuration: .seconds(3), maxIterations: 1_000)
}

func registerEngineBenchmarks() {
    let twelveTracks = Prepared<TwelveTrackWorkload>()
    Benchmark(
        "Engine: 12-track animator, mixed curves, one evaluation", configuration: perEvaluation(),
        closure: { benchmark in
            twelveTracks.withValue { workload in
                for iteration in benchmark.scaledIterations {
                    workload.evaluate(progress: workload.progressSamples[iteration & 1023])
                }
                blackHole(workload.values[0])
            }
        },
        setup: { twelveTracks.set(try TwelveTrackWorkload()) },
        teardown: { twelveTracks.release() })

    let linearTracks = Prepared<TwelveTrackWorkload>()
    Benchmark(
        "Engine: 12-track animator, linear segments (the engine's own cost)", configuration: perEvaluation(),
        closure: { benchmark in
            linearTracks.withValue { workload in
                for iteration in benchmark.scaledIterations {
                    workload.evaluate(progress: workload.progressSamples[iteration & 1023])
                }
                blackHole(workload.values[0])
            }
        },
        setup: { linearTracks.set(try TwelveTrackWorkload(curves: ["linear"])) },
        teardown: { linearTracks.release() })

    let composed = Prepared<ComposedStateWorkload>()
    Benchmark(
        "Engine: composed view state (evaluate + ViewState with a 3D transform), one frame", configuration: perEvaluation(),
        closure: { benchmark in
            composed.withValue { workload in
                var sum = 0.0
                for iteration in benchmark.scaledIterations {
                    let state = workload.frame(progress: workload.progressSamples[iteration & 1023])
                    sum += state.transform?.m41 ?? 0
                }
                blackHole(sum)
            }
        },
        setup: { composed.set(try ComposedStateWorkload()) },
        teardown: { composed.release() })

    let aeris = Prepared<AerisComparisonWorkload>()
    Benchmark(
        "Aeris: generic engine, one row", configuration: perEvaluation(),
        closure: { benchmark in
            aeris.withValue { workload in
                var sum = 0.0
                for iteration in benchmark.scaledIterations {
                    sum += workload.engineImageTop(at: iteration & 1023)
                }
                blackHole(sum)
            }
        },
        setup: { aeris.set(try AerisComparisonWorkload()) },
        teardown: { aeris.release() })
    Benchmark(
        "Aeris: hand-written formula closure, one row (baseline)", configuration: perEvaluation(),
        closure: { benchmark in
            aeris.withValue { workload in
                var sum = 0.0
                for iteration in benchmark.scaledIterations {
                    sum += workload.handWrittenImageTop(at: iteration & 1023)
                }
                blackHole(sum)
            }
        },
        setup: { aeris.set(try AerisComparisonWorkload()) },
        teardown: { aeris.release() })
}
