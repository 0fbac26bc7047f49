// The platform-free part of docs/APP.md's "Using a catalog in an app", compiled and run by
// ReadmeAerisMenuTests; the test also checks that docs/APP.md holds the lines between the
// markers exactly, so the two cannot drift apart.

// README: begin aeris-menu
import ParallaxEngine
import PresetCatalog

/// The Aeris "Map Layers" menu as an app animates it: each row's catalog item, its animator
/// (resolved once) and the buffer its values land in every frame.
final class AerisMenuAnimation {
    struct Row {
        let item: MenuItem
        let animator: Animator
        /// Where the `background` layer's channels are in `values`.
        let background: TargetChannels?
        var values: [Double]
    }

    let menu: PresetLibrary.Menu
    private(set) var rows: [Row]

    /// Reads the menu and resolves each row's preset for the row's own context (row height,
    /// image size in points, viewport): once, when the screen is built.
    init(library: PresetLibrary, viewport: ScrollMetrics.Size) throws {
        menu = try library.menu(named: "aeris-map-layers")
        rows = try menu.items.map { item in
            let context = PresetContext(item: item, viewportWidth: viewport.width, viewportHeight: viewport.height)
            let animator = try library.animator(named: item.preset, context: context)
            return Row(
                item: item, animator: animator, background: animator.channels(of: "background"),
                values: [Double](repeating: 0, count: animator.slotCount))
        }
    }

    /// Every frame, for each visible row: the row's top in the list's content (a table view
    /// cell's `frame.minY`) and the content offset give its image view's state. Allocates nothing.
    func backgroundState(ofRow index: Int, top: Double, contentOffset: Double, viewport: ScrollMetrics.Size) -> ViewState {
        let animator = rows[index].animator
        let geometry = ScrollMetrics(
            viewportSize: viewport, contentOffset: .init(x: 0, y: contentOffset),
            itemFrame: .init(x: 0, y: top, width: viewport.width, height: rows[index].item.rowHeight))
        animator.evaluate(geometry, into: &rows[index].values)
        guard let background = rows[index].background else { return ViewState() }
        return ViewState(background, in: rows[index].values)
    }
}
// README: end aeris-menu
