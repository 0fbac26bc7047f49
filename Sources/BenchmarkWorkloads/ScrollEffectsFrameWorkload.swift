import ParallaxEngine
import ParallaxUI
import PresetCatalog

/// Benchmark body: one frame of `ScrollEffects` through its platform-neutral core, as an app
/// binds a list: 20 cells of the seed's `aeris-map-layers` menu (its 10 rows twice, 100 pt
/// each, stacked from 0), each bound with its item's animator and its `background` target, in
/// a 390 × 2,000 pt viewport so all 20 are on screen at every offset the benchmark uses. A
/// frame reads each cell's frame, judges its visibility, evaluates it and shows its state; the
/// host keeps the state's translation (what `UIView.apply(_:)` would copy onto a layer is
/// UIKit's own work, left out).
@MainActor
public final class ScrollEffectsFrameWorkload {
    /// A cell and its background view, as the host has them.
    public final class BenchmarkView {
        let frame: ScrollMetrics.Rect
        /// The translation the last state shown set.
        public fileprivate(set) var translationY = 0.0

        init(frame: ScrollMetrics.Rect) {
            self.frame = frame
        }
    }

    /// Frames as set, states kept.
    struct Host: ScrollEffectsHost {
        func frame(of item: BenchmarkView) -> ScrollMetrics.Rect { item.frame }

        func apply(_ state: ViewState, to view: BenchmarkView) {
            view.translationY = state.transform?.m42 ?? 0
        }

        func layerValues(of view: BenchmarkView) -> LayerValues {
            LayerValues(boundsSize: .init(width: view.frame.width, height: 200), position: .init(x: view.frame.width / 2, y: 100))
        }
    }

    /// The viewport's size.
    public let viewport = ScrollMetrics.Size(width: 390, height: 2000)
    /// Content offsets the benchmark cycles through: 1,024 from −40 to 40, where the 50 pt
    /// margin keeps all 20 cells visible.
    public let offsets: [Double] = (0..<1024).map { -40 + 80 * Double($0) / 1023 }
    /// The bound cells, in content order.
    public let cells: [BenchmarkView]
    /// Each cell's background view.
    public let backgrounds: [BenchmarkView]
    private let core: ScrollEffectsCore<Host>

    /// Opens the catalog at `catalogPath` and binds the 20 cells.
    public init(catalogPath: String) throws {
        let library = try PresetLibrary(contentsOf: catalogPath)
        let items = try library.menu(named: "aeris-map-layers").items
        core = ScrollEffectsCore(host: Host(), viewport: ScrollViewport(size: viewport, contentOffset: .init(x: 0, y: 0)))
        cells = (0..<20).map { BenchmarkView(frame: .init(x: 0, y: Double($0) * 100, width: 390, height: 100)) }
        backgrounds = cells.map { BenchmarkView(frame: $0.frame) }
        for index in cells.indices {
            let item = items[index % items.count]
            core.bind(
                cells[index], animator: try library.animator(for: item, viewport: viewport), targets: ["background": backgrounds[index]])
        }
    }

    /// Shows the frame at content offset `offset`; returns how many cells were evaluated.
    public func renderFrame(offset: Double, time: Double) -> Int {
        core.render(ScrollViewport(size: viewport, contentOffset: .init(x: 0, y: offset)), at: time)
    }
}
