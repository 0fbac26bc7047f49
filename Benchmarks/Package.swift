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
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // The root package's Sources/BenchmarkWorkloads (a symlink): the benchmark bodies, which
        // the root package's tests also run once each. The root keeps them out of its products,
        // so this package compiles them itself.
        .target(
            name: "BenchmarkWorkloads",
            dependencies: [
                .product(name: "ParallaxEngine", package: "ParallaxPresets"),
                .product(name: "PresetCatalog", package: "ParallaxPresets"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(
            name: "ParallaxBenchmarks",
            dependencies: [
                "BenchmarkWorkloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ParallaxBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One benchmark body run N times, for valgrind/perf (BENCHMARKS.md, "Profiling").
        .executableTarget(name: "profile-workload", dependencies: ["BenchmarkWorkloads"]),
    ]
)
