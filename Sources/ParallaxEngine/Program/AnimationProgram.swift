/// Everything an animator evaluates, compiled into plain values in memory it owns: allocated
/// once when the animator is built, freed with it, never changed. Per frame, nothing is
/// allocated, copied by reference or retained: `run` hands out pointers.
final class AnimationProgram: @unchecked Sendable {
    // @unchecked: the pointers are written once in `init` and only read afterwards.
    let groups: UnsafeMutableBufferPointer<GroupProgram>
    let tracks: UnsafeMutableBufferPointer<TrackProgram>
    let states: UnsafeMutableBufferPointer<StateProgram>
    /// Keyframe stops, keyframe values and state values, back to back.
    let numbers: UnsafeMutableBufferPointer<Double>
    let curves: UnsafeMutableBufferPointer<CompiledCurve>
    let tables: CurveTables
    /// The underlying values read when the caller gives none: every one unset.
    private let defaultUnderlying: UnsafeMutableBufferPointer<Double>
    /// Where progress comes from.
    let progress: ProgressProgram
    /// How many values the program writes.
    let slotCount: Int
    /// How many underlying numbers the program reads.
    var underlyingCount: Int { defaultUnderlying.count }
    /// Whether the program has Parade states (which read the centre offset).
    var hasStates: Bool { !states.isEmpty }

    init(_ builder: ProgramBuilder, progress: ProgressProgram, slotCount: Int, defaultUnderlying: [Double]) {
        self.progress = progress
        self.slotCount = slotCount
        groups = Self.frozen(builder.groups)
        tracks = Self.frozen(builder.tracks)
        states = Self.frozen(builder.states)
        numbers = Self.frozen(builder.numbers)
        curves = Self.frozen(builder.curves)
        tables = CurveTables(
            beziers: UnsafeBufferPointer(Self.frozen(builder.tables.beziers)),
            linearPoints: UnsafeBufferPointer(Self.frozen(builder.tables.linearPoints)),
            springs: UnsafeBufferPointer(Self.frozen(builder.tables.springs)))
        self.defaultUnderlying = Self.frozen(defaultUnderlying)
    }

    deinit {
        // Every element type is a plain value, so freeing the memory is all there is to do.
        groups.deallocate()
        tracks.deallocate()
        states.deallocate()
        numbers.deallocate()
        curves.deallocate()
        tables.beziers.deallocate()
        tables.linearPoints.deallocate()
        tables.springs.deallocate()
        defaultUnderlying.deallocate()
    }

    /// A copy of `elements` in new memory (with a base address even when empty).
    private static func frozen<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let memory = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = memory.initialize(from: elements)
        return UnsafeMutableBufferPointer(rebasing: memory[0..<elements.count])
    }

    /// Writes every value for `geometry` into `buffer`: the frame's one call into the
    /// program, everything below it inlined.
    @inline(never)
    func evaluate(_ geometry: ScrollMetrics, underlying: UnsafeBufferPointer<Double>?, into buffer: UnsafeMutableBufferPointer<Double>) {
        let centerOffset = states.isEmpty ? 0 : geometry.centerOffset(along: progress.vertical ? .vertical : .horizontal)
        run(progress: progress.progress(for: geometry), centerOffset: centerOffset, underlying: underlying, into: buffer)
    }

    /// Writes every state at centre offset `centerOffset` and every track at the root's
    /// progress `progress` into `buffer`, states resting at `underlying` values where they say
    /// so (nil: every one unset).
    @inline(__always)
    func run(
        progress: Double, centerOffset: Double, underlying: UnsafeBufferPointer<Double>?,
        into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(buffer.count >= slotCount, "buffer holds \(buffer.count) values, the animator writes \(slotCount)")
        precondition(
            underlying.map { $0.count == defaultUnderlying.count } ?? true, "the underlying values were made by another animator")
        if !states.isEmpty {
            writeStates(
                centerOffset: centerOffset, underlying: underlying ?? UnsafeBufferPointer(defaultUnderlying), into: buffer)
        }
        if !groups.isEmpty { writeRoot(progress: progress, into: buffer) }
    }
}
