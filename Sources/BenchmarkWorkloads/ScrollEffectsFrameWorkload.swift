import CatalogEditing
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
///
/// With `smoothing`, each cell's preset is given ``SmoothedFrameWorkload/springText`` as its
/// `smoothing` (the same animator otherwise), so each binding keeps a `MotionState` and a
/// frame steps every cell's spring; frames then come at ``frameTime(_:)``'s irregular times.
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

    /// Opens the catalog at `catalogPath` and binds the 20 cells, their presets given
    /// ``SmoothedFrameWorkload/springText`` as `smoothing` when `smoothing` is on.
    public init(catalogPath: String, smoothing: Bool = false) throws {
        let library = try PresetLibrary(contentsOf: catalogPath)
        let items = try library.menu(named: "aeris-map-layers").items
        core = ScrollEffectsCore(host: Host(), viewport: ScrollViewport(size: viewport, contentOffset: .init(x: 0, y: 0)))
        cells = (0..<20).map { BenchmarkView(frame: .init(x: 0, y: Double($0) * 100, width: 390, height: 100)) }
        backgrounds = cells.map { BenchmarkView(frame: $0.frame) }
        let editor = smoothing ? try CatalogEditor.openReadOnly(at: catalogPath) : nil
        for index in cells.indices {
            let item = items[index % items.count]
            var animator = try library.animator(for: item, viewport: viewport)
            if let editor {
                var definition = try DefinitionCompiler.animatorDefinition(for: try editor.preset(named: item.preset).definition)
                definition.smoothing = try SmoothedFrameWorkload.spring()
                let context = PresetContext(item: item, viewportWidth: viewport.width, viewportHeight: viewport.height)
                animator = try Animator(definition, context: context.values)
            }
            core.bind(cells[index], animator: animator, targets: ["background": backgrounds[index]])
        }
    }

    /// The time of displayed frame `frame` for the smoothed benchmark, in seconds: a 60 Hz
    /// display an hour after boot (3,600 s, where a `Double`'s rounding of `frame / 60` is
    /// coarse), read off a 24 MHz clock (times rounded to its 41.7 ns ticks, as
    /// `CACurrentMediaTime` is on a device), that drops every 16th vsync (one interval in 15 is
    /// 2/60 s). So the intervals differ by the clock's rounding on most frames and by a whole
    /// frame on two in 15.
    public static func frameTime(_ frame: Int) -> Double {
        let vsync = frame + frame / 15
        let ticks = (Double(vsync) / 60 * 24_000_000).rounded()
        return 3600 + ticks / 24_000_000
    }

    /// Shows the frame at content offset `offset`; returns how many cells were evaluated.
    public func renderFrame(offset: Double, time: Double) -> Int {
        core.render(ScrollViewport(size: viewport, contentOffset: .init(x: 0, y: offset)), at: time)
    }
}
