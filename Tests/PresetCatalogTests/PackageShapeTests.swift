import Testing

/// What an app links stays the runtime: the `PresetCatalog` target, followed through every
/// target it depends on in the manifest SwiftPM reads, reaches neither the tooling nor
/// ArgumentParser (docs/DESIGN.md, "Layers").
@Suite struct PackageShapeTests {
    @Test func theRuntimeReachesNeitherTheToolingNorArgumentParser() throws {
        let reached = try PackageManifest.dumped().transitiveDependencies(ofTarget: "PresetCatalog")
        #expect(reached.targets == ["ParallaxEngine", "PresetStore", "SQLiteHardening"])
        #expect(!reached.targets.contains("CatalogTooling"))
        #expect(!reached.products.contains("ArgumentParser"))
    }

    /// The same walk does find both from the command-line tool, so the test above can fail.
    @Test func theToolReachesBoth() throws {
        let reached = try PackageManifest.dumped().transitiveDependencies(ofTarget: "preset-manager")
        #expect(reached.targets.contains("CatalogTooling"))
        #expect(reached.products.contains("ArgumentParser"))
    }

    /// The studio's server (Hummingbird) is the tool's alone: neither library product an app
    /// links reaches the studio's target or any server package, and the tool does.
    @Test func noLibraryProductReachesTheStudioOrItsServer() throws {
        let manifest = try PackageManifest.dumped()
        let server: Set<String> = [
            "Hummingbird", "HummingbirdTesting", "HTTPTypes", "NIOCore", "ServiceLifecycle", "UnixSignals", "Logging",
        ]
        for product in ["PresetCatalog", "ParallaxEngine"] {
            let reached = manifest.transitiveDependencies(ofTarget: product)
            #expect(!reached.targets.contains("PresetStudio"), "\(product)")
            #expect(reached.products.isDisjoint(with: server), "\(product): \(reached.products.intersection(server))")
        }
        let tool = manifest.transitiveDependencies(ofTarget: "preset-manager")
        #expect(tool.targets.contains("PresetStudio"))
        #expect(tool.products.contains("Hummingbird"))
    }
}
