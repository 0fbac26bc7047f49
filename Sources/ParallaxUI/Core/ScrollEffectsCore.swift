import ParallaxEngine

/// The logic of `ScrollEffects`, platform-neutral: a table of bound items, which of them the
/// visible area (plus a margin) shows, their geometry, the order states are shown in, reuse,
/// reduced motion and viewport changes. A `Host` reads and writes the views; `ScrollEffects`
/// is this core over `UIView`s, tests run it over a fake.
///
/// Per frame (``render(_:at:)``), for each binding in the order items were bound: the item's
/// frame is read; an item outside the visible area widened by ``visibilityMargin`` is skipped
/// (its views keep the last state shown); otherwise its animator is evaluated into the
/// binding's buffer (at the frame's time with the item's `MotionState` when the animator
/// smooths or reads velocity; ``hasUnsettledMotion`` then says whether to ``tick(at:)`` again), the reduced-motion policy applied while reduced motion is on, and each
/// target's state shown, in the animator's target order. Nothing is allocated.
@MainActor
public final class ScrollEffectsCore<Host: ScrollEffectsHost> {
    /// Reads and writes the views.
    public let host: Host
    /// The direction the scroll view scrolls in: which coordinates visibility is judged on.
    public let axis: ScrollAxis
    /// How far beyond each end of the visible area an item is still evaluated, in points.
    public var visibilityMargin: Double
    /// The viewport of the last frame.
    public var viewport: ScrollViewport { currentViewport }
    @usableFromInline var currentViewport: ScrollViewport
    /// Called when a frame's viewport size differs from the last one's, before that frame is
    /// evaluated: presets that read the viewport's size need resolving again (bind the items
    /// again with the new animators from here).
    public var onViewportSizeChange: ((ScrollMetrics.Size) -> Void)?

    // Read by the inlinable frame path, so a client's host type is specialised into it.
    @usableFromInline var bindings: [ScrollEffectBinding<Host.View>] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    @usableFromInline var lastTime = 0.0
    /// Whether states are being shown (``refresh(_:)`` then does nothing, so a state that moves
    /// its own item cannot show itself again and again).
    @usableFromInline var isShowingStates = false

    /// A core with nothing bound, for a viewport of `viewport`.
    public init(host: Host, axis: ScrollAxis = .vertical, viewport: ScrollViewport, visibilityMargin: Double = 50) {
        self.host = host
        self.axis = axis
        self.currentViewport = viewport
        self.visibilityMargin = visibilityMargin
    }

    /// Whether reduced motion is on (UIKit: `UIAccessibility.isReduceMotionEnabled`). Turning it
    /// on or off shows every visible item again under its binding's policy.
    public var isReduceMotionEnabled = false {
        didSet {
            guard isReduceMotionEnabled != oldValue else { return }
            prepareReducedMotion()
            render(viewport, at: lastTime)
        }
    }

    /// How many items are bound.
    public var boundItemCount: Int { bindings.count }

    /// Whether `item` is bound.
    public func isBound(_ item: Host.View) -> Bool {
        positions[ObjectIdentifier(item)] != nil
    }

    /// The bound items, in the order they were bound.
    public var boundItems: [Host.View] { bindings.map(\.item) }

    /// Animates `targets` with `animator` as `item` crosses the viewport. A target name the
    /// map lacks is `item` itself when the animator has one target, and is not shown
    /// otherwise. Binding `item` again replaces its binding: the views of the old one are shown
    /// their own values again first (cell reuse), then the new one's views' own values are
    /// read (for `unbind` and Parade's `"underlying"`) and, when the item is visible, its state
    /// is shown at once.
    public func bind(
        _ item: Host.View, animator: Animator, targets: [String: Host.View] = [:], reducedMotion: ReducedMotionPolicy = .resting
    ) {
        unbind(item)
        let names = animator.targets
        var bound: [ScrollEffectBinding<Host.View>.Target] = []
        var ownValues = [Double](repeating: 0, count: animator.slotCount)
        var ownLayers: [String: LayerValues] = [:]
        for name in names {
            guard let view = targets[name] ?? (names.count == 1 ? item : nil), let channels = animator.channels(of: name)
            else { continue }
            bound.append(.init(view: view, channels: channels))
            ownLayers[name] = host.layerValues(of: view)
        }
        for (index, slot) in animator.slots.enumerated() {
            guard let layer = ownLayers[slot.target] else { continue }
            if let color = layer.color(of: slot.channel) {
                ownValues[index] = [color.red, color.green, color.blue, color.alpha][slot.component]
            } else {
                ownValues[index] = layer.value(of: slot.channel)
            }
        }
        let binding = ScrollEffectBinding(
            item: item, animator: animator, targets: bound, ownValues: ownValues,
            underlying: Self.underlying(of: animator, from: ownLayers), reducedMotion: reducedMotion)
        positions[ObjectIdentifier(item)] = bindings.count
        bindings.append(binding)
        if isReduceMotionEnabled { prepareReducedMotion(at: bindings.count - 1) }
        refresh(item)
    }

    /// Ends `item`'s binding, if it has one, showing its views their own values again.
    public func unbind(_ item: Host.View) {
        guard let position = positions.removeValue(forKey: ObjectIdentifier(item)) else { return }
        let binding = bindings.remove(at: position)
        for index in position..<bindings.count { positions[ObjectIdentifier(bindings[index].item)] = index }
        binding.ownValues.withUnsafeBufferPointer { own in
            for target in binding.targets { host.apply(ViewState(target.channels, in: own), to: target.view) }
        }
    }

    /// Evaluates every bound item the viewport shows and shows its targets' states; `time` is
    /// the frame's time in seconds (a display link's timestamp). Returns how many items were
    /// evaluated. Allocates nothing (but for the frame after a viewport size change while
    /// reduced motion is on, which works out the resting values again).
    @discardableResult @inlinable
    public func render(_ viewport: ScrollViewport, at time: Double) -> Int {
        let resized = viewport.size != currentViewport.size
        currentViewport = viewport
        lastTime = time
        if resized {
            onViewportSizeChange?(viewport.size)
            if isReduceMotionEnabled { prepareReducedMotion() }
        }
        // The table is read through a copy (one retain): binding or unbinding from the host
        // changes the next frame's table, not this one's. A host that moves a bound item while
        // showing a state calls `refresh`, which waits for the next frame meanwhile.
        let (host, axis, margin, reduceMotion) = (self.host, self.axis, visibilityMargin, isReduceMotionEnabled)
        isShowingStates = true
        defer { isShowingStates = false }
        var evaluated = 0
        var unsettled = false
        for binding in bindings {
            let frame = host.frame(of: binding.item)
            guard viewport.shows(frame, along: axis, margin: margin) else { continue }
            if binding.evaluate(viewport.metrics(itemFrame: frame), at: time, reduceMotion: reduceMotion) { unsettled = true }
            binding.show(on: host)
            evaluated += 1
        }
        if unsettled != unsettledMotion { unsettledMotion = unsettled }
        return evaluated
    }

    /// Whether an item the last frame showed has motion still to show: its animator smooths
    /// its progress or reads the scroll's velocity (``Animator/usesMotion``) and has not
    /// settled. While it is true, call ``tick(at:)`` every display frame (UIKit: a display
    /// link), even when the scroll stands still, so the effect glides to rest.
    public var hasUnsettledMotion: Bool { unsettledMotion }
    @usableFromInline var unsettledMotion = false

    /// Shows the frame at `time` for the viewport as it last was (a display link's frame while
    /// the scroll stands still and ``hasUnsettledMotion``); returns how many items were
    /// evaluated.
    @discardableResult @inlinable
    public func tick(at time: Double) -> Int {
        render(currentViewport, at: time)
    }

    /// Where a list that snaps settles: given the offset a scroll would stop at (from 0, the
    /// list's rows stacked from its top), its velocity in points per second and the viewport's
    /// size, the offset to settle on instead. Pass a menu's own rule,
    /// `menu.snapOffset(proposed:velocity:viewport:)` (`PresetCatalog`); nil leaves every
    /// scroll where it stops.
    public var snapOffset: ((_ proposed: Double, _ velocity: Double, _ viewport: ScrollMetrics.Size) -> Double)?

    /// The content offset a drag that ends proposing `proposed` (a content offset along
    /// ``axis``) at `velocity` points per millisecond (UIKit's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`) settles on:
    /// ``snapOffset``'s answer, read from the list's resting position (content offset minus the
    /// leading inset) and turned back into a content offset; `proposed` itself without one.
    public func settlingOffset(proposed: Double, velocity: Double) -> Double {
        guard let snapOffset else { return proposed }
        let insets = currentViewport.contentInsets
        let leading = axis == .vertical ? insets.top : insets.left
        return snapOffset(proposed + leading, velocity * 1000, currentViewport.size) - leading
    }

    /// Evaluates `item` alone where it is now (its frame changed without a scroll), when it is
    /// bound and visible; while states are being shown (a state that moves its own item),
    /// nothing: the next frame shows it where it is.
    public func refresh(_ item: Host.View) {
        guard !isShowingStates, let index = positions[ObjectIdentifier(item)] else { return }
        let frame = host.frame(of: item)
        guard viewport.shows(frame, along: axis, margin: visibilityMargin) else { return }
        evaluate(at: index, frame: frame)
    }

    private func evaluate(at index: Int, frame: ScrollMetrics.Rect) {
        let binding = bindings[index]
        isShowingStates = true
        defer { isShowingStates = false }
        if binding.evaluate(currentViewport.metrics(itemFrame: frame), at: lastTime, reduceMotion: isReduceMotionEnabled) {
            unsettledMotion = true
        }
        binding.show(on: host)
    }

    /// Works out every binding's resting values for the current viewport.
    @usableFromInline
    func prepareReducedMotion() {
        for index in bindings.indices { prepareReducedMotion(at: index) }
    }

    private func prepareReducedMotion(at index: Int) {
        let binding = bindings[index]
        guard binding.reducedMotion != .none else {
            binding.reducedMotionFilter = nil
            return
        }
        let frame = host.frame(of: binding.item)
        let length = axis == .vertical ? frame.height : frame.width
        binding.reducedMotionFilter = ReducedMotionFilter(
            policy: binding.reducedMotion, animator: binding.animator,
            restingGeometry: ReducedMotionFilter.restingGeometry(viewport: viewport.size, axis: axis, itemLength: length),
            underlying: binding.underlying)
    }

    /// The views' own values of the channels `animator`'s Parade states rest at
    /// (`"underlying"`), or nil when it reads none.
    private static func underlying(of animator: Animator, from layers: [String: LayerValues]) -> UnderlyingValues? {
        var underlying = animator.makeUnderlyingValues()
        let names = underlying.names
        guard !names.isEmpty else { return nil }
        for name in names {
            guard let dot = name.lastIndex(of: "."), let channel = Channel(rawValue: String(name[name.index(after: dot)...])),
                let layer = layers[String(name[..<dot])]
            else { continue }
            if let color = layer.color(of: channel) {
                underlying.set(color, target: String(name[..<dot]), channel: channel)
            } else {
                underlying.set(layer.value(of: channel), target: String(name[..<dot]), channel: channel)
            }
        }
        return underlying
    }
}
