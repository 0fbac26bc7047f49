import Foundation
import HTTPTypes
import PresetStudio
import Testing

/// `/api/catalog`, `/api/easing`, `/api/menus`, `/api/images`, `/api/schema`, `/api/templates`
/// and unknown routes, in-process.
@Suite struct CatalogAndEasingRouteTests {
    @Test func theCatalogSaysItsNameAndWhetherItIsReadOnly() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let catalog = try #require(try await client.json(.get, "/api/catalog") as? [String: Any])
            #expect(catalog["name"] as? String == "catalog")
            #expect(catalog["file"] as? String == "catalog.sqlite")
            #expect(catalog["path"] as? String == fixture.path)
            #expect(catalog["readOnly"] as? Bool == false)
            #expect(catalog["maximumBodyBytes"] as? Int == 1_048_576)
            #expect(catalog["schemaVersion"] as? Int == Int(try fixture.query("SELECT max(number) FROM catalog_migrations")))
        }
    }

    @Test func easingSamplesFollowThePublishedEquations() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let samples = try #require(try await client.json(.get, "/api/easing?curve=outCubic&samples=5") as? [[String: Double]])
            #expect(samples.map { $0["t"] } == [0, 0.25, 0.5, 0.75, 1])
            for sample in samples {
                let t = try #require(sample["t"])
                // easings.net: easeOutCubic(x) = 1 − (1 − x)³
                #expect(abs(try #require(sample["value"]) - (1 - pow(1 - t, 3))) < 1e-9)
            }
            let linear = try #require(try await client.json(.get, "/api/easing?curve=linear") as? [[String: Double]])
            #expect(linear.count == 101)
            #expect(linear.allSatisfy { abs(($0["value"] ?? -1) - ($0["t"] ?? -2)) < 1e-12 })
            let steps = try #require(
                try await client.json(.get, "/api/easing?curve=steps(4,%20jump-end)&samples=3") as? [[String: Double]])
            #expect(steps.map { $0["value"] } == [0, 0.5, 1])
            for (query, path) in [
                ("curve=outCubik", "curve"), ("", "curve"), ("curve=linear&samples=1", "samples"), ("curve=linear&samples=x", "samples"),
                ("curve=linear&samples=10002", "samples"),
            ] {
                let response = try await client.send(.get, "/api/easing?\(query)")
                #expect(response.status == .badRequest, "\(query)")
                #expect(response.error?.path == path, "\(query)")
            }
            let curves = try #require(try await client.json(.get, "/api/easing/curves") as? [[String: Any]])
            let names = curves.compactMap { $0["curve"] as? String }
            for name in ["linear", "outCubic", "inOutBack(overshoot)", "smoothStep", "cubic-bezier(x1, y1, x2, y2)"] {
                #expect(names.contains(name), "\(name)")
            }
        }
    }

    @Test func menusAndImagesAreTheirCLIListingsAndEntries() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let menus = try #require(try await client.json(.get, "/api/menus") as? [[String: Any]])
            #expect(menus.map { $0["name"] as? String } == ["aeris-map-layers"])
            #expect(menus.first?["itemCount"] as? Int == Int(try fixture.query("SELECT count(*) FROM menu_items")))
            let menu = try #require(try await client.json(.get, "/api/menus/aeris-map-layers") as? [String: Any])
            #expect((menu["items"] as? [Any])?.count == 10)
            #expect(try await client.send(.get, "/api/menus/nope").status == .notFound)
            let images = try #require(try await client.json(.get, "/api/images?prefix=header&limit=2") as? [[String: Any]])
            #expect(images.map { $0["name"] as? String } == ["header-foreground", "header-hills"])
            let image = try #require(try await client.json(.get, "/api/images/radar") as? [String: Any])
            #expect((image["image"] as? [String: Any])?["uri"] as? String == "images/radar.jpg")
            #expect((image["usedBy"] as? [Any])?.count == 1)
            #expect(try await client.send(.get, "/api/images/nope").status == .notFound)
        }
    }

    @Test func unknownRoutesAndMethodsAre404InJSON() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            for (method, uri) in [
                (HTTPRequest.Method.get, "/api/nothing"), (.patch, "/api/presets/fade-up"), (.get, "/static/../catalog.sqlite"),
            ] {
                let response = try await client.send(method, uri, headers: [.origin: StudioFixture.origin])
                #expect(response.status == .notFound, "\(method) \(uri)")
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(response.error != nil)
            }
            let any = try await client.send(.get, "/api/presets")
            #expect(any.headers[.xContentTypeOptions] == "nosniff")
            #expect(any.headers[.cacheControl] == "no-store")
        }
    }
}
