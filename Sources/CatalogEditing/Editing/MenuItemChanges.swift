import ParallaxEngine
import PresetCatalog
import PresetStore

/// What `items update` changes in a menu item; nil leaves a field as it is.
package struct MenuItemChanges: Equatable, Sendable {
    /// The row's height: its own, or the menu's.
    package enum RowHeight: Equatable, Sendable {
        /// Follow the menu's row height.
        case menu
        /// This height in points (``NumberBound/size``).
        case points(Double)

        /// Reads `--row-height`: a number of points inside ``NumberBound/size``, or `menu`.
        /// - Throws: ``CatalogError/Kind/invalidArgument`` for anything else.
        package init(parsing text: String) throws {
            if text == "menu" {
                self = .menu
                return
            }
            let height: Double
            do {
                height = try DecimalNumber(parsing: Substring(text)).value
            } catch {
                throw CatalogError(.invalidArgument, "expected a height in points or \"menu\", got '\(messageText(text))'")
            }
            self = .points(try OptionNumber.checked(height, .size))
        }
    }

    /// A new title.
    package var title: String?
    /// A new second line; an empty text removes it.
    package var subtitle: String?
    /// The name of another image.
    package var image: String?
    /// The name of another preset.
    package var preset: String?
    /// A new row height.
    package var rowHeight: RowHeight?

    /// Creates changes.
    package init(title: String? = nil, subtitle: String? = nil, image: String? = nil, preset: String? = nil, rowHeight: RowHeight? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.preset = preset
        self.rowHeight = rowHeight
    }

    /// Applies the changes to `item`.
    func apply(to item: inout MenuItemDefinition) {
        if let title { item.title = title }
        if let subtitle { item.subtitle = subtitle.isEmpty ? nil : subtitle }
        if let image { item.image = image }
        if let preset { item.preset = preset }
        switch rowHeight {
        case .menu: item.rowHeight = nil
        case .points(let height): item.rowHeight = height
        case nil: break
        }
    }
}
