extension Animator {
    /// The spring the timeline's progress follows the scroll's through (the preset's
    /// `"smoothing"`), or nil when progress is the scroll's own.
    public var smoothing: SpringEasing? { storage.smoothing }

    /// Whether the animator smooths its progress or reads the scroll's velocity: its values then
    /// depend on how the scroll moved, not only where it is. Evaluate it with a ``MotionState``
    /// (``evaluate(_:at:motion:underlying:into:)``) every frame until the state
    /// ``MotionState/isSettled``.
    public var usesMotion: Bool { storage.usesMotion }

    /// Writes every slot's value for `geometry` at `time` (seconds, on any clock that only moves
    /// forward) into `buffer` (at least `slotCount` long), and records the frame in `motion`,
    /// the item's state between frames.
    ///
    /// The timeline's progress is the scroll's (a `velocity` timeline's, from
    /// ``MotionState/velocity``); with ``smoothing``, the progress written follows it through
    /// the spring instead: each frame moves it along the spring's exact solution for the time
    /// since the previous frame, toward the progress this frame gives (held over that interval:
    /// the scroll is taken to have moved just after the previous frame), so the value answers
    /// the scroll in the same frame, and the same scroll gives the same values at the same times
    /// whatever the frame rate. The
    /// first frame of a new `motion` settles on the scroll's progress. An animator that does
    /// not ``usesMotion`` writes what ``evaluate(_:underlying:into:)`` writes.
    ///
    /// Inlined into the caller: a smoothed fused program (one linear track on a `cover` view
    /// timeline, as the Aeris cell is) records the sample, steps the spring and writes its value
    /// right there on a frame whose interval differs from the previous one's by no more than
    /// clock rounding (``MotionState/takesInLineStep(at:toward:stiffness:damping:)``); every
    /// other frame, and every other animator, takes one call.
    @inlinable @inline(__always)
    public func evaluate(
        _ geometry: ScrollMetrics, at time: Double, motion: inout MotionState, underlying: UnderlyingValues? = nil,
        into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        let program = storage.program
        if case .coverAffine = program.shape, underlying == nil, buffer.count >= program.slotCount,
            storage.smoothingSpring != nil
        {
            let fused = UnsafePointer(program.coverAffine.base)
            let target = CoverAffineProgram.progress(of: fused, for: geometry)
            // The spring's numbers are read where they are used (no copy of it per row).
            let stiffness = storage.smoothingSpring.unsafelyUnwrapped.stiffnessPerMass
            let damping = storage.smoothingSpring.unsafelyUnwrapped.dampingPerMass
            if motion.takesInLineStep(at: time, toward: target, stiffness: stiffness, damping: damping) {
                // The fused program's timeline is vertical: its scroll offset is `y` past the top inset.
                let offset = geometry.contentOffset.y + geometry.contentInsets.top
                let progress = motion.stepInLine(offset: offset, at: time, toward: target, stiffness: stiffness, damping: damping)
                buffer.baseAddress.unsafelyUnwrapped[fused.pointee.slot] = CoverAffineProgram.value(of: fused, at: progress)
                return
            }
        }
        evaluateInCall(geometry, at: time, motion: &motion, underlying: underlying, into: buffer)
    }

    /// ``evaluate(_:at:motion:underlying:into:)`` for every animator, in one call.
    @usableFromInline @inline(never)
    func evaluateInCall(
        _ geometry: ScrollMetrics, at time: Double, motion: inout MotionState, underlying: UnderlyingValues?,
        into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        let program = storage.program
        let elapsed = motion.record(offset: program.progress.scrollOffset(of: geometry), at: time)
        guard storage.usesMotion else {
            program.evaluate(geometry, underlying: underlying, into: buffer)
            return
        }
        var progress =
            program.progress.source == .velocity
            ? velocityProgress(motion.velocity, from: program.progress.from, to: program.progress.to)
            : program.progress.progress(for: geometry)
        if let spring = storage.smoothingSpring {
            progress = motion.smooth(toward: progress, elapsed: elapsed, spring: spring)
        }
        program.evaluate(progress: progress, underlying: underlying, into: buffer)
    }

    /// ``evaluate(_:at:motion:underlying:into:)`` into `values`, which must already hold at
    /// least `slotCount` elements (so nothing is allocated).
    public func evaluate(
        _ geometry: ScrollMetrics, at time: Double, motion: inout MotionState, underlying: UnderlyingValues? = nil,
        into values: inout [Double]
    ) {
        values.withUnsafeMutableBufferPointer { evaluate(geometry, at: time, motion: &motion, underlying: underlying, into: $0) }
    }
}
