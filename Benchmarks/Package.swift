// swift-tools-version: 6.1
// The benchmarks, kept in their own package so the library's users never resolve the
// benchmark tooling. Run from this directory:
//     swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "ParallaxBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ParallaxPresets", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ParallaxBenchmarks",
            dependencies: [
                // The benchmark bodies, the root package's Sources/BenchmarkWorkloads (which its
                // tests also run once each), reaching the tooling through its `package` API.
                .product(name: "BenchmarkWorkloads", package: "ParallaxPresets"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ParallaxBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One benchmark body run N times, for valgrind/perf (BENCHMARKS.md, "Profiling").
        .executableTarget(
            name: "profile-workload", dependencies: [.product(name: "BenchmarkWorkloads", package: "ParallaxPresets")]),
    ]
)
