// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ParallaxPresets",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "ParallaxEngine", targets: ["ParallaxEngine"]),
        .library(name: "PresetCatalog", targets: ["PresetCatalog"]),
        .executable(name: "preset-manager", targets: ["preset-manager"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        // Pure math: timelines, easing, tracks, animators. No I/O, no Foundation needed.
        .target(name: "ParallaxEngine"),
        // SQLite storage through GRDB: records, migrations, seed. Knows nothing of the engine.
        .target(
            name: "PresetStore",
            dependencies: ["SQLiteHardening", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // A few lines of C: sqlite3_db_config() is variadic, which Swift cannot call.
        .target(
            name: "SQLiteHardening",
            linkerSettings: [.linkedLibrary("sqlite3")]
        ),
        // Service: resolve stored definitions into engine animators, validate, import/export, preview.
        .target(
            name: "PresetCatalog",
            dependencies: ["PresetStore", "ParallaxEngine", "PreviewRendering"]
        ),
        // Pure renderers for previews: SVG plots, a self-contained HTML player page, terminal charts.
        .target(
            name: "PreviewRendering",
            dependencies: ["ParallaxEngine"]
        ),
        // The command-line tool. Parses arguments and prints; holds no business logic.
        .executableTarget(
            name: "preset-manager",
            dependencies: [
                "PresetCatalog",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmark bodies: run by the nested Benchmarks package (through a symlink) and once
        // each by BenchmarkWorkloadsTests. Not a product: apps never see it.
        .target(
            name: "BenchmarkWorkloads",
            dependencies: [
                "ParallaxEngine", "PresetStore", "PresetCatalog",
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "ParallaxEngineTests",
            dependencies: [
                "ParallaxEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PresetStoreTests",
            dependencies: ["PresetStore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "PresetCatalogTests",
            dependencies: ["PresetCatalog", "PresetStore", "ParallaxEngine", "PreviewRendering"]
        ),
        .testTarget(
            name: "PreviewRenderingTests",
            dependencies: ["PreviewRendering", "ParallaxEngine"]
        ),
        // Loads rendered pages in headless Chromium (Debian: chromium, chromium-driver).
        .testTarget(
            name: "BrowserPreviewTests",
            dependencies: ["PreviewRendering", "ParallaxEngine", "PresetCatalog"]
        ),
        .testTarget(
            name: "BenchmarkWorkloadsTests",
            dependencies: ["BenchmarkWorkloads", "ParallaxEngine", "PresetCatalog", "PresetStore"]
        ),
        .testTarget(
            name: "PresetManagerTests",
            dependencies: ["PresetCatalog"]
        ),
        // Fuzzing, hostile files, disk full, and (through the built CLI) load, crashes, bad input.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "ParallaxEngine",
                "PresetStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
