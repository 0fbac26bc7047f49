import CatalogEditing
import PresetCatalog
import Testing

@Suite struct CatalogLocationTests {
    let fullEnvironment = [
        "PRESET_CATALOG": "/env/catalog.sqlite",
        "XDG_DATA_HOME": "/xdg",
        "HOME": "/home/ada",
    ]

    @Test func optionWinsOverEverything() throws {
        let location = try CatalogLocation.resolve(option: "my.sqlite", environment: fullEnvironment)
        #expect(location == CatalogLocation(path: "my.sqlite", source: .option))
    }

    @Test func environmentVariableComesSecond() throws {
        let location = try CatalogLocation.resolve(option: nil, environment: fullEnvironment)
        #expect(location == CatalogLocation(path: "/env/catalog.sqlite", source: .environment))
    }

    @Test func xdgDataHomeComesThird() throws {
        var environment = fullEnvironment
        environment["PRESET_CATALOG"] = ""
        let location = try CatalogLocation.resolve(option: "", environment: environment)
        #expect(location == CatalogLocation(path: "/xdg/parallax-presets/catalog.sqlite", source: .userDefault))
    }

    @Test func homeLocalShareIsTheFallback() throws {
        let location = try CatalogLocation.resolve(option: nil, environment: ["HOME": "/home/ada/"])
        #expect(location.path == "/home/ada/.local/share/parallax-presets/catalog.sqlite")
        #expect(location.source == .userDefault)
    }

    /// XDG Base Directory specification: "If an implementation encounters a relative path in any
    /// of these variables it should consider the path invalid and ignore it."
    @Test func relativeXDGDataHomeIsIgnored() throws {
        let location = try CatalogLocation.resolve(option: nil, environment: ["XDG_DATA_HOME": "data", "HOME": "/h"])
        #expect(location.path == "/h/.local/share/parallax-presets/catalog.sqlite")
    }

    @Test func nothingToGoOnIsAnError() {
        #expect(throws: CatalogError.self) {
            try CatalogLocation.resolve(option: nil, environment: [:])
        }
        do {
            _ = try CatalogLocation.resolve(option: nil, environment: [:])
        } catch let error as CatalogError {
            #expect(error.kind == .cannotCreate)
            #expect(error.message.contains("HOME"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
