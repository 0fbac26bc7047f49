// swift-tools-version: 6.1
import PackageDescription

/// The library targets are built with `MemberImportVisibility`: a file uses only the members of
/// the modules it imports itself, so no module leaks another's API.
let libraryTargetSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// The release tool on Linux links the Swift runtime and Foundation statically: loading them as
/// shared libraries costs about 5 ms a process, more than a `presets list` does (BENCHMARKS.md,
/// "Command-line processes"). `-static-stdlib` alone is not enough: the modules were compiled
/// against the shared Foundation, whose autolink entries name none of the static archives that
/// Foundation's own archives need (CoreFoundation, ICU, the C shims, Synchronization…), so they
/// are named here, as one group because they refer to each other. SQLite, libc and libstdc++ stay
/// shared. FoundationNetworking is not linked: `LiveCatalog`, which the tools never use, imports
/// it weakly, so its archive stays out, and with it libcurl and the 31 shared libraries libcurl
/// loads (+14 M instructions, about 4 ms a process: BENCHMARKS.md, "Command-line processes"). Only
/// the executable targets carry the flags; the library products have none. Debug builds link the
/// same way: the tests start the debug tool more than 1,600 times, and a shared-library debug
/// process spent about half of its start in the dynamic loader (BENCHMARKS.md, "The test run").
let staticToolLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-stdlib", "-Xlinker", "--start-group", "-lFoundation", "-lFoundationEssentials",
            "-lFoundationInternationalization", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims",
            "-l_FoundationCollections", "-lswiftSynchronization", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime",
            "-lswift_RegexParser", "-lswift_StringProcessing", "-lswift_Concurrency", "-Xlinker", "--end-group",
        ],
        .when(platforms: [.linux]))
]

let package = Package(
    name: "ParallaxPresets",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "ParallaxEngine", targets: ["ParallaxEngine"]),
        .library(name: "PresetCatalog", targets: ["PresetCatalog"]),
        .library(name: "ParallaxUI", targets: ["ParallaxUI"]),
        .executable(name: "preset-manager", targets: ["preset-manager"]),
        // The benchmark bodies, for the nested Benchmarks package (a package of its own, so
        // apps never resolve the benchmark harness). Their public entry points reach the tooling
        // through `package` access; an app that does not name this product never compiles it.
        .library(name: "BenchmarkWorkloads", targets: ["BenchmarkWorkloads"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // Without its default traits: no swift-configuration (the studio reads its options from the
        // command line), no full-Foundation form coding (the studio speaks JSON only).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Named for the studio's own imports (Hummingbird depends on them already).
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // Pure math: timelines, easing, tracks, animators. No I/O, no Foundation needed: the
        // elementary functions (sin, pow, cbrt…) come from swift-numerics' RealModule, the same
        // on every platform.
        .target(
            name: "ParallaxEngine", dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: libraryTargetSettings),
        // The app's views: the UIKit and SwiftUI adapters (`apply(_:)`, `viewState(_:)`,
        // `ScrollEffects`, `.scrollEffect(_:target:)`) over a platform-neutral core (visibility,
        // geometry, bindings, reuse, reduced motion) that is tested on Linux. On the engine
        // alone, so it compiles against the iOS SDK (whose Swift standard library is 5.8's).
        .target(name: "ParallaxUI", dependencies: ["ParallaxEngine"], swiftSettings: libraryTargetSettings),
        // SQLite storage through GRDB: records, migrations, seed. Speaks the engine's value
        // vocabulary (axis, ranges, offsets, colour spaces…) but never evaluates anything.
        // migrations/ and seed/catalog.json are compiled in (PackageResources) through the
        // symlinks in Sources/PresetStore/Resources, so the library reads no file at run time.
        .target(
            name: "PresetStore",
            dependencies: [
                "ParallaxEngine", "SQLiteHardening", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                // The SQLite C API, to step the statements of the preset read (StatementRows).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            resources: [.embedInCode("Resources/migrations"), .embedInCode("Resources/catalog.json")],
            swiftSettings: libraryTargetSettings
        ),
        // A few lines of C: sqlite3_db_config() is variadic, which Swift cannot call.
        .target(
            name: "SQLiteHardening",
            linkerSettings: [.linkedLibrary("sqlite3")]
        ),
        // The app runtime: open a shipped catalog read-only, resolve presets into engine
        // animators (cached), the context, the errors. Nothing of the tooling.
        .target(
            name: "PresetCatalog",
            dependencies: ["ParallaxEngine", "PresetStore"],
            swiftSettings: libraryTargetSettings
        ),
        // Changing and checking catalogs: the writable catalog (CatalogEditor), the definition
        // format and its JSON Schema, validation, import/export of definitions, images, templates,
        // publishing, command input parsing, reports, and the text a tool prints (JSON, tables).
        // Used by preset-manager and the studio; not a product, so apps never compile it.
        .target(
            name: "CatalogEditing",
            dependencies: ["PresetCatalog", "PresetStore", "ParallaxEngine"],
            swiftSettings: libraryTargetSettings
        ),
        // Drawing presets: preview sweeps and the SVG/HTML/terminal renderers, the CSS export with
        // its page. On CatalogEditing (never the reverse); not a product.
        .target(
            name: "PresetRendering",
            dependencies: ["CatalogEditing", "PresetCatalog", "PresetStore", "ParallaxEngine"],
            // The preview page's JavaScript and CSS, real files compiled in (PageResources).
            resources: [.embedInCode("HTML/Resources")],
            swiftSettings: libraryTargetSettings
        ),
        // The studio: a local HTTP server (Hummingbird) over CatalogEditing's catalog rules, for
        // `preset-manager studio`. Not a product, so apps never compile it.
        .target(
            name: "PresetStudio",
            dependencies: [
                "CatalogEditing", "PresetRendering", "PresetCatalog", "PresetStore", "ParallaxEngine",
                .product(name: "Hummingbird", package: "hummingbird"),
                // The server's connection cap (MaximumAvailableConnections).
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                // The request parts the sign-in deadline reads (SignInDeadline).
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            // The studio's page, real files compiled in (StudioResources).
            resources: [.embedInCode("Resources")],
            swiftSettings: libraryTargetSettings
        ),
        // What the tool's two executables share at the edge: the exit code and the one-line
        // report of each failure (the libraries' errors carry kinds, never exit codes).
        .target(
            name: "CommandLineEdge",
            dependencies: [
                "CatalogEditing", "PresetCatalog", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: libraryTargetSettings
        ),
        // `preset-manager studio`: an executable of its own, which preset-manager hands `studio`
        // to, so the listing tool does not link the server (BENCHMARKS.md, "Studio"). `swift
        // build` builds both; `swift run preset-manager-studio` runs it directly.
        .executableTarget(
            name: "preset-manager-studio",
            dependencies: [
                "PresetStudio", "CatalogEditing", "PresetCatalog", "CommandLineEdge",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: staticToolLinkerSettings
        ),
        // The command-line tool. Parses arguments and prints; holds no business logic. It does
        // not depend on preset-manager-studio: SwiftPM links the libraries of an executable
        // dependency too, which would bring the server back into this binary.
        .executableTarget(
            name: "preset-manager",
            dependencies: [
                "CatalogEditing", "PresetRendering", "PresetCatalog", "CommandLineEdge",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: staticToolLinkerSettings
        ),
        // Benchmark bodies: run by the nested Benchmarks package (through the product above) and
        // once each by BenchmarkWorkloadsTests.
        .target(
            name: "BenchmarkWorkloads",
            dependencies: [
                "ParallaxEngine", "ParallaxUI", "PresetStore", "PresetCatalog", "CatalogEditing",
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The example app's screens (examples/ios): UIKit and SwiftUI on the engine and the views
        // only, so the iOS script compiles them; not a product.
        .target(
            name: "ExampleScreens", dependencies: ["ParallaxEngine", "ParallaxUI"], path: "examples/ios/Screens",
            swiftSettings: libraryTargetSettings),
        // The example app's catalog side: every animator its screens use, resolved from the
        // catalog it ships; run on Linux by ExampleCatalogTests. Not a product.
        .target(
            name: "ExampleCatalog", dependencies: ["ExampleScreens", "PresetCatalog", "ParallaxEngine"],
            path: "examples/ios/Catalog", swiftSettings: libraryTargetSettings),
        // What several test targets share, each written once: temporary folders and catalogs,
        // the runner of the built tool, the sqlite3 shell, the tampering SQL, a loopback TCP connection.
        .target(name: "TestSupport", dependencies: ["PresetStore"], path: "Tests/TestSupport"),
        .testTarget(
            name: "ParallaxEngineTests",
            dependencies: [
                "ParallaxEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ExampleCatalogTests", dependencies: ["ExampleCatalog", "ExampleScreens", "PresetCatalog", "ParallaxEngine", "TestSupport"]),
        // The app's views on Linux: the layer mapping and ScrollEffects' core against a fake host.
        .testTarget(name: "ParallaxUITests", dependencies: ["ParallaxUI", "ParallaxEngine"]),
        .testTarget(
            name: "PresetStoreTests",
            dependencies: ["PresetStore", "ParallaxEngine", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // The app runtime alone: the library, resolution and its cache, errors, the package's shape.
        .testTarget(
            name: "PresetCatalogTests",
            dependencies: ["PresetCatalog", "PresetStore", "ParallaxEngine", "TestSupport"]
        ),
        .testTarget(
            name: "CatalogEditingTests",
            dependencies: ["CatalogEditing", "PresetRendering", "PresetCatalog", "PresetStore", "ParallaxEngine", "ParallaxUI", "TestSupport"]
        ),
        // The renderers on their own: SVG plots, the HTML page, terminal charts.
        .testTarget(
            name: "RenderingTests",
            dependencies: ["CatalogEditing", "PresetRendering", "ParallaxEngine", "TestSupport"]
        ),
        // Loads rendered pages in headless Chromium (Debian: chromium, chromium-driver).
        .testTarget(
            name: "BrowserPreviewTests",
            dependencies: ["CatalogEditing", "PresetRendering", "ParallaxEngine", "TestSupport"]
        ),
        .testTarget(
            name: "BenchmarkWorkloadsTests",
            dependencies: ["BenchmarkWorkloads", "ParallaxEngine", "PresetCatalog", "PresetStore"]
        ),
        // The studio's API in-process (its responder called directly, InProcessStudio), and
        // through the built tool on a loopback port.
        .testTarget(
            name: "PresetStudioTests",
            dependencies: [
                "PresetStudio", "CatalogEditing", "PresetStore", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "PresetManagerTests",
            dependencies: ["CatalogEditing", "PresetCatalog", "CommandLineEdge", "TestSupport"]
        ),
        // Catalog delivery: publish, install, update over HTTP on 127.0.0.1, refusals, kills
        // inside an install (through install-interruption), readers during a switch.
        .testTarget(
            name: "CatalogDeliveryTests",
            dependencies: ["CatalogEditing", "PresetCatalog", "PresetStore", "ParallaxEngine", "TestSupport"]
        ),
        // A test-only program the kill tests run and kill at a chosen step of an install (it
        // hears the steps through LiveCatalog's package-level observer). Not a product.
        .executableTarget(
            name: "install-interruption",
            dependencies: ["PresetCatalog"],
            path: "Tests/InstallInterruption"
        ),
        // A test-only program the import-crash tests run: it imports a document as the tool's
        // `import` does and kills itself at a chosen moment of the write transaction (counted
        // through the store's package-level connection hook). Not a product.
        .executableTarget(
            name: "import-interruption",
            dependencies: [
                "CatalogEditing", "PresetStore", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Tests/ImportInterruption"
        ),
        // A test-only program that runs one LiveCatalog update in a process of its own, for the
        // tests that read its peak memory against a hostile server. Not a product.
        .executableTarget(
            name: "update-probe",
            dependencies: ["PresetCatalog"],
            path: "Tests/UpdateProbe"
        ),
        // Fuzzing, hostile files, disk full, and (through the built CLI) load, crashes, bad input.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "ParallaxEngine",
                "PresetStore",
                "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
