import CatalogEditing
import Foundation
import PresetCatalog
import Testing

/// `menus update` and `items update` (and `items add --row-height`): what they change, and that
/// they refuse, changing nothing, what `items add` refuses. The seed's menu has 10 rows of 100 pt,
/// each showing a 750 × 400 px image at 2× (200 pt tall) with the cell-background preset, so a
/// row may be at most 100 pt high (2 × 100 = 200).
@Suite struct MenuAndItemEditingTests {
    @Test func menusUpdateChangesTitleRowHeightAndName() throws {
        let workspace = try Workspace()
        let title = try workspace.runOnCatalog(["menus", "update", "aeris-map-layers", "--title", "Weather maps"])
        #expect(title.standardOutput == "updated menu 'aeris-map-layers'\n")
        let lower = try workspace.runOnCatalog(["menus", "update", "aeris-map-layers", "--row-height", "90", "--name", "maps"])
        #expect(lower.standardOutput == "updated menu 'maps'\n")
        let menu = try workspace.openCatalog().menu(named: "maps").definition
        #expect(menu.title == "Weather maps" && menu.rowHeight == 90 && menu.items.count == 10)
        let same = try workspace.runOnCatalog(["menus", "update", "maps", "--title", "Weather maps"])
        #expect(same.standardOutput == "menu 'maps' unchanged\n")
    }

    @Test func menusUpdateRefusesARowHeightItsImagesCannotFill() throws {
        let workspace = try Workspace()
        let before = try workspace.contentHash()
        try workspace.expectFailure(
            ["menus", "update", "aeris-map-layers", "--row-height", "120"], exitCode: 65,
            message: "menu 'aeris-map-layers' item 0 ('Radar'): image 'radar' is 200 pt tall; "
                + "cell-background preset 'aeris-cell-background' needs at least 240 pt (2 × the 120 pt row)")
        try workspace.expectFailure(
            ["menus", "update", "aeris-map-layers", "--row-height", "-5"], exitCode: 64,
            message: "'--row-height <points>': must be a number from 0.01 to 1000000 (is -5)")
        try workspace.expectFailure(["menus", "update", "aeris-map-layers"], exitCode: 64, message: "give at least one of")
        try workspace.expectFailure(["menus", "update", "aeris-map-layers", "--title", " "], exitCode: 65, message: "title")
        #expect(try workspace.contentHash() == before)
    }

    @Test func itemsUpdateChangesEachField() throws {
        let workspace = try Workspace()
        let titled = try workspace.runOnCatalog(["items", "update", "aeris-map-layers", "0", "--title", "Radar loop", "--subtitle", ""])
        #expect(titled.standardOutput == "updated item 0 of menu 'aeris-map-layers'\n")
        #expect(
            try workspace.runOnCatalog(["items", "update", "aeris-map-layers", "1", "--image", "clouds", "--row-height", "80"]).exitCode
                == 0)
        #expect(try workspace.runOnCatalog(["items", "update", "aeris-map-layers", "2", "--preset", "fade-up"]).exitCode == 0)
        var items = try workspace.openCatalog().menu(named: "aeris-map-layers").definition.items
        #expect(items[0].title == "Radar loop" && items[0].subtitle == nil)
        #expect(items[1].image == "clouds" && items[1].rowHeight == 80)
        #expect(items[2].preset == "fade-up")
        let show = try workspace.runOnCatalog(["menus", "show", "aeris-map-layers", "--format", "csv"]).standardOutput
        #expect(show.contains("\r\n1,Satellite,Infrared cloud imagery,clouds,aeris-cell-background,80\r\n"))
        #expect(show.contains("\r\n3,Wind Speeds,Sustained winds and gusts,wind,aeris-cell-background,\r\n"))

        let back = try workspace.runOnCatalog(["items", "update", "aeris-map-layers", "1", "--row-height", "menu"])
        #expect(back.exitCode == 0)
        items = try workspace.openCatalog().menu(named: "aeris-map-layers").definition.items
        #expect(items[1].rowHeight == nil)
        let same = try workspace.runOnCatalog(["items", "update", "aeris-map-layers", "1", "--image", "clouds"])
        #expect(same.standardOutput == "item 1 of menu 'aeris-map-layers' unchanged\n")
    }

    @Test func itemsUpdateRefusesWhatItemsAddRefuses() throws {
        let workspace = try Workspace()
        let before = try workspace.contentHash()
        try workspace.expectFailure(
            ["items", "update", "aeris-map-layers", "0", "--row-height", "150"], exitCode: 65,
            message: "menu 'aeris-map-layers' item 0 ('Radar'): image 'radar' is 200 pt tall; "
                + "cell-background preset 'aeris-cell-background' needs at least 300 pt (2 × the 150 pt row)")
        // header-sky is 750 × 360 px at 2×: 180 pt, short of the 200 pt a 100 pt row needs.
        try workspace.expectFailure(
            ["items", "update", "aeris-map-layers", "0", "--image", "header-sky"], exitCode: 65,
            message: "image 'header-sky' is 180 pt tall")
        try workspace.expectFailure(
            ["items", "update", "aeris-map-layers", "0", "--preset", "fade-upp"], exitCode: 66,
            message: "preset 'fade-upp' not found (did you mean 'fade-up'?)")
        try workspace.expectFailure(
            ["items", "update", "aeris-map-layers", "10", "--title", "X"], exitCode: 65, message: "position 10 is outside 0...9")
        try workspace.expectFailure(["items", "update", "aeris-map-layers", "0"], exitCode: 64, message: "give at least one of")
        try workspace.expectFailure(
            ["items", "update", "aeris-map-layers", "0", "--row-height", "tall"], exitCode: 64,
            message: "expected a height in points or \"menu\", got 'tall'")
        #expect(try workspace.contentHash() == before)
    }

    /// A 400 px image at 3× is 133.33… pt tall; the message rounds lengths to 2 decimals.
    @Test func lengthsInMessagesHaveNoFloatNoise() throws {
        let workspace = try Workspace()
        #expect(
            try workspace.runOnCatalog(["images", "add", "third", "--uri", "x.png", "--width", "600", "--height", "400", "--scale", "3"])
                .exitCode == 0)
        try workspace.expectFailure(
            ["items", "add", "aeris-map-layers", "--title", "T", "--image", "third", "--preset", "aeris-cell-background"],
            exitCode: 65,
            message: "image 'third' is 133.33 pt tall; cell-background preset 'aeris-cell-background' needs at least 200 pt")
    }

    @Test func itemsAddTakesItsOwnRowHeight() throws {
        let workspace = try Workspace()
        let added = try workspace.runOnCatalog([
            "items", "add", "aeris-map-layers", "--title", "Low", "--image", "radar", "--preset", "aeris-cell-background",
            "--row-height", "60", "--position", "0",
        ])
        #expect(added.standardOutput == "added 'Low' to menu 'aeris-map-layers' at position 0\n")
        #expect(try workspace.openCatalog().menu(named: "aeris-map-layers").definition.items[0].rowHeight == 60)
        try workspace.expectFailure(
            [
                "items", "add", "aeris-map-layers", "--title", "High", "--image", "radar", "--preset", "aeris-cell-background",
                "--row-height", "101",
            ], exitCode: 65, message: "needs at least 202 pt (2 × the 101 pt row)")
    }

    @Test func aNegativePositionIsAPositionError() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["items", "move", "aeris-map-layers", "-1", "0"], exitCode: 65,
            message: "menu 'aeris-map-layers': position -1 is outside 0...9")
        try workspace.expectFailure(
            ["items", "remove", "aeris-map-layers", "-3"], exitCode: 65, message: "menu 'aeris-map-layers': position -3 is outside 0...9")
        try workspace.expectFailure(
            ["items", "move", "aeris-map-layers", "1"], exitCode: 64, message: "Missing expected argument '<to>'")
        try workspace.expectFailure(
            ["items", "move", "aeris-map-layers", "1", "2", "--titel", "x"], exitCode: 64, message: "Unknown option '--titel'")
    }
}
