import ParallaxEngine

/// The animator's own values, read by target and channel: at a keyframe offset of the CSS
/// range (through the progress it stands for) or at a scroll offset of the page.
struct EngineSampler {
    let animator: Animator
    let underlying: UnderlyingValues?
    /// The progress at keyframe offsets 0 and 1.
    let progressAtStart: Double
    let progressAtEnd: Double
    private let slots: [String: [Channel: Int]]

    init(animator: Animator, underlying: UnderlyingValues?, progressAtStart: Double, progressAtEnd: Double) {
        self.animator = animator
        self.underlying = underlying
        self.progressAtStart = progressAtStart
        self.progressAtEnd = progressAtEnd
        var slots: [String: [Channel: Int]] = [:]
        for (index, slot) in animator.slots.enumerated() where slot.component == 0 {
            slots[slot.target, default: [:]][slot.channel] = index
        }
        self.slots = slots
    }

    /// Every slot's value at timeline progress `progress`.
    func values(atProgress progress: Double) -> [Double] {
        var values = [Double](repeating: 0, count: animator.slotCount)
        animator.evaluate(progress: progress, underlying: underlying, into: &values)
        return values
    }

    /// Every slot's value with the page scrolled to `offset` on `layout`.
    func values(atOffset offset: Double, layout: CSSExportLayout) -> [Double] {
        values(at: layout.geometry(at: offset))
    }

    /// Every slot's value at `geometry`.
    func values(at geometry: ScrollMetrics) -> [Double] {
        var values = [Double](repeating: 0, count: animator.slotCount)
        animator.evaluate(geometry, underlying: underlying, into: &values)
        return values
    }

    /// Every slot's value at keyframe offset `k`.
    func values(atKeyframe k: Double) -> [Double] {
        values(atProgress: progressAtStart + k * (progressAtEnd - progressAtStart))
    }

    /// `target`'s `channel` in `values`, or nil when the animator does not write it.
    func value(of target: String, _ channel: Channel, in values: [Double]) -> ChannelValue? {
        guard let slot = slots[target]?[channel] else { return nil }
        guard channel.isColor else { return .number(values[slot]) }
        return .color(RGBA(red: values[slot], green: values[slot + 1], blue: values[slot + 2], alpha: values[slot + 3]))
    }
}
