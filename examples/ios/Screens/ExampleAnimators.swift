import ParallaxEngine

/// Everything the example's screens animate, resolved from the catalog by `ExampleCatalog`
/// and handed in: the screens themselves use only `ParallaxEngine` and `ParallaxUI`.
public struct ExampleAnimators {
    /// One row of the Aeris "Map Layers" menu.
    public struct MapLayerRow {
        /// The row's title.
        public let title: String
        /// The name of the row's image in the asset catalog.
        public let image: String
        /// The row's `aeris-cell-background` animator (target `background`).
        public let animator: Animator

        /// A row.
        public init(title: String, image: String, animator: Animator) {
            self.title = title
            self.image = image
            self.animator = animator
        }
    }

    /// One Parade demo cell: its preset's name and animator (targets `cell` and the views it names).
    public struct ParadeCell {
        /// The preset's name, shown on the cell.
        public let name: String
        /// The cell's animator.
        public let animator: Animator

        /// A cell.
        public init(name: String, animator: Animator) {
            self.name = name
            self.animator = animator
        }
    }

    /// The rows of `aeris-map-layers`, 100 pt each.
    public var mapLayers: [MapLayerRow]
    /// `path-header-overscroll` (target `header`).
    public var pathHeader: Animator
    /// `path-header-layers` (targets `sky`, `hills`, `foreground`).
    public var pathLayers: Animator
    /// `stretch-header` (targets `container`, `image`).
    public var stretchHeader: Animator
    /// `half-speed-header-refresh` (targets `container`, `image`), for the pull-to-refresh variant.
    public var refreshHeader: Animator
    /// Parade demo cells, ``paradeRowHeight`` tall.
    public var paradeCells: [ParadeCell]

    /// The headers' height, in points.
    public static let headerHeight = 240.0
    /// The Parade cells' height, in points.
    public static let paradeRowHeight = 400.0

    /// The screens' animators.
    public init(
        mapLayers: [MapLayerRow], pathHeader: Animator, pathLayers: Animator, stretchHeader: Animator, refreshHeader: Animator,
        paradeCells: [ParadeCell]
    ) {
        self.mapLayers = mapLayers
        self.pathHeader = pathHeader
        self.pathLayers = pathLayers
        self.stretchHeader = stretchHeader
        self.refreshHeader = refreshHeader
        self.paradeCells = paradeCells
    }
}
