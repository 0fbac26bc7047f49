import ParallaxEngine
import PresetStore
import TestSupport
import Testing

@testable import PresetCatalog

/// A menu's snapping as an app reads it. Rows 100, 100, 150, 100, 100 tall (the third has its
/// own height) in a viewport 200 tall: tops 0, 100, 200, 350, 450, scrollable over 0…350.
/// Snap positions worked out by hand: centre `top + height/2 − 100`, clamped: 0, 50, 175, 300,
/// 350; start: 0, 100, 200, 350, 350.
@Suite struct CatalogMenuSnapTests {
    static func menu(snap: MenuSnap?) throws -> CatalogMenu {
        let file = try TemporaryCatalog()
        let store = try PresetDatabase.openWritable(at: file.path)
        let heights: [Double?] = [nil, nil, 150, nil, nil]
        _ = try store.createMenu(
            MenuDefinition(
                name: "snapping", title: "Snapping", rowHeight: 100,
                items: heights.enumerated().map { index, height in
                    MenuItemDefinition(title: "Row \(index)", image: "radar", preset: "fade-up", rowHeight: height)
                }, snap: snap))
        try store.close()
        return try PresetLibrary(contentsOf: file.path).menu(named: "snapping")
    }

    static let viewport = ScrollMetrics.Size(width: 390, height: 200)

    @Test func aCentredMenuSettlesOnRowCentres() throws {
        let menu = try Self.menu(snap: MenuSnap(align: .center))
        #expect(menu.snap == ScrollSnap(align: .center, stop: .normal))
        #expect(menu.snapOffset(proposed: 140, velocity: 0, viewport: Self.viewport) == 175)
        #expect(menu.snapOffset(proposed: 60, velocity: 0, viewport: Self.viewport) == 50)
        #expect(menu.snapOffset(proposed: 330, velocity: 0, viewport: Self.viewport) == 350)
        #expect(menu.snapOffset(proposed: -80, velocity: 0, viewport: Self.viewport) == 0)
        // A fling down from 50 that would stop at 290: 300, or 175 when it may not pass a row.
        #expect(menu.snapOffset(proposed: 290, velocity: 800, viewport: Self.viewport, from: 50) == 300)
    }

    @Test func stopAlwaysStopsAtTheNextRow() throws {
        let menu = try Self.menu(snap: MenuSnap(align: .start, stop: .always))
        #expect(menu.snapOffset(proposed: 330, velocity: 1000, viewport: Self.viewport, from: 90) == 100)
        // Without the start: a 1,000 pt/s fling glides 499 pt under UIKit's normal
        // deceleration, so a proposed 590 started at 91.
        #expect(menu.snapOffset(proposed: 590, velocity: 1000, viewport: Self.viewport) == 100)
        #expect(menu.snapOffset(proposed: 140, velocity: 0, viewport: Self.viewport) == 100)
    }

    /// A menu without snapping leaves an offset in range as it is and clamps one outside.
    @Test func withoutSnapTheOffsetStays() throws {
        let menu = try Self.menu(snap: nil)
        #expect(menu.snap == nil)
        #expect(menu.snapOffset(proposed: 137.5, velocity: 900, viewport: Self.viewport) == 137.5)
        #expect(menu.snapOffset(proposed: 900, velocity: 0, viewport: Self.viewport) == 350)
        #expect(menu.snapOffset(proposed: -20, velocity: 0, viewport: Self.viewport) == 0)
    }
}
