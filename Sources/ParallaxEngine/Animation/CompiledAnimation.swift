/// Everything an animator evaluates, in flat arrays of plain values: Parade states, groups depth
/// first, tracks in slot order, and every track's stops, values and easings back to back. Per
/// frame, nothing is allocated, copied by reference or retained.
struct CompiledAnimation: Sendable {
    var states: [CompiledState] = []
    var groups: [CompiledGroup] = []
    var tracks: [CompiledTrack] = []
    var stops: [Double] = []
    var values: [Double] = []
    var easings: [Easing] = []

    /// Writes every state at centre offset `centerOffset` (reading `underlying` values) and
    /// every track at the root's progress `progress`.
    func write(
        progress: Double, centerOffset: Double, underlying: UnsafeBufferPointer<Double>,
        into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        groups.withUnsafeBufferPointer { groups in
            tracks.withUnsafeBufferPointer { tracks in
                stops.withUnsafeBufferPointer { stops in
                    values.withUnsafeBufferPointer { values in
                        easings.withUnsafeBufferPointer { easings in
                            let evaluation = FrameEvaluation(
                                groups: groups, tracks: tracks, stops: stops, values: values, easings: easings,
                                buffer: buffer)
                            if !states.isEmpty {
                                states.withUnsafeBufferPointer { states in
                                    evaluation.write(states: states, centerOffset: centerOffset, underlying: underlying)
                                }
                            }
                            if !groups.isEmpty { evaluation.write(group: 0, parentProgress: progress) }
                        }
                    }
                }
            }
        }
    }
}
