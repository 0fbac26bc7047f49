import ParallaxEngine
import ParallaxUI
import Testing

/// `ScrollEffects`' logic, run against a fake host: which items a frame evaluates, the
/// geometry they are evaluated at, the order states are shown in, reuse, unbinding, reduced
/// motion and viewport changes. Expected values are worked out by hand from the fixtures.
@MainActor @Suite struct ScrollEffectsCoreTests {
    static let viewportSize = ScrollMetrics.Size(width: 390, height: 844)

    static func viewport(offset: Double, insetTop: Double = 0) -> ScrollViewport {
        ScrollViewport(
            size: viewportSize, contentOffset: .init(x: 0, y: offset), contentInsets: .init(top: insetTop, left: 0, bottom: 0, right: 0))
    }

    static func row(_ index: Int) -> FakeView {
        FakeView("row\(index)", frame: .init(x: 0, y: Double(index) * 100, width: 390, height: 100))
    }

    /// 20 rows of 100 pt, a 844 pt viewport and a 50 pt margin: at offset 0 the rows starting
    /// before 894 and ending after −50 are rows 0…8; at offset 1000, rows 9 (ends at 1000, after
    /// 950) to 18 (starts at 1800, before 1894).
    @Test func aFrameEvaluatesOnlyTheRowsTheViewportShowsWithItsMargin() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 0))
        let animator = try Fixtures.aeris()
        let rows = (0..<20).map(Self.row)
        for row in rows { core.bind(row, animator: animator) }
        host.log.shown.removeAll()

        #expect(core.render(Self.viewport(offset: 0), at: 0) == 9)
        #expect(host.log.views == (0...8).map { "row\($0)" })
        host.log.shown.removeAll()
        #expect(core.render(Self.viewport(offset: 1000), at: 1.0 / 60) == 10)
        #expect(host.log.views == (9...18).map { "row\($0)" })
        core.visibilityMargin = 0
        host.log.shown.removeAll()
        #expect(core.render(Self.viewport(offset: 1000), at: 2.0 / 60) == 9)
        #expect(host.log.views == (10...18).map { "row\($0)" })
    }

    /// docs/DESIGN.md: the image's top inside the cell is −travel/2 + (d / viewportHeight)·travel
    /// with d = viewportHeight/2 − the cell's top in the viewport and travel = 100. The core
    /// evaluates each row at its own frame against the frame's content offset.
    @Test(arguments: [0.0, 150, 333, 700])
    func eachRowIsEvaluatedAtItsFrameInTheContent(offset: Double) throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 0))
        let rows = (0..<12).map(Self.row)
        for row in rows { core.bind(row, animator: try Fixtures.aeris(), targets: ["background": row]) }
        host.log.shown.removeAll()
        core.render(Self.viewport(offset: offset), at: 0)
        #expect(!host.log.shown.isEmpty)
        for shown in host.log.shown {
            let index = try #require(Int(shown.view.dropFirst(3)))
            let d = 844 / 2 - (Double(index) * 100 - offset)
            let expected = -100 / 2 + (d / 844) * 100
            let ty = try #require(shown.state.transform?.m42)
            #expect(abs(ty - expected) < 1e-9, "\(shown.view) at \(offset)")
        }
    }

    /// A scroll timeline reads the offset from the resting position: with a 20 pt top inset the
    /// list rests at content offset −20 (offset 0, no movement) and at 60 has scrolled 80
    /// (half speed: −40).
    @Test func aScrollTimelineReadsTheOffsetFromTheInsetRestingPosition() throws {
        let host = FakeScrollHost()
        let header = FakeView("header", frame: .init(x: 0, y: 0, width: 390, height: 300))
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: -20, insetTop: 20))
        core.bind(header, animator: try Fixtures.halfSpeed())
        #expect(host.log.states(of: header).last?.transform?.m42 == 0)
        core.render(Self.viewport(offset: 60, insetTop: 20), at: 0)
        #expect(host.log.states(of: header).last?.transform?.m42 == -40)
        core.render(Self.viewport(offset: -120, insetTop: 20), at: 0)
        #expect(host.log.states(of: header).last?.transform?.m42 == 50)
    }

    /// Items are shown in the order they were bound, each item's targets in the animator's
    /// order (its first slots): `a` (alpha) before `b` (translationX).
    @Test func statesAreShownInBindingOrderThenTargetOrder() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 0))
        let second = FakeView("second", frame: .init(x: 0, y: 100, width: 390, height: 100))
        let first = FakeView("first")
        let (a1, b1, a2, b2) = (FakeView("a1"), FakeView("b1"), FakeView("a2"), FakeView("b2"))
        core.bind(second, animator: try Fixtures.twoTargets(), targets: ["b": b2, "a": a2])
        core.bind(first, animator: try Fixtures.twoTargets(), targets: ["b": b1, "a": a1])
        host.log.shown.removeAll()
        core.render(Self.viewport(offset: 25), at: 0)
        #expect(host.log.views == ["a2", "b2", "a1", "b1"])
        #expect(host.log.states(of: a1) == [ViewState(alpha: 0.75)])
        #expect(host.log.states(of: b1).first?.transform?.m41 == 50)
    }

    /// A target the map lacks is the item itself when the animator has one target; with two,
    /// a missing one is simply not shown.
    @Test func aMissingTargetIsTheItemOnlyForAOneTargetAnimator() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 50))
        let cell = FakeView("cell")
        core.bind(cell, animator: try Fixtures.halfSpeed())
        #expect(host.log.views == ["cell"])
        #expect(host.log.states(of: cell).first?.transform?.m42 == -25)

        let other = FakeView("other")
        let a = FakeView("a")
        host.log.shown.removeAll()
        core.bind(other, animator: try Fixtures.twoTargets(), targets: ["a": a])
        #expect(host.log.views == ["a"])
    }

    /// Binding an item again (cell reuse) first shows the old binding's views their own
    /// values (read when they were bound), then reads the views' own values for the new
    /// binding — so it reads the restored values, not the last animated ones — then shows the
    /// new state.
    @Test func rebindingRestoresTheViewsItLeavesThenReadsAndShowsTheNewOnes() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 50))
        let cell = FakeView("cell")
        let oldTarget = FakeView(
            "old",
            layer: {
                var own = LayerValues(); own.opacity = 0.9; return own
            }())
        let newTarget = FakeView("new")
        core.bind(cell, animator: try Fixtures.twoTargets(), targets: ["a": oldTarget])
        #expect(host.log.states(of: oldTarget) == [ViewState(alpha: 0.5)])
        host.log.shown.removeAll()
        host.log.layerReads.removeAll()

        core.bind(cell, animator: try Fixtures.twoTargets(), targets: ["a": newTarget])
        #expect(host.log.shown.map(\.view) == ["old", "new"])
        #expect(host.log.states(of: oldTarget) == [ViewState(alpha: 0.9)])
        #expect(host.log.states(of: newTarget) == [ViewState(alpha: 0.5)])
        #expect(host.log.layerReads == ["new"])
        #expect(core.boundItemCount == 1)
    }

    /// Unbinding restores the views' own values (the transform's translation read back from
    /// its last row) and the item is no longer evaluated.
    @Test func unbindingRestoresTheOwnValuesAndStopsEvaluating() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 80))
        var own = LayerValues()
        own.transform.m42 = 7
        let header = FakeView("header", layer: own)
        core.bind(header, animator: try Fixtures.halfSpeed())
        #expect(host.log.states(of: header).last?.transform?.m42 == -40)
        core.unbind(header)
        #expect(host.log.states(of: header).last?.transform?.m42 == 7)
        #expect(!core.isBound(header))
        host.log.shown.removeAll()
        #expect(core.render(Self.viewport(offset: 90), at: 0) == 0)
        #expect(host.log.shown.isEmpty)
    }

    /// Reduced motion: `.resting` shows the resting values (the header unscrolled: 0), and
    /// turning it off shows the live value again at once; `.opacityOnly` keeps alpha live and
    /// rests the translation; `.none` plays unchanged.
    @Test func reducedMotionFollowsEachBindingsPolicy() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 50))
        let resting = FakeView("resting")
        let (item, a, b) = (FakeView("item"), FakeView("a"), FakeView("b"))
        let unchanged = FakeView("unchanged")
        core.bind(resting, animator: try Fixtures.halfSpeed())
        core.bind(item, animator: try Fixtures.twoTargets(), targets: ["a": a, "b": b], reducedMotion: .opacityOnly)
        core.bind(unchanged, animator: try Fixtures.halfSpeed(), reducedMotion: .none)
        host.log.shown.removeAll()

        core.isReduceMotionEnabled = true
        #expect(host.log.states(of: resting).last?.transform?.m42 == 0)
        #expect(host.log.states(of: a).last == ViewState(alpha: 0.5))
        #expect(host.log.states(of: b).last?.transform?.m41 == 0)
        #expect(host.log.states(of: unchanged).last?.transform?.m42 == -25)
        core.render(Self.viewport(offset: 80), at: 0)
        #expect(host.log.states(of: resting).last?.transform?.m42 == 0)
        #expect(abs((host.log.states(of: a).last?.alpha ?? 0) - 0.2) < 1e-12)

        core.isReduceMotionEnabled = false
        #expect(host.log.states(of: resting).last?.transform?.m42 == -40)
        #expect(host.log.states(of: b).last?.transform?.m41 == 160)
    }

    /// A viewport of a new size calls the handler before the frame, so animators resolved
    /// for the new size (bound from the handler) are the ones that frame evaluates; a frame of
    /// the same size does not call it.
    @Test func aNewViewportSizeIsAnnouncedBeforeItsFrame() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 0))
        let row = Self.row(3)
        core.bind(row, animator: try Fixtures.aeris(viewportHeight: 844), targets: ["background": row])
        var announced: [ScrollMetrics.Size] = []
        core.onViewportSizeChange = { size in
            announced.append(size)
            core.bind(row, animator: try! Fixtures.aeris(viewportHeight: size.height), targets: ["background": row])
        }
        core.render(Self.viewport(offset: 0), at: 0)
        #expect(announced.isEmpty)

        host.log.shown.removeAll()
        let landscape = ScrollViewport(size: .init(width: 844, height: 390), contentOffset: .init(x: 0, y: 0))
        core.render(landscape, at: 0)
        #expect(announced == [landscape.size])
        // d = 390/2 − 300 = −105; −50 + (−105/390)·100.
        let ty = try #require(host.log.states(of: row).last?.transform?.m42)
        #expect(abs(ty - (-50 + (-105.0 / 390) * 100)) < 1e-9)
    }

    /// Parade's snapshot: a state resting at `"underlying"` rests at the view's own value as
    /// it was when bound (12), not as it is later; centred (offset 650 for a row at 1000 in an
    /// 800 pt viewport) the card rests there, and halfway in from below it is halfway from 0.
    @Test func underlyingValuesAreTheTargetsOwnReadOnceAtBindTime() throws {
        let host = FakeScrollHost()
        let viewport = ScrollViewport(size: .init(width: 390, height: 800), contentOffset: .init(x: 0, y: 650))
        let core = ScrollEffectsCore(host: host, viewport: viewport)
        let cell = FakeView("cell", frame: .init(x: 0, y: 1000, width: 390, height: 100))
        var own = LayerValues()
        own.cornerRadius = 12
        let card = FakeView("card", layer: own)
        core.bind(cell, animator: try Fixtures.paradeUnderlyingCorner(), targets: ["card": card])
        #expect(host.log.states(of: card).last?.cornerRadius == 12)
        card.layer.cornerRadius = 30
        // Centre offset r = (1050 − offset − 400) / 800 = 0.5 at offset 250: start state at
        // progress 1 − r = 0.5, linear: halfway between 0 and 12.
        core.render(ScrollViewport(size: viewport.size, contentOffset: .init(x: 0, y: 250)), at: 0)
        #expect(host.log.states(of: card).last?.cornerRadius == 6)
    }
}

extension ViewState {
    /// A state that animates alpha alone.
    init(alpha: Double) {
        self.init()
        self.alpha = alpha
    }
}

/// The core's geometry and visibility along both axes, its frame path against the plain one,
/// and a host that moves an item while a state is shown. Values worked out by hand.
@MainActor @Suite struct ScrollEffectsCoreGeometryTests {
    /// A horizontal strip: 300 pt wide viewport, cells 100 pt wide at x = 100·i, margin 50.
    /// At offset x = 250 the visible area widened is (200, 600): cells starting before 600 and
    /// ending after 200 are 2…5 (cell 1 ends exactly at 200: touching is not showing).
    @Test func aHorizontalCoreJudgesVisibilityOnX() throws {
        let host = FakeScrollHost()
        let viewport = ScrollViewport(size: .init(width: 300, height: 800), contentOffset: .init(x: 250, y: 10_000))
        let core = ScrollEffectsCore(host: host, axis: .horizontal, viewport: viewport)
        let cells = (0..<10).map { FakeView("cell\($0)", frame: .init(x: Double($0) * 100, y: 0, width: 100, height: 800)) }
        for cell in cells { core.bind(cell, animator: try Fixtures.halfSpeed(target: "cell")) }
        host.log.shown.removeAll()
        #expect(core.render(viewport, at: 0) == 4)
        #expect(host.log.views == ["cell2", "cell3", "cell4", "cell5"])
    }

    /// `shows` along each axis reads only that axis: an item far off on the other axis is
    /// still shown, one touching an edge of the widened area is not.
    @Test func visibilityIsAnOpenOverlapAlongTheAxis() {
        let viewport = ScrollViewport(size: .init(width: 300, height: 500), contentOffset: .init(x: 0, y: 1000))
        // Vertical: the widened area is (990, 1510) with a 10 pt margin.
        #expect(viewport.shows(.init(x: 5000, y: 1509, width: 10, height: 10), along: .vertical, margin: 10))
        #expect(!viewport.shows(.init(x: 0, y: 1510, width: 10, height: 10), along: .vertical, margin: 10))
        #expect(!viewport.shows(.init(x: 0, y: 980, width: 10, height: 10), along: .vertical, margin: 10))
        #expect(viewport.shows(.init(x: 0, y: 981, width: 10, height: 10), along: .vertical, margin: 10))
        // Horizontal: the widened area is (−10, 310).
        #expect(viewport.shows(.init(x: 309, y: -9000, width: 10, height: 10), along: .horizontal, margin: 10))
        #expect(!viewport.shows(.init(x: 310, y: 1000, width: 10, height: 10), along: .horizontal, margin: 10))
        #expect(!viewport.shows(.init(x: -20, y: 1000, width: 10, height: 10), along: .horizontal, margin: 10))
    }

    /// An item's geometry in its scroll view: its frame relative to the visible area on both
    /// axes. A horizontal `cover` view timeline over a 300 pt viewport and a 100 pt cell runs
    /// from the cell's left edge at 300 (progress 0) to its right edge at 0 (progress 1): the
    /// cell at x = 400 seen from offset 200 has its left edge at 200, progress (300 − 200)/400
    /// = 0.25, so a 0 → 80 translation is 20.
    @Test func aHorizontalViewTimelineReadsTheItemsXInTheViewport() throws {
        let animator = try Animator(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover, start: .percent(0), end: .percent(100))), axis: .horizontal,
                tracks: [
                    TrackDefinition(
                        target: "cell", channel: .translationX,
                        keyframes: [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(80))])
                ]),
            context: [:])
        let host = FakeScrollHost()
        let viewport = ScrollViewport(size: .init(width: 300, height: 800), contentOffset: .init(x: 200, y: 0))
        let core = ScrollEffectsCore(host: host, axis: .horizontal, viewport: viewport)
        let cell = FakeView("cell", frame: .init(x: 400, y: 0, width: 100, height: 800))
        core.bind(cell, animator: animator)
        let tx = try #require(host.log.states(of: cell).last?.transform?.m41)
        #expect(abs(tx - 20) < 1e-9)
    }

    /// The frame path (one access to the table, states built from each binding's buffer)
    /// shows exactly what evaluating each visible item's animator and building its targets'
    /// states one by one shows, for several presets and offsets, reduced motion off and on.
    @Test(arguments: [false, true])
    func theFramePathShowsWhatThePlainPathShows(reduceMotion: Bool) throws {
        let host = FakeScrollHost()
        let start = ScrollViewport(size: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: 0))
        let core = ScrollEffectsCore(host: host, viewport: start)
        var bound: [(item: FakeView, animator: Animator, targets: [String: FakeView])] = []
        for index in 0..<12 {
            let item = FakeView("item\(index)", frame: .init(x: 0, y: Double(index) * 120, width: 390, height: 120))
            let animator = try [Fixtures.aeris(), Fixtures.twoTargets(), Fixtures.halfSpeed(target: "x")][index % 3]
            let targets = ["background": item, "a": FakeView("a\(index)"), "b": FakeView("b\(index)")]
                .filter { animator.targets.contains($0.key) }
            core.bind(item, animator: animator, targets: targets, reducedMotion: .none)
            bound.append((item, animator, targets))
        }
        core.isReduceMotionEnabled = reduceMotion
        for offset in [-30.0, 0, 77.5, 410, 900] {
            let viewport = ScrollViewport(size: start.size, contentOffset: .init(x: 0, y: offset))
            host.log.shown.removeAll()
            core.render(viewport, at: 0)
            var expected: [HostLog.Shown] = []
            for (item, animator, targets) in bound where viewport.shows(item.frame, along: .vertical, margin: 50) {
                var values = [Double](repeating: 0, count: animator.slotCount)
                animator.evaluate(viewport.metrics(itemFrame: item.frame), into: &values)
                for name in animator.targets {
                    guard let view = targets[name] ?? (animator.targets.count == 1 ? item : nil) else { continue }
                    expected.append(.init(view: view.name, state: animator.viewState(of: name, in: values)))
                }
            }
            #expect(host.log.shown == expected, "offset \(offset)")
        }
    }

    /// A host whose showing a state moves the item (a frame channel) asks for a refresh from
    /// inside the frame: the frame goes on, and the refresh waits for the next frame.
    @Test func aRefreshFromInsideAFrameWaitsForTheNextFrame() throws {
        let log = HostLog()
        let item = FakeView("header", frame: .init(x: 0, y: 0, width: 390, height: 300))
        var core: ScrollEffectsCore<RefreshingHost>?
        let host = RefreshingHost(log: log) { view in core?.refresh(view) }
        core = ScrollEffectsCore(host: host, viewport: .init(size: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: 0)))
        core?.bind(item, animator: try Fixtures.halfSpeed())
        log.shown.removeAll()
        core?.render(.init(size: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: 40)), at: 0)
        #expect(log.shown.map(\.state.transform?.m42) == [-20])
    }
}

/// A host that calls back for each state it shows, as UIKit's observation of a moved item does.
@MainActor
struct RefreshingHost: ScrollEffectsHost {
    let log: HostLog
    let onApply: (FakeView) -> Void

    func frame(of item: FakeView) -> ScrollMetrics.Rect { item.frame }

    func apply(_ state: ViewState, to view: FakeView) {
        log.shown.append(.init(view: view.name, state: state))
        onApply(view)
    }

    func layerValues(of view: FakeView) -> LayerValues { view.layer }
}
