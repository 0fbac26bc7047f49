import GRDB
import ParallaxEngine

/// The rule between a menu item's image and its preset: a cell-background image scrolls through
/// `imageHeight − rowHeight` points of travel, and docs/DESIGN.md's guideline is an image at least
/// twice the row height (a 100 pt row wants an image of at least 200 pt). The row height is the
/// item's own, else its menu's.
///
/// The store checks it inside the transaction of every write that can break it (adding or
/// replacing items, updating an image or a preset, importing), so no other process can change
/// the image or the preset between the check and the write.
package enum MenuItemRule {
    /// The smallest image height, as a multiple of the row height, a cell-background row accepts.
    package static let minimumImageToRowRatio = 2.0

    /// One menu item that breaks the rule.
    package struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// The menu's name.
        package let menuName: String
        /// The item's position in the menu (0 first).
        package let position: Int
        /// The item's title.
        package let title: String
        /// What is wrong, naming the image and the preset: `image 'radar' is 150 pt tall;
        /// cell-background preset 'aeris-cell-background' needs at least 200 pt (2 × the 100 pt row)`.
        package let problem: String

        /// `menu 'm' item 3 ('Radar'): ` and the problem, on one line.
        package var description: String {
            "menu '\(messageText(menuName))' item \(position) ('\(messageText(title))'): \(messageText(problem, limit: 300))"
        }
    }

    /// Which items a check looks at: those a write may have changed.
    enum Scope {
        /// Every item of the catalog.
        case all
        /// The items of one menu.
        case menu(id: Int64)
        /// One item.
        case item(menuID: Int64, position: Int)
        /// The items showing one image.
        case image(id: Int64)
        /// The items using one preset.
        case preset(id: Int64)

        var condition: (sql: String, arguments: StatementArguments) {
            switch self {
            case .all: ("", [])
            case .menu(let id): ("AND menu_items.menu_id = ?", [id])
            case .item(let menuID, let position): ("AND menu_items.menu_id = ? AND menu_items.position = ?", [menuID, position])
            case .image(let id): ("AND menu_items.image_id = ?", [id])
            case .preset(let id): ("AND menu_items.preset_id = ?", [id])
            }
        }
    }

    /// The items in `scope` that break the rule, by menu name and position.
    static func violations(in scope: Scope, in db: Database) throws -> [Violation] {
        let condition = scope.condition
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT menus.name AS menu, menu_items.position, menu_items.title, images.name AS image,
                    images.pixel_height, images.scale, presets.name AS preset,
                    coalesce(menu_items.row_height, menus.row_height) AS row_height
                FROM menu_items
                JOIN menus ON menus.id = menu_items.menu_id
                JOIN images ON images.id = menu_items.image_id
                JOIN presets ON presets.id = menu_items.preset_id
                WHERE presets.kind = ? \(condition.sql)
                ORDER BY menus.name, menu_items.position
                """, arguments: [PresetKind.cellBackground.rawValue] + condition.arguments)
        return rows.compactMap { row in
            let pixelHeight: Int = row["pixel_height"]
            let scale: Double = row["scale"]
            let rowHeight: Double = row["row_height"]
            let imageHeight = Double(pixelHeight) / scale
            let needed = minimumImageToRowRatio * rowHeight
            guard imageHeight < needed else { return nil }
            let image: String = row["image"]
            let preset: String = row["preset"]
            return Violation(
                menuName: row["menu"], position: row["position"], title: row["title"],
                problem: "image '\(image)' is \(points(imageHeight)) pt tall; cell-background preset '\(preset)' needs at least "
                    + "\(points(needed)) pt (2 × the \(points(rowHeight)) pt row)")
        }
    }

    /// Throws the first violation in `scope` as ``PresetDatabaseError/menuItemRuleBroken(_:)``.
    static func require(in scope: Scope, in db: Database) throws {
        if let first = try violations(in: scope, in: db).first {
            throw PresetDatabaseError.menuItemRuleBroken(first)
        }
    }

    /// A length as messages print it: 2 decimals at most (`150`, `133.33`), enough to tell two
    /// lengths apart.
    private static func points(_ value: Double) -> String {
        DecimalText.text(value, decimals: 2)
    }
}

extension PresetDatabase {
    /// Every menu item of the catalog that breaks ``MenuItemRule``, by menu name and position.
    package func menuItemRuleViolations() throws -> [MenuItemRule.Violation] {
        try read { db in try MenuItemRule.violations(in: .all, in: db) }
    }
}
