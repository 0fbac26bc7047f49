/// The store's refusal of numbers and counts outside ``CatalogLimits`` (``DefinitionBounds``),
/// and of a preset's numbers in the wrong order (``PresetDefinition/orderProblems()``), before
/// anything is written: presets (its last line of defence for callers that bypass the
/// format's reader), images and menus, which no other layer checks, and menu items added one at
/// a time.
enum BoundRules {
    /// Throws ``PresetDatabaseError/invalidField(owner:field:problem:)`` for the first of
    /// `problems`, e.g. `menu 'x': rowHeight must be a number from 0.01 to 1000000 (is 5e-324)`.
    static func refuse(_ problems: [DefinitionProblem], owner: @autoclosure () -> String) throws {
        guard let first = problems.first else { return }
        throw PresetDatabaseError.invalidField(owner: owner(), field: first.path, problem: first.message)
    }

    /// Throws when a menu holding `count` items has no room for one more.
    static func refuseItem(inMenuOf count: Int, menu: String) throws {
        guard count >= CatalogLimits.maximumMenuItems else { return }
        throw PresetDatabaseError.invalidField(
            owner: "menu '\(menu)'", field: "items",
            problem: "has \(count) items; at most \(CatalogLimits.maximumMenuItems) are allowed")
    }
}
