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
}
