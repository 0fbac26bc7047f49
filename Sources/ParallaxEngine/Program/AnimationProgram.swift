/// Everything an animator evaluates, compiled into plain values in memory it owns: allocated
/// once when the animator is built, freed with it, never changed. Per frame, nothing is
/// allocated, copied by reference or retained: evaluation reads through pointers.
@usableFromInline final class AnimationProgram: @unchecked Sendable {
    // @unchecked: the memory is written once in `init` and only read afterwards.
    let groups: FrozenArray<GroupProgram>
    let runs: FrozenArray<TrackRun>
    let segmentTracks: FrozenArray<SegmentTrack>
    let colorTracks: FrozenArray<ColorTrack>
    let stateBlocks: FrozenArray<StateBlock>
    let stateGroups: FrozenArray<StateGroup>
    /// The states' number properties two by two (``NumberPairs``).
    let pairSlots: FrozenArray<SlotPair>
    let pairStarts: FrozenArray<SIMD2<Double>>
    let pairDifferences: FrozenArray<SIMD2<Double>>
    let numberStates: FrozenArray<NumberStateMember>
    let stateMembers: FrozenArray<StateMember>
    let colorStates: FrozenArray<ColorStateMember>
    /// Which state groups each side of the viewport's centre writes.
    let stateSides: StateSides
    /// Keyframe stops, keyframe values and state values, back to back.
    let numbers: FrozenArray<Double>
    let curves: FrozenArray<CompiledCurve>
    /// The curves' tables, in memory of their own so curves are handed a pointer to them.
    let tables: UnsafeMutablePointer<CurveTables>
    /// The underlying values read when the caller gives none: every one unset.
    private let defaultUnderlying: FrozenArray<Double>
    /// Where progress comes from.
    let progress: ProgressProgram
    /// How many values the program writes.
    @usableFromInline let slotCount: Int
    /// How a frame is written: one linear track on a vertical `cover` view timeline, fused and
    /// computed in the caller (``CoverAffineProgram``: the Aeris cell); Parade states alone,
    /// which need no timeline progress; everything else.
    @usableFromInline let shape: Shape

    /// `coverAffine`: the fused program, the only element.
    @usableFromInline let coverAffine: FrozenArray<CoverAffineProgram>

    @usableFromInline enum Shape {
        case coverAffine
        case statesOnly
        case general
    }
    /// Whether the program has Parade states (which read the centre offset).
    let hasStates: Bool

    init(_ builder: ProgramBuilder, progress: ProgressProgram, slotCount: Int, defaultUnderlying: [Double]) {
        self.progress = progress
        self.slotCount = slotCount
        groups = FrozenArray(builder.groups)
        runs = FrozenArray(builder.runs)
        segmentTracks = FrozenArray(builder.segmentTracks)
        colorTracks = FrozenArray(builder.colorTracks)
        pairSlots = FrozenArray(builder.numberPairs.slots)
        pairStarts = FrozenArray(builder.numberPairs.starts)
        pairDifferences = FrozenArray(builder.numberPairs.differences)
        numberStates = FrozenArray(builder.numberStates)
        stateMembers = FrozenArray(builder.stateMembers)
        colorStates = FrozenArray(builder.colorStates)
        stateSides = builder.stateSides
        numbers = FrozenArray(builder.numbers)
        curves = FrozenArray(builder.curves)
        tables = UnsafeMutablePointer<CurveTables>.allocate(capacity: 1)
        tables.initialize(to: CurveTables(builder.tables))
        let stateGroups = builder.stateGroups.map { [curves, tables] in $0.easingEnds(curves: curves.base, tables: tables) }
        self.stateGroups = FrozenArray(stateGroups)
        stateBlocks = FrozenArray(builder.stateBlocks.map { $0.ends(in: stateGroups) })
        self.defaultUnderlying = FrozenArray(defaultUnderlying)
        hasStates = !builder.stateGroups.isEmpty || builder.numberPairs.count > 0
        let fused = hasStates ? nil : CoverAffineProgram(builder, progress: progress)
        coverAffine = FrozenArray(fused.map { [$0] } ?? [])
        if fused != nil {
            shape = .coverAffine
        } else if hasStates, builder.runs.isEmpty {
            shape = .statesOnly
        } else {
            shape = .general
        }
    }

    deinit {
        groups.deallocate()
        runs.deallocate()
        segmentTracks.deallocate()
        colorTracks.deallocate()
        stateBlocks.deallocate()
        stateGroups.deallocate()
        pairSlots.deallocate()
        pairStarts.deallocate()
        pairDifferences.deallocate()
        numberStates.deallocate()
        stateMembers.deallocate()
        colorStates.deallocate()
        numbers.deallocate()
        curves.deallocate()
        coverAffine.deallocate()
        tables.pointee.deallocate()
        tables.deinitialize(count: 1)
        tables.deallocate()
        defaultUnderlying.deallocate()
    }

    /// Writes every value for `geometry` into `buffer`, states resting at `underlying` values
    /// where they say so (nil: every one unset). Inlined into the caller: a fused program
    /// (``CoverAffineProgram``) is computed right there, every other one in one call.
    @inlinable @inline(__always)
    func evaluate(_ geometry: ScrollMetrics, underlying: UnderlyingValues?, into buffer: UnsafeMutableBufferPointer<Double>) {
        if case .coverAffine = shape, underlying == nil, buffer.count >= slotCount {
            writeCoverAffine(geometry, into: buffer)
        } else {
            evaluateInCall(geometry, underlying: underlying, into: buffer)
        }
    }

    /// Writes the fused program's one value for `geometry`.
    @inlinable @inline(__always)
    func writeCoverAffine(_ geometry: ScrollMetrics, into buffer: UnsafeMutableBufferPointer<Double>) {
        let program = UnsafePointer(coverAffine.base)
        buffer.baseAddress.unsafelyUnwrapped[program.pointee.slot] = CoverAffineProgram.value(of: program, for: geometry)
    }

    /// `evaluate(_:underlying:into:)` in one call: the frame's one call into the program.
    @inline(never) @usableFromInline
    func evaluateInCall(_ geometry: ScrollMetrics, underlying: UnderlyingValues?, into buffer: UnsafeMutableBufferPointer<Double>) {
        check(buffer, underlying)
        switch shape {
        case .coverAffine: writeCoverAffine(geometry, into: buffer)
        case .statesOnly:
            // The states read the centre offset alone: no timeline progress to compute.
            writeStates(
                centerOffset: geometry.centerOffset(along: progress.vertical ? .vertical : .horizontal), underlying: underlying,
                into: buffer)
        case .general:
            let centerOffset = hasStates ? geometry.centerOffset(along: progress.vertical ? .vertical : .horizontal) : 0
            writeAll(progress: progress.progress(for: geometry), centerOffset: centerOffset, underlying: underlying, into: buffer)
        }
    }

    /// Writes every value at the root's progress `progress` into `buffer`; states read the
    /// centre offset `1 − 2·progress` (the `viewportCenter` timeline's inverse).
    @inline(never) @usableFromInline
    func evaluate(progress: Double, underlying: UnderlyingValues?, into buffer: UnsafeMutableBufferPointer<Double>) {
        check(buffer, underlying)
        if case .coverAffine = shape {
            let program = UnsafePointer(coverAffine.base)
            buffer.baseAddress.unsafelyUnwrapped[program.pointee.slot] = CoverAffineProgram.value(of: program, at: progress)
            return
        }
        writeAll(progress: progress, centerOffset: min(max(1 - 2 * progress, -1), 1), underlying: underlying, into: buffer)
    }

    /// Traps on a buffer too short for the program, or underlying values of another animator.
    @inline(__always)
    private func check(_ buffer: UnsafeMutableBufferPointer<Double>, _ underlying: UnderlyingValues?) {
        precondition(buffer.count >= slotCount, "buffer holds \(buffer.count) values, the animator writes \(slotCount)")
        precondition(
            underlying.map { $0.storage.count == defaultUnderlying.count } ?? true,
            "the underlying values were made by another animator")
    }

    /// The states, then every group.
    @inline(never)
    private func writeAll(
        progress: Double, centerOffset: Double, underlying: UnderlyingValues?, into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        if hasStates { writeStates(centerOffset: centerOffset, underlying: underlying, into: buffer) }
        if !runs.isEmpty { write(group: 0, parentProgress: progress, into: buffer.baseAddress.unsafelyUnwrapped) }
    }

    /// The states, resting at `underlying` values (nil: every one unset).
    @inline(__always)
    private func writeStates(centerOffset: Double, underlying: UnderlyingValues?, into buffer: UnsafeMutableBufferPointer<Double>) {
        if let underlying {
            underlying.storage.withUnsafeBufferPointer { writeStates(centerOffset: centerOffset, underlying: $0, into: buffer) }
        } else {
            writeStates(centerOffset: centerOffset, underlying: defaultUnderlying.buffer, into: buffer)
        }
    }
}
