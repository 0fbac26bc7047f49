import Foundation
import TestSupport
import Testing

/// What an app links stays the runtime: the `PresetCatalog` target, followed through every
/// target it depends on in the manifest SwiftPM reads, reaches neither the tooling nor
/// ArgumentParser (docs/DESIGN.md, "Layers").
@Suite struct PackageShapeTests {
    @Test func theRuntimeReachesNeitherTheToolingNorArgumentParser() throws {
        let reached = try PackageManifest.dumped().transitiveDependencies(ofTarget: "PresetCatalog")
        #expect(reached.targets == ["ParallaxEngine", "PresetStore", "SQLiteHardening"])
        #expect(reached.targets.isDisjoint(with: ["CatalogEditing", "PresetRendering"]))
        #expect(!reached.products.contains("ArgumentParser"))
    }

    /// The engine, the other library an app links, depends on no target of the package and on
    /// one product only: swift-numerics' `RealModule` (the elementary functions on every
    /// platform without Foundation, in place of per-platform libm imports).
    @Test func theEngineDependsOnRealModuleAlone() throws {
        let reached = try PackageManifest.dumped().transitiveDependencies(ofTarget: "ParallaxEngine")
        #expect(reached.targets.isEmpty)
        #expect(reached.products == ["RealModule"])
    }

    /// The engine keeps math and its own errors: showing text on a terminal (`VisibleText`) and
    /// "did you mean" hints (`NameSuggestion`) are the tooling's, so none of the engine's
    /// sources declares or uses them, and the tooling's do.
    @Test func theEngineHoldsNoTerminalTextNorSuggestions() throws {
        let sources = { (module: String) throws -> String in
            let folder = repositoryRoot.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
            return try files.filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }
                .joined(separator: "\n")
        }
        let engine = try sources("ParallaxEngine")
        let tooling = try sources("CatalogEditing")
        for name in ["enum VisibleText", "enum NameSuggestion", "did you mean"] {
            #expect(!engine.contains(name), "\(name)")
            #expect(tooling.contains(name), "\(name)")
        }
    }

    /// The app's views depend on the engine alone (and its `RealModule`): what must compile
    /// against the iOS SDK, whose Swift standard library GRDB cannot build with, never reaches
    /// the store or the runtime.
    @Test func theViewsReachTheEngineAlone() throws {
        let reached = try PackageManifest.dumped().transitiveDependencies(ofTarget: "ParallaxUI")
        #expect(reached.targets == ["ParallaxEngine"])
        #expect(reached.products == ["RealModule"])
    }

    /// The runtime is platform-neutral: it holds no views (nor reaches them).
    @Test func theRuntimeDoesNotReachTheViews() throws {
        let reached = try PackageManifest.dumped().transitiveDependencies(ofTarget: "PresetCatalog")
        #expect(!reached.targets.contains("ParallaxUI"))
    }

    /// The package offers apps the engine, the runtime and the views, each one target, besides
    /// the tool and the benchmark bodies the nested Benchmarks package runs; the tooling and the
    /// store are no products, so nothing outside the package can import them.
    @Test func theProductsAreTheThreeLibrariesTheToolAndTheBenchmarkBodies() throws {
        let products = try PackageManifest.dumped().products
        #expect(
            products == [
                "ParallaxEngine": ["ParallaxEngine"], "PresetCatalog": ["PresetCatalog"], "ParallaxUI": ["ParallaxUI"],
                "preset-manager": ["preset-manager"], "BenchmarkWorkloads": ["BenchmarkWorkloads"],
            ])
    }

    /// The same walk does find both from the command-line tool, so the test above can fail.
    @Test func theToolReachesBoth() throws {
        let reached = try PackageManifest.dumped().transitiveDependencies(ofTarget: "preset-manager")
        #expect(reached.targets.isSuperset(of: ["CatalogEditing", "PresetRendering"]))
        #expect(reached.products.contains("ArgumentParser"))
    }

    /// And it finds the tooling from the benchmark bodies, which measure it.
    @Test func theBenchmarkBodiesReachTheTooling() throws {
        let reached = try PackageManifest.dumped().transitiveDependencies(ofTarget: "BenchmarkWorkloads")
        #expect(reached.targets.contains("CatalogEditing"))
        #expect(!reached.products.contains("ArgumentParser"))
    }

    /// The tooling is two layers (docs/DESIGN.md, "Layers"): `PresetRendering` (previews,
    /// SVG/HTML/terminal, the CSS export) stands on `CatalogEditing` (the editor, the format,
    /// validation, transfer), never the reverse, and no library an app links reaches either.
    @Test func renderingStandsOnEditingAndTheAppLibrariesReachNeither() throws {
        let manifest = try PackageManifest.dumped()
        #expect(manifest.directDependencies(ofTarget: "PresetRendering").targets.contains("CatalogEditing"))
        let editing = manifest.transitiveDependencies(ofTarget: "CatalogEditing")
        #expect(editing.targets == ["PresetCatalog", "PresetStore", "ParallaxEngine", "SQLiteHardening"])
        for library in ["ParallaxEngine", "PresetCatalog", "ParallaxUI"] {
            let reached = manifest.transitiveDependencies(ofTarget: library).targets
            #expect(reached.isDisjoint(with: ["CatalogEditing", "PresetRendering"]), "\(library): \(reached)")
        }
    }

    /// The package builds five programs: the tool (a product), the studio it hands `studio`
    /// to, and the test-only programs the install and import kill tests and the download-bound
    /// tests run; none of the last four is a product.
    @Test func theExecutablesAreTheToolTheStudioAndTheTestPrograms() throws {
        let manifest = try PackageManifest.dumped()
        #expect(
            manifest.executables == [
                "preset-manager", "preset-manager-studio", "install-interruption", "import-interruption", "update-probe",
            ])
        for program in ["preset-manager-studio", "install-interruption", "import-interruption", "update-probe"] {
            #expect(manifest.products[program] == nil, "\(program)")
        }
    }

    /// The shipping tool speaks to catalogs only through the tooling: it names neither the
    /// store nor SQLite's bindings itself (the import-crash tests' kill hook lives in the
    /// test-only `import-interruption`, which names them). Only the libraries reach GRDB.
    @Test func theToolNamesNeitherTheStoreNorGRDB() throws {
        let manifest = try PackageManifest.dumped()
        for tool in ["preset-manager", "preset-manager-studio"] {
            let direct = manifest.directDependencies(ofTarget: tool)
            #expect(direct.targets.isDisjoint(with: ["PresetStore", "SQLiteHardening"]), "\(tool): \(direct.targets)")
            #expect(direct.products.isDisjoint(with: ["GRDB", "GRDBSQLite"]), "\(tool): \(direct.products)")
        }
        let program = manifest.directDependencies(ofTarget: "import-interruption")
        #expect(program.products.contains("GRDB") && program.targets.contains("PresetStore"))
    }

    /// The studio's server (Hummingbird) is the studio executable's alone: no product (the
    /// libraries an app links, the `preset-manager` tool whose start every `presets list` pays
    /// for, the benchmark bodies) reaches the studio's target or a server package;
    /// `preset-manager-studio` does.
    @Test func onlyTheStudioExecutableReachesTheServer() throws {
        let manifest = try PackageManifest.dumped()
        let server: Set<String> = [
            "Hummingbird", "NIOEmbedded", "HTTPTypes", "NIOCore", "ServiceLifecycle", "UnixSignals", "Logging",
        ]
        let productTargets = Set(manifest.products.values.joined())
        #expect(productTargets == ["ParallaxEngine", "PresetCatalog", "ParallaxUI", "preset-manager", "BenchmarkWorkloads"])
        for target in productTargets {
            let reached = manifest.transitiveDependencies(ofTarget: target)
            #expect(!reached.targets.contains("PresetStudio"), "\(target)")
            #expect(!reached.targets.contains("preset-manager-studio"), "\(target)")
            #expect(reached.products.isDisjoint(with: server), "\(target): \(reached.products.intersection(server))")
        }
        let studio = manifest.transitiveDependencies(ofTarget: "preset-manager-studio")
        #expect(studio.targets.contains("PresetStudio"))
        #expect(studio.products.contains("Hummingbird"))
    }

    /// Exit codes are the executables' alone: both tools reach `CommandLineEdge` (where kinds
    /// become `sysexits.h` codes), and neither the libraries, the tooling nor the studio's
    /// server (which answers with HTTP statuses) does.
    @Test func onlyTheExecutablesReachTheExitCodes() throws {
        let manifest = try PackageManifest.dumped()
        for target in ["preset-manager", "preset-manager-studio"] {
            #expect(manifest.transitiveDependencies(ofTarget: target).targets.contains("CommandLineEdge"), "\(target)")
        }
        for target in [
            "ParallaxEngine", "PresetCatalog", "CatalogEditing", "PresetRendering", "PresetStudio", "BenchmarkWorkloads",
        ] {
            #expect(!manifest.transitiveDependencies(ofTarget: target).targets.contains("CommandLineEdge"), "\(target)")
        }
    }
}
