import CatalogEditing
import Foundation
import Testing

@Suite struct MenuCommandTests {
    @Test func listAndShowInEveryFormat() throws {
        let workspace = try Workspace()
        let list = try workspace.runOnCatalog(["menus", "list"])
        #expect(list.standardOutput.hasPrefix("name              title       rowHeight  items\naeris-map-layers  Map Layers        100"))
        let listCSV = try workspace.runOnCatalog(["menus", "list", "--format", "csv"])
        #expect(listCSV.standardOutput.hasPrefix("name,title,rowHeight,items\r\naeris-map-layers,Map Layers,100,"))
        let listJSON = try workspace.runOnCatalog(["menus", "list", "--format", "json"])
        #expect(listJSON.standardOutput.contains("\"rowHeight\": 100"))

        let show = try workspace.runOnCatalog(["menus", "show", "aeris-map-layers"])
        #expect(
            show.standardOutput.hasPrefix(
                "name:       aeris-map-layers\ntitle:      Map Layers\nrow height: 100\nitems:      10\n\nposition  title"))
        let showCSV = try workspace.runOnCatalog(["menus", "show", "aeris-map-layers", "--format", "csv"])
        #expect(
            showCSV.standardOutput.hasPrefix(
                "position,title,subtitle,image,preset,row height\r\n0,Radar,Precipitation intensity from Doppler radar,radar,aeris-cell-background,\r\n"
            ))
        let showJSON = try workspace.runOnCatalog(["menus", "show", "aeris-map-layers", "--format", "json"])
        guard case .object(let menu) = try JSONValue(parsing: showJSON.standardOutput, source: "stdout"),
            case .array(let items)? = menu["items"]
        else {
            Issue.record("menu JSON without items")
            return
        }
        #expect(menu["name"] == .string("aeris-map-layers"))
        #expect(items.count >= 8)
    }

    @Test func createAddMoveRemoveDelete() throws {
        let workspace = try Workspace()
        #expect(
            try workspace.runOnCatalog(["menus", "create", "weather", "--title", "Weather", "--row-height", "80"]).standardOutput
                == "created menu 'weather'\n")
        let first = try workspace.runOnCatalog([
            "items", "add", "weather", "--title", "Radar", "--image", "radar", "--preset", "aeris-cell-background",
        ])
        #expect(first.standardOutput == "added 'Radar' to menu 'weather' at position 0\n")
        let second = try workspace.runOnCatalog([
            "items", "add", "weather", "--title", "Wind", "--subtitle", "10 m", "--image", "wind", "--preset", "fade-up", "--position", "0",
        ])
        #expect(second.standardOutput == "added 'Wind' to menu 'weather' at position 0\n")
        #expect(try workspace.openCatalog().menu(named: "weather").definition.items.map(\.title) == ["Wind", "Radar"])

        #expect(
            try workspace.runOnCatalog(["items", "move", "weather", "0", "1"]).standardOutput
                == "moved item 0 of menu 'weather' to position 1\n")
        #expect(try workspace.openCatalog().menu(named: "weather").definition.items.map(\.title) == ["Radar", "Wind"])

        #expect(try workspace.runOnCatalog(["items", "remove", "weather", "0"]).standardOutput == "removed item 0 from menu 'weather'\n")
        #expect(try workspace.openCatalog().menu(named: "weather").definition.items.map(\.title) == ["Wind"])

        #expect(try workspace.runOnCatalog(["menus", "delete", "weather"]).standardOutput == "deleted menu 'weather'\n")
        #expect(try workspace.openCatalog().menus(prefix: "weather").isEmpty)
    }

    /// A 150 pt row needs a cell-background image of at least 300 pt; radar is 200 pt.
    @Test func itemWithTooShortAnImageIsRefused() throws {
        let workspace = try Workspace()
        #expect(try workspace.runOnCatalog(["menus", "create", "big", "--title", "Big", "--row-height", "150"]).exitCode == 0)
        try workspace.expectFailure(
            ["items", "add", "big", "--title", "Radar", "--image", "radar", "--preset", "aeris-cell-background"], exitCode: 65,
            message:
                "menu 'big' item 0 ('Radar'): image 'radar' is 200 pt tall; cell-background preset 'aeris-cell-background' needs at least 300 pt (2 × the 150 pt row)"
        )
    }

    @Test func itemErrors() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["items", "move", "aeris-map-layers", "0", "42"], exitCode: 65, message: "position 42")
        try workspace.expectFailure(["items", "remove", "nope", "0"], exitCode: 66, message: "menu 'nope' not found")
        try workspace.expectFailure(
            ["items", "add", "aeris-map-layers", "--title", "X", "--image", "nope", "--preset", "fade-up"], exitCode: 66,
            message: "image 'nope' not found")
        try workspace.expectFailure(["items", "remove", "aeris-map-layers", "x"], exitCode: 64, message: "<position>")
    }

    @Test func menuErrors() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["menus", "create", "aeris-map-layers", "--title", "Again", "--row-height", "100"], exitCode: 65, message: "already exists")
        try workspace.expectFailure(
            ["menus", "create", "flat", "--title", "Flat", "--row-height", "0"], exitCode: 64,
            message: "'--row-height <points>': must be a number from 0.01 to 1000000 (is 0)")
        try workspace.expectFailure(["menus", "create", "Bad Name", "--title", "T", "--row-height", "10"], exitCode: 65, message: "name")
        try workspace.expectFailure(["menus", "show", "nope"], exitCode: 66, message: "menu 'nope' not found")
        try workspace.expectFailure(["menus", "delete", "nope"], exitCode: 66, message: "menu 'nope' not found")
    }
}
