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
        // The benchmark bodies: the root package's Sources/BenchmarkWorkloads, which the root
        // package's tests also run once each, and the catalog tooling they go through, its
        // Sources/CatalogTooling (two symlinks in Sources/BenchmarkWorkloads). The root keeps both
        // out of its products (apps never compile them), so this package compiles them itself, in
        // one module: a target of its own named CatalogTooling would clash with the root's, which
        // preset-manager brings into the package graph. The tooling reaches the runtime through
        // PresetCatalog's `CatalogTooling` SPI.
        .target(
            name: "BenchmarkWorkloads",
            dependencies: [
                .product(name: "ParallaxEngine", package: "ParallaxPresets"),
                .product(name: "PresetCatalog", package: "ParallaxPresets"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: [.define("CATALOG_TOOLING_COMPILED_IN")]
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
