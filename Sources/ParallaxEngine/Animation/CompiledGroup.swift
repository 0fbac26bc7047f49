/// An animator's tracks and chained children, compiled.
struct CompiledGroup: Sendable {
    let range: ProgressRange?
    let tracks: [CompiledTrack]
    let children: [CompiledGroup]

    func write(progress parentProgress: Double, into buffer: UnsafeMutableBufferPointer<Double>) {
        let progress = range?.remap(parentProgress) ?? parentProgress
        for track in tracks { track.write(progress: progress, into: buffer) }
        for child in children { child.write(progress: progress, into: buffer) }
    }
}
