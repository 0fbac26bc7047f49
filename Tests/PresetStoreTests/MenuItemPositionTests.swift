import Testing

@testable import PresetStore

/// Item positions after any sequence of inserts, moves and removals are those of a plain array
/// doing the same: 0 to count − 1, in the array's order, and no step fails on a repeated
/// position (`items move … 9 0` then `items add … --position 0` once hit the UNIQUE index).
@Suite struct MenuItemPositionTests {
    /// The positions the store keeps, read raw: they must be exactly 0 … count − 1.
    private func positions(_ store: PresetDatabase) throws -> [Int] {
        try store.read { db in try Int.fetchAll(db, sql: "SELECT position FROM menu_items ORDER BY position") }
    }

    @Test func insertingAtTheTopAfterMovingTheLastRowToTheTop() throws {
        let store = try storeWithMenu(items: 10)
        var model = (0..<10).map { "Row \($0)" }
        try store.moveMenuItem(inMenu: "layers", from: 9, to: 0)
        model.insert(model.remove(at: 9), at: 0)
        try store.addMenuItem(MenuItemDefinition(title: "New", image: "radar", preset: "sample"), toMenu: "layers", at: 0)
        model.insert("New", at: 0)
        #expect(try menuTitles(store) == model)
        #expect(try positions(store) == Array(0..<11))
    }

    @Test func anySequenceOfEditsKeepsThePositionsOfAnArray() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let count = Int.random(in: 1...12, using: &generator)
            let store = try storeWithMenu(items: count)
            var model = (0..<count).map { "Row \($0)" }
            for step in 0..<40 {
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where !model.isEmpty:
                    let from = Int.random(in: 0..<model.count, using: &generator)
                    let to = Int.random(in: 0..<model.count, using: &generator)
                    try store.moveMenuItem(inMenu: "layers", from: from, to: to)
                    model.insert(model.remove(at: from), at: to)
                case 1 where model.count > 1:
                    let position = Int.random(in: 0..<model.count, using: &generator)
                    try store.removeMenuItem(fromMenu: "layers", at: position)
                    model.remove(at: position)
                default:
                    let position = Int.random(in: 0...model.count, using: &generator)
                    let title = "Added \(step)"
                    try store.addMenuItem(
                        MenuItemDefinition(title: title, image: "radar", preset: "sample"), toMenu: "layers", at: position)
                    model.insert(title, at: position)
                }
                #expect(try menuTitles(store) == model)
                #expect(try positions(store) == Array(0..<model.count))
            }
        }
    }

    @Test func aMenuAtItsItemLimitTakesNoMoreItems() throws {
        let store = try storeWithMenu(items: CatalogLimits.maximumMenuItems)
        let before = try contentDump(of: store)
        #expect(throws: PresetDatabaseError.self) {
            try store.addMenuItem(MenuItemDefinition(title: "One more", image: "radar", preset: "sample"), toMenu: "layers")
        }
        #expect(try contentDump(of: store) == before)
    }
}
