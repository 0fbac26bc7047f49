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

    /// The studio's server (Hummingbird) is the studio executable's alone: neither library
    /// product an app links, nor the `preset-manager` tool (whose start every `presets list`
    /// pays for), reaches the studio's target or a server package; `preset-manager-studio` does.
    @Test func onlyTheStudioExecutableReachesTheServer() throws {
        let manifest = try PackageManifest.dumped()
        let server: Set<String> = [
            "Hummingbird", "HummingbirdTesting", "HTTPTypes", "NIOCore", "ServiceLifecycle", "UnixSignals", "Logging",
        ]
        for target in ["PresetCatalog", "ParallaxEngine", "preset-manager"] {
            let reached = manifest.transitiveDependencies(ofTarget: target)
            #expect(!reached.targets.contains("PresetStudio"), "\(target)")
            #expect(!reached.targets.contains("preset-manager-studio"), "\(target)")
            #expect(reached.products.isDisjoint(with: server), "\(target): \(reached.products.intersection(server))")
        }
        let studio = manifest.transitiveDependencies(ofTarget: "preset-manager-studio")
        #expect(studio.targets.contains("PresetStudio"))
        #expect(studio.products.contains("Hummingbird"))
    }
}
