import ParallaxEngine

/// A previewed animator's values over a list of geometries, slot by slot: `bySlot[slot][frame]`.
struct SweepValues {
    let slots: [Slot]
    let bySlot: [[Double]]

    /// Evaluates `previewed` at each geometry; with `times` (one per geometry, increasing, in
    /// seconds), in order with one motion state, as an app's frames would, so smoothing and
    /// velocity play.
    init(_ previewed: PreviewedAnimator, geometries: [ScrollMetrics], times: [Double]? = nil) {
        let animator = previewed.animator
        var columns = [[Double]](repeating: [], count: animator.slotCount)
        var buffer = [Double](repeating: 0, count: animator.slotCount)
        var motion = MotionState()
        for (frame, geometry) in geometries.enumerated() {
            if let times {
                previewed.evaluate(geometry, at: times[frame], motion: &motion, into: &buffer)
            } else {
                previewed.evaluate(geometry, into: &buffer)
            }
            for index in buffer.indices { columns[index].append(buffer[index]) }
        }
        slots = animator.slots
        bySlot = columns
    }

    /// One entry per animated channel, in slot order: its target, channel, `target.channel`
    /// key and first slot (a colour's four components follow it).
    var channels: [(target: String, channel: Channel, key: String, firstSlot: Int)] {
        slots.enumerated().compactMap { index, slot in
            slot.component == 0 ? (slot.target, slot.channel, slot.target + "." + slot.channel.rawValue, index) : nil
        }
    }

    /// A channel's values frame after frame (four per frame for a colour), as a scene track wants them.
    func interleaved(from firstSlot: Int, channel: Channel) -> [Double] {
        let width = channel.componentCount
        let frameCount = bySlot[firstSlot].count
        var values: [Double] = []
        values.reserveCapacity(frameCount * width)
        for frame in 0..<frameCount {
            for component in 0..<width { values.append(bySlot[firstSlot + component][frame]) }
        }
        return values
    }

    /// The scene tracks of `target`, in slot order.
    func tracks(of target: String) -> [PreviewTrack] {
        channels.filter { $0.target == target }.map {
            PreviewTrack(channel: $0.channel, values: interleaved(from: $0.firstSlot, channel: $0.channel))
        }
    }

    /// The animated targets, in order of their first slot.
    var targets: [String] {
        var seen: [String] = []
        for slot in slots where !seen.contains(slot.target) { seen.append(slot.target) }
        return seen
    }
}
