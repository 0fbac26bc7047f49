/// What an animator remembers between frames for one bound item: the recent scroll offsets
/// (for the scroll's velocity) and the smoothed progress with its speed (for a preset's
/// `smoothing` spring). A value type of fixed size: keep one per item beside its value buffer
/// and hand it to ``Animator/evaluate(_:at:motion:underlying:into:)`` every frame; nothing is
/// allocated.
///
/// `MotionState()` has no samples: the first evaluation settles on it (the smoothed progress
/// starts where the scroll is, not at 0; the velocity is 0). A time before the previous
/// sample's starts over the same way.
///
/// **Velocity** (``velocity``) is the scroll offset's change along the animator's axis over the
/// last ``velocityWindow`` (50 ms), in points per second, positive when the offset grows (the
/// content moves up or left): `(x(t) − x(t − 50 ms)) / 50 ms`, with `x(t − 50 ms)` interpolated
/// linearly between the two samples around it. A fixed span rather than the last frame's
/// difference keeps the estimate steady when frames arrive unevenly (a late frame's larger
/// step is divided by the same 50 ms as every other), and exact for a steady scroll. Up to
/// ``sampleCapacity`` samples are kept; while they reach back less than the window (the first
/// frames, or samples closer than 7 ms apart), the estimate spans the samples kept. The first
/// sample reads 0. After a pause, the first new sample measures from the last one before it,
/// so it reads the mean speed over the pause (near 0 after a long one); once the offset has
/// held still for 50 ms the velocity is exactly 0.
///
/// **Pauses.** A host stops evaluating once the motion is settled, so the frame after an interval
/// longer than ``longestFrame`` starts a new movement rather than ending a long frame: the spring
/// moves toward the previous target over the pause, and toward this frame's over the last
/// frame interval seen (``frameInterval``), as if the scroll moved one frame before the frame
/// that shows it. The first frame of a gesture after a rest answers it by one frame's glide, not
/// by the whole rest's.
public struct MotionState: Sendable {
    /// The span the velocity is measured over, in seconds.
    public static let velocityWindow = 0.05
    /// The longest interval between two evaluations that is one frame (0.1 s, six frames at
    /// 60 Hz); a longer one is a pause (see the type's documentation).
    public static let longestFrame = 0.1
    /// The frame interval assumed before two frames have been seen: 1/60 s.
    public static let defaultFrameInterval = 1.0 / 60
    /// How many samples are kept for the velocity (a power of two: the ring wraps with a mask).
    @inlinable public static var sampleCapacity: Int { 8 }

    /// The samples, a ring whose newest is at `newest`: sample `i`'s time (seconds) at `2i`,
    /// its offset (points) at `2i + 1`. A tuple, so the state has a fixed size and no storage
    /// of its own; read and written through a pointer (``Ring``).
    @usableFromInline var samples:
        (
            Double, Double, Double, Double, Double, Double, Double, Double,
            Double, Double, Double, Double, Double, Double, Double, Double
        ) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    @usableFromInline var newest = 0
    /// The newest sample's time, kept beside the ring for the frame's one subtraction.
    @usableFromInline var lastSampleTime = 0.0
    /// How many ring entries hold samples (0 before the first).
    @usableFromInline var sampleCount = 0
    /// The smoothed progress, its speed per second, and the target of the newest sample: the one
    /// the step ending at that sample moved toward.
    @usableFromInline var smoothed = 0.0
    @usableFromInline var smoothedSpeed = 0.0
    @usableFromInline var heldTarget = 0.0
    /// The transition of the spring with `transitionStiffness` and `transitionDamping`
    /// (``SmoothingSpring/stiffnessPerMass``, ``SmoothingSpring/dampingPerMass``: the two
    /// numbers its motion depends on) over `transitionDuration` seconds, the last interval
    /// worked out.
    @usableFromInline var transition = SmoothingSpring.Transition(xx: 1, xv: 0, vx: 0, vv: 1)
    @usableFromInline var transitionDuration = -1.0
    @usableFromInline var transitionStiffness = 0.0
    @usableFromInline var transitionDamping = 0.0
    /// The spring's ``SmoothingSpring/firstOrderLimit``, kept with the transition for the
    /// in-line step's test.
    @usableFromInline var transitionFirstOrderLimit = 0.0
    /// The newest interval between two samples that was no pause.
    @usableFromInline var lastFrameInterval = MotionState.defaultFrameInterval

    /// A state with no samples: the first evaluation settles on the scroll's position.
    public init() {}

    /// Whether no sample has been taken yet.
    public var isEmpty: Bool { sampleCount == 0 }

    /// The time of the newest sample, in seconds; nil before the first.
    public var lastTime: Double? { sampleCount == 0 ? nil : lastSampleTime }

    /// The newest interval between two evaluations no longer than ``longestFrame``, in seconds
    /// (``defaultFrameInterval`` before there is one): how long the first frame after a pause
    /// moves toward its target.
    public var frameInterval: Double { lastFrameInterval }

    /// Writes ring entry `index`.
    @inlinable @inline(__always)
    mutating func setSample(at index: Int, time: Double, offset: Double) {
        withUnsafeMutableBytes(of: &samples) { bytes in
            let ring = bytes.bindMemory(to: Double.self)
            ring[2 * index] = time
            ring[2 * index + 1] = offset
        }
    }

    /// The scroll velocity along the animator's axis at the newest sample, in points per second
    /// (see the type's documentation for the estimator); 0 before the second sample.
    public var velocity: Double {
        guard sampleCount > 1 else { return 0 }
        var copy = samples
        return withUnsafeBytes(of: &copy) { bytes in
            let ring = bytes.bindMemory(to: Double.self)
            let now = ring[2 * newest]
            let position = ring[2 * newest + 1]
            let horizon = now - Self.velocityWindow
            var newer = newest
            for _ in 1..<sampleCount {
                let older = (newer + Self.sampleCapacity - 1) % Self.sampleCapacity
                let (olderTime, newerTime) = (ring[2 * older], ring[2 * newer])
                if olderTime <= horizon {
                    let fraction = (horizon - olderTime) / (newerTime - olderTime)
                    let then = ring[2 * older + 1] + (ring[2 * newer + 1] - ring[2 * older + 1]) * fraction
                    return (position - then) / Self.velocityWindow
                }
                newer = older
            }
            return (position - ring[2 * newer + 1]) / (now - ring[2 * newer])
        }
    }

    /// The smoothed timeline progress the newest evaluation of an animator that smooths used
    /// (0 before the first, and for an animator that does not smooth).
    public var smoothedProgress: Double { smoothed }

    /// Whether nothing is left to animate: the smoothed progress sits on its target and is not
    /// moving, and the scroll has not moved over the last velocity window. While it is false, a
    /// host evaluates an animator that ``Animator/usesMotion`` every frame, even if the scroll
    /// stands still, so the effect glides to rest.
    public var isSettled: Bool {
        abs(smoothed - heldTarget) <= 1e-6 * max(1, abs(heldTarget)) && abs(smoothedSpeed) <= 1e-5 * max(1, abs(heldTarget))
            && velocity == 0
    }

    /// Forgets every sample: the next evaluation settles again.
    public mutating func reset() {
        self = MotionState()
    }

    /// Adds the sample `offset` at `time`; returns the seconds since the previous sample, 0 for a
    /// second sample at the same time (it replaces the first), nil when this sample starts over
    /// (the first, a time before the previous one, or a time that is not a number).
    @inlinable @inline(__always)
    mutating func record(offset: Double, at time: Double) -> Double? {
        if sampleCount > 0 {
            let elapsed = time - lastSampleTime
            if elapsed > 0 {
                newest = (newest + 1) & (Self.sampleCapacity - 1)
                setSample(at: newest, time: time, offset: offset)
                lastSampleTime = time
                if sampleCount < Self.sampleCapacity { sampleCount += 1 }
                if elapsed <= Self.longestFrame { lastFrameInterval = elapsed }
                return elapsed
            }
            if elapsed == 0 {
                setSample(at: newest, time: time, offset: offset)
                return 0
            }
        }
        newest = 0
        sampleCount = 1
        setSample(at: 0, time: time, offset: offset)
        lastSampleTime = time
        return nil
    }

    /// Moves the smoothed progress `elapsed` seconds toward `target`, this sample's progress,
    /// held over the interval that ends at this sample (the scroll reached it just after the
    /// previous frame); returns the smoothed progress. After a pause (an interval longer than
    /// ``longestFrame``) only the last ``frameInterval`` of it moves toward `target`, the rest
    /// toward the previous target. A new start (`elapsed` nil) or a progress that is not finite
    /// settles on `target`.
    @inlinable @inline(__always)
    mutating func smooth(toward target: Double, elapsed: Double?, spring: SmoothingSpring) -> Double {
        guard var elapsed, (target + smoothed).isFinite else { return settle(on: target) }
        if elapsed > Self.longestFrame {
            let rest = spring.transition(over: elapsed - lastFrameInterval)
            let (distance, speed) = (smoothed - heldTarget, smoothedSpeed)
            smoothed = heldTarget + (rest.xx * distance + rest.xv * speed)
            smoothedSpeed = rest.vx * distance + rest.vv * speed
            elapsed = lastFrameInterval
        }
        heldTarget = target
        if elapsed > 0 {
            if !reusesTransition(
                over: elapsed, stiffness: spring.stiffnessPerMass, damping: spring.dampingPerMass, nudgeLimit: spring.nudgeLimit)
            {
                cacheTransition(spring.transition(over: elapsed), over: elapsed, of: spring)
            }
            step(over: elapsed, spring: spring)
        }
        return smoothed
    }

    /// Whether a frame at `time` whose progress is `target` takes the in-line step
    /// (``stepInLine(offset:at:toward:stiffness:damping:)``) for the spring with `stiffness`
    /// (`ω₀²`) and `damping` (`2ζω₀`): the cached transition is that spring's (the two
    /// numbers compared bit for bit, in one test; a state without samples has none) over an
    /// interval within ``SmoothingSpring/firstOrderLimit`` of this one (so time has moved on),
    /// and the progress is finite. Every other frame takes the general path.
    @inlinable @inline(__always)
    func takesInLineStep(at time: Double, toward target: Double, stiffness: Double, damping: Double) -> Bool {
        let elapsed = time - lastSampleTime
        let sameSpring =
            (transitionStiffness.bitPattern ^ stiffness.bitPattern) | (transitionDamping.bitPattern ^ damping.bitPattern) == 0
        // `elapsed > 0` follows: a transition is kept for the first-order step only when its
        // interval is longer than the step's limit (``cacheTransition(_:over:of:)``). A NaN fails
        // both comparisons; the finiteness test is the general path's, written as a comparison.
        return sameSpring && abs(elapsed - transitionDuration) <= transitionFirstOrderLimit
            && abs(target + smoothed) < .infinity
    }

    /// Records the sample `offset` at `time` and moves the smoothed progress toward `target`
    /// with the cached transition and a first-order step for the interval's difference: what
    /// ``record(offset:at:)`` and ``smooth(toward:elapsed:spring:)``
    /// do for a frame ``takesInLineStep(at:toward:stiffness:damping:)`` accepted, without their
    /// tests. Returns the smoothed progress.
    @inlinable @inline(__always)
    mutating func stepInLine(offset: Double, at time: Double, toward target: Double, stiffness: Double, damping: Double) -> Double {
        let difference = (time - lastSampleTime) - transitionDuration
        lastFrameInterval = transitionDuration + difference
        newest = (newest &+ 1) & (Self.sampleCapacity - 1)
        setSample(at: newest, time: time, offset: offset)
        lastSampleTime = time
        sampleCount = Swift.min(sampleCount &+ 1, Self.sampleCapacity)
        heldTarget = target
        let (distance, speed) = SmoothingSpring.nudgeFirstOrder(
            smoothed - target, smoothedSpeed, by: difference, stiffness: stiffness, damping: damping)
        smoothed = target + (transition.xx * distance + transition.xv * speed)
        smoothedSpeed = transition.vx * distance + transition.vv * speed
        return smoothed
    }

    /// Settles on `target`: no distance, no speed.
    @inlinable @inline(__always)
    mutating func settle(on target: Double) -> Double {
        smoothed = target
        smoothedSpeed = 0
        heldTarget = target
        return target
    }

    /// Whether the cached transition serves a step of `elapsed` seconds of the spring with
    /// `stiffness` (`ω₀²`) and `damping` (`2ζω₀`): it is that spring's (the two numbers
    /// compared bit for bit, in one test), over an interval within ``SmoothingSpring/nudgeLimit``
    /// (`nudgeLimit`) of `elapsed`.
    @inlinable @inline(__always)
    func reusesTransition(over elapsed: Double, stiffness: Double, damping: Double, nudgeLimit: Double) -> Bool {
        let sameSpring =
            (transitionStiffness.bitPattern ^ stiffness.bitPattern) | (transitionDamping.bitPattern ^ damping.bitPattern) == 0
        return sameSpring && abs(elapsed - transitionDuration) <= nudgeLimit
    }

    /// Keeps `transition`, `spring`'s over `elapsed` seconds, for the frames that follow. The
    /// in-line step's limit is the spring's ``SmoothingSpring/firstOrderLimit``, or −1 (no
    /// interval within it) when `elapsed` is no longer than that: so an interval the in-line
    /// step accepts is always positive.
    @inlinable @inline(__always)
    mutating func cacheTransition(_ transition: SmoothingSpring.Transition, over elapsed: Double, of spring: SmoothingSpring) {
        self.transition = transition
        transitionDuration = elapsed
        transitionStiffness = spring.stiffnessPerMass
        transitionDamping = spring.dampingPerMass
        transitionFirstOrderLimit = elapsed > spring.firstOrderLimit ? spring.firstOrderLimit : -1
    }

    /// Steps the smoothed progress over `elapsed` seconds with the cached transition (which
    /// ``reusesTransition(over:stiffness:damping:nudgeLimit:)`` accepted, or which was just
    /// worked out for it): the difference between `elapsed` and the cached interval is stepped
    /// first. Frames mostly come at one interval, give or take the clock's rounding: the
    /// difference is stepped by the first-order series below the spring's
    /// ``SmoothingSpring/firstOrderLimit``, by the second-order one otherwise (each within
    /// 1e-13 of the closed form; far below the 1e-9 the frame rate may change the values by).
    @inlinable @inline(__always)
    mutating func step(over elapsed: Double, spring: SmoothingSpring) {
        let (k, c) = (spring.stiffnessPerMass, spring.dampingPerMass)
        var distance = smoothed - heldTarget
        var speed = smoothedSpeed
        let difference = elapsed - transitionDuration
        if abs(difference) <= spring.firstOrderLimit {
            (distance, speed) = SmoothingSpring.nudgeFirstOrder(distance, speed, by: difference, stiffness: k, damping: c)
        } else {
            (distance, speed) = SmoothingSpring.nudge(distance, speed, by: difference, stiffness: k, damping: c)
        }
        smoothed = heldTarget + (transition.xx * distance + transition.xv * speed)
        smoothedSpeed = transition.vx * distance + transition.vv * speed
    }
}
