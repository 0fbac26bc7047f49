/// Everything an animator evaluates, in flat arrays of plain values: groups depth first, tracks
/// in slot order, and every track's stops, values and easings back to back. Per frame, nothing
/// is allocated, copied by reference or retained.
struct CompiledAnimation: Sendable {
    var groups: [CompiledGroup] = []
    var tracks: [CompiledTrack] = []
    var stops: [Double] = []
    var values: [Double] = []
    var easings: [Easing] = []

    /// Writes every track's value at the root's progress `progress`.
    func write(progress: Double, into buffer: UnsafeMutableBufferPointer<Double>) {
        guard !groups.isEmpty else { return }
        groups.withUnsafeBufferPointer { groups in
            tracks.withUnsafeBufferPointer { tracks in
                stops.withUnsafeBufferPointer { stops in
                    values.withUnsafeBufferPointer { values in
                        easings.withUnsafeBufferPointer { easings in
                            FrameEvaluation(
                                groups: groups, tracks: tracks, stops: stops, values: values, easings: easings,
                                buffer: buffer
                            ).write(group: 0, parentProgress: progress)
                        }
                    }
                }
            }
        }
    }
}
