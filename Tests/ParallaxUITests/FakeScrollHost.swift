import ParallaxEngine
import ParallaxUI

/// A view as the fake host has it: a name for messages, its frame in content coordinates and
/// its layer's own values.
final class FakeView {
    let name: String
    var frame: ScrollMetrics.Rect
    var layer: LayerValues

    init(_ name: String, frame: ScrollMetrics.Rect = .init(x: 0, y: 0, width: 390, height: 100), layer: LayerValues = LayerValues()) {
        self.name = name
        self.frame = frame
        self.layer = layer
    }
}

/// What the core did to the fake views, in order.
final class HostLog {
    struct Shown: Equatable {
        let view: String
        let state: ViewState
    }

    var shown: [Shown] = []
    var layerReads: [String] = []

    /// The states shown to `view`, in order.
    func states(of view: FakeView) -> [ViewState] {
        shown.filter { $0.view == view.name }.map(\.state)
    }

    /// The views shown a state, in order.
    var views: [String] { shown.map(\.view) }
}

/// ``ScrollEffectsHost`` over ``FakeView``s: frames as set, states recorded, own values as set.
@MainActor
struct FakeScrollHost: ScrollEffectsHost {
    let log = HostLog()

    func frame(of item: FakeView) -> ScrollMetrics.Rect { item.frame }

    func apply(_ state: ViewState, to view: FakeView) {
        log.shown.append(.init(view: view.name, state: state))
    }

    func layerValues(of view: FakeView) -> LayerValues {
        log.layerReads.append(view.name)
        return view.layer
    }
}

/// Animators with values worked out by hand.
enum Fixtures {
    /// A half-speed header: `target.translationY` = −(scroll offset)/2, on a scroll timeline
    /// from 0 to 100 extended both ways.
    static func halfSpeed(target: String = "image") throws -> Animator {
        try Animator(
            AnimatorDefinition(
                timeline: .scroll(from: 0, to: 100),
                tracks: [
                    TrackDefinition(
                        target: target, channel: .translationY,
                        keyframes: [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(-50))],
                        extrapolation: .extend)
                ]),
            context: [:])
    }

    /// Two targets on a scroll timeline from 0 to 100, clamped: `a.alpha` 1 → 0 and
    /// `b.translationX` 0 → 200.
    static func twoTargets() throws -> Animator {
        try Animator(
            AnimatorDefinition(
                timeline: .scroll(from: 0, to: 100),
                tracks: [
                    TrackDefinition(
                        target: "a", channel: .alpha,
                        keyframes: [KeyframeDefinition(at: 0, value: .number(1)), KeyframeDefinition(at: 1, value: .number(0))]),
                    TrackDefinition(
                        target: "b", channel: .translationX,
                        keyframes: [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(200))]),
                ]),
            context: [:])
    }

    /// The Aeris cell background (docs/DESIGN.md): `background.translationY` over a `cover`
    /// view timeline, for 100 pt rows, 200 pt images and an 844 pt viewport.
    static func aeris(viewportHeight: Double = 844) throws -> Animator {
        try Animator(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover, start: .percent(0), end: .percent(100))),
                tracks: [
                    TrackDefinition(
                        target: "background", channel: .translationY,
                        keyframes: [
                            KeyframeDefinition(at: 0, value: .expression(try ValueExpression(parsing: "-(imageHeight - rowHeight)"))),
                            KeyframeDefinition(
                                at: 1,
                                value: .expression(try ValueExpression(parsing: "(imageHeight - rowHeight) * rowHeight / viewportHeight"))),
                        ],
                        extrapolation: .extend)
                ]),
            context: ["rowHeight": 100, "imageHeight": 200, "viewportHeight": viewportHeight])
    }

    /// A Parade cell whose `card` starts at corner radius 0 and rests at its own
    /// (`"underlying"`) corner radius.
    static func paradeUnderlyingCorner() throws -> Animator {
        try Animator(
            AnimatorDefinition(
                timeline: .viewportCenter,
                states: [
                    TargetStates(
                        target: "card", start: [.cornerRadius: StateValue(.number(0))], rest: [.cornerRadius: .underlying])
                ]),
            context: [:])
    }
}
