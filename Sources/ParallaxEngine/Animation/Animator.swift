/// A compiled animator: every value resolved, every slot laid out. Evaluating it writes one
/// `Double` per slot into a caller-owned buffer, with no allocation and no string or dictionary
/// work; look slot indices up once with `slotIndex(target:channel:)`.
///
/// ```swift
/// let animator = try Animator(definition, context: ["rowHeight": 100, "imageHeight": 200, "viewportHeight": 800])
/// let offsetY = animator.slotIndex(target: "background", channel: .translationY)!
/// var values = [Double](repeating: 0, count: animator.slotCount)
/// animator.evaluate(geometry, into: &values)   // every frame
/// imageView.transform.ty = values[offsetY]
/// ```
public struct Animator: Sendable {
    /// The direction an animator's scroll view scrolls in (``ScrollAxis``).
    public typealias Axis = ScrollAxis

    /// Where progress comes from.
    public var timeline: Timeline { storage.timeline }
    /// Which coordinates of a ``ScrollMetrics`` the animator reads (the preset's axis).
    public var axis: ScrollAxis { storage.axis }
    /// The values written, in buffer order: Parade states first (target by target), then the
    /// animator's tracks in order, then each child's, depth first. A colour takes four
    /// consecutive slots (red, green, blue, alpha).
    public var slots: [Slot] { storage.slots }
    /// Everything compiled, behind one reference: an animator is one pointer, so passing it to
    /// `evaluate` copies nothing, and copying it (out of an array, a cell) retains one object.
    @usableFromInline let storage: Storage

    @usableFromInline final class Storage: Sendable {
        let timeline: Timeline
        let axis: ScrollAxis
        let slots: [Slot]
        /// Each target's channel slots, in the order the targets first appear.
        let targetChannels: [TargetChannels]
        @usableFromInline let program: AnimationProgram
        let underlying: [UnderlyingValues.Entry]
        /// The preset's smoothing spring, and its stepper.
        let smoothing: SpringEasing?
        @usableFromInline let smoothingSpring: SmoothingSpring?
        /// Whether evaluating with a ``MotionState`` differs from evaluating without one.
        let usesMotion: Bool

        init(timeline: Timeline, axis: ScrollAxis, smoothing: SpringEasing?, slots: [Slot], program: ProgramBuilder) {
            self.timeline = timeline
            self.axis = axis
            self.smoothing = smoothing
            smoothingSpring = smoothing.map(SmoothingSpring.init)
            if case .velocity = timeline { usesMotion = true } else { usesMotion = smoothing != nil }
            self.slots = slots
            var targets: [String] = []
            for slot in slots where !targets.contains(slot.target) { targets.append(slot.target) }
            self.targetChannels = targets.map { TargetChannels(target: $0, slots: slots) }
            self.underlying = program.underlying
            self.program = AnimationProgram(
                program, progress: ProgressProgram(timeline, axis: axis), slotCount: slots.count,
                defaultUnderlying: UnderlyingValues.defaults(for: program.underlying))
        }
    }

    /// Builds an animator, resolving expressions against `context` (e.g. `rowHeight`,
    /// `imageHeight`, `viewportHeight`).
    /// - Throws: `EngineError` naming the first bad field, e.g.
    ///   `children[0].tracks[1].keyframes[0].value: '-(imageHeight - rowHeight)': unknown name 'imageHeight'`.
    public init(_ definition: AnimatorDefinition, context: [String: Double]) throws {
        let compiler = try AnimatorCompiler.compiling(definition, context: context, purpose: .building)
        storage = Storage(
            timeline: definition.timeline, axis: definition.axis, smoothing: definition.smoothing, slots: compiler.slots,
            program: compiler.program)
    }

    /// How many values `evaluate` writes; the buffer must hold at least this many.
    public var slotCount: Int { storage.slots.count }

    /// The first slot of `target`'s `channel` (a colour's red), or nil if nothing animates it.
    public func slotIndex(target: String, channel: Channel) -> Int? {
        storage.slots.firstIndex { $0.target == target && $0.channel == channel }
    }

    /// A place for the view's own values of the Parade properties that rest at `"underlying"`
    /// (``UnderlyingValues/names``); set them once per view.
    public func makeUnderlyingValues() -> UnderlyingValues {
        UnderlyingValues(entries: storage.underlying)
    }

    /// The timeline's progress for `geometry`.
    public func progress(for geometry: ScrollMetrics) -> Double {
        storage.program.progress.progress(for: geometry)
    }

    /// Writes every slot's value for `geometry` into `buffer` (at least `slotCount` long),
    /// Parade states resting at `underlying` values where they say so (unset ones at their
    /// identity). Inlined into the caller, so a frame is at most one call into the compiled
    /// program (none for one affine track on a `cover` view timeline, computed in place).
    @inlinable @inline(__always)
    public func evaluate(
        _ geometry: ScrollMetrics, underlying: UnderlyingValues? = nil, into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        storage.program.evaluate(geometry, underlying: underlying, into: buffer)
    }

    /// Writes every slot's value at timeline progress `progress` into `buffer` (at least
    /// `slotCount` long). Parade states read the centre offset `1 − 2·progress` (the
    /// `viewportCenter` timeline's inverse).
    @inlinable
    public func evaluate(
        progress: Double, underlying: UnderlyingValues? = nil, into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        storage.program.evaluate(progress: progress, underlying: underlying, into: buffer)
    }

    /// Writes every slot's value for `geometry` into `values`, which must already hold at least
    /// `slotCount` elements (so nothing is allocated). Inlined into the caller, so a frame makes
    /// one call into the animator.
    @inlinable
    public func evaluate(_ geometry: ScrollMetrics, underlying: UnderlyingValues? = nil, into values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { evaluate(geometry, underlying: underlying, into: $0) }
    }

    /// Writes every slot's value at timeline progress `progress` into `values`, which must
    /// already hold at least `slotCount` elements. Inlined into the caller, so a frame makes
    /// one call into the animator.
    @inlinable
    public func evaluate(progress: Double, underlying: UnderlyingValues? = nil, into values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { evaluate(progress: progress, underlying: underlying, into: $0) }
    }
}
