extension AnimationProgram {
    /// Parade's band around the viewport's centre (`centerThreshHold`, UIScrollView+Parade.swift)
    /// inside which every property rests.
    static let centerBand = 0.0005

    /// Writes every Parade state for an item whose centre is `centerOffset` viewport lengths
    /// past the viewport's centre (−1…1), resting values read from `numbers` or `underlying`.
    func writeStates(
        centerOffset r: Double, underlying: UnsafeBufferPointer<Double>, into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        let side: StateSide
        let progress: Double
        if r > Self.centerBand {
            (side, progress) = (stateSides.start, 1 - r)
        } else if r < -Self.centerBand {
            (side, progress) = (stateSides.end, 1 + r)
        } else {
            (side, progress) = (stateSides.center, 1)
        }
        let target = buffer.baseAddress.unsafelyUnwrapped
        writeStarts(side.constants, into: target)
        var block = UnsafePointer(stateBlocks.base + side.blocks.lowerBound)
        let end = UnsafePointer(stateBlocks.base + side.blocks.upperBound)
        while block < end {
            // The block's range (``ProgressRange/remap(_:)``), once for all its groups.
            let range = block.pointee.range
            if progress <= range.lower {
                if block.pointee.startsAtStart {
                    // Where a side's range has not begun, every value is its starting one:
                    // interpolate(a, b, 0) is a.
                    writeStarts(block.pointee.pairs, into: target)
                } else {
                    writeGroups(block.pointee.groups, atEnd: false, underlying: underlying, into: target)
                }
            } else if progress >= range.upper {
                writeEnd(of: block, underlying: underlying, into: target)
            } else {
                // Above 0 (progress is above the lower bound), at most 1: 1 where rounding makes it so.
                let t = (progress - range.lower) / (range.upper - range.lower)
                if t == 1 {
                    writeEnd(of: block, underlying: underlying, into: target)
                } else {
                    writeGroups(of: block, inside: t, underlying: underlying, into: target)
                }
            }
            block += 1
        }
    }

    /// Writes the groups of `block` where its range has ended.
    @inline(__always)
    private func writeEnd(
        of block: UnsafePointer<StateBlock>, underlying: UnsafeBufferPointer<Double>, into target: UnsafeMutablePointer<Double>
    ) {
        if block.pointee.endsAtEnd {
            writeEnds(block.pointee.pairs, into: target)
        } else {
            writeGroups(block.pointee.groups, atEnd: true, underlying: underlying, into: target)
        }
    }

    /// Writes the groups of `block` at range progress `t`, strictly between 0 and 1.
    @inline(__always)
    private func writeGroups(
        of block: UnsafePointer<StateBlock>, inside t: Double, underlying: UnsafeBufferPointer<Double>,
        into target: UnsafeMutablePointer<Double>
    ) {
        // The sine curves' values at t, once for the block's groups.
        let sines = block.pointee.hasSineGroups ? QuarterSine.sineAndVersine(t) : (0, 0)
        var group = UnsafePointer(stateGroups.base + block.pointee.groups.lowerBound)
        let groupsEnd = UnsafePointer(stateGroups.base + block.pointee.groups.upperBound)
        while group < groupsEnd {
            let fraction = eased(group, inside: t, sines: sines)
            if group.pointee.mixesInsideUnchecked {
                writeMixed(group.pointee.pairs, fraction: fraction, into: target)
                writeColorsAndOthers(group, fraction: fraction, underlying: underlying, into: target)
            } else {
                writeGroup(group, fraction: fraction, underlying: underlying, into: target)
            }
            group += 1
        }
    }

    /// Writes the groups `groups` of a block whose range gives 0, or 1 when `atEnd`: each
    /// group's fraction is its curve's output there, computed when the program was made. Out
    /// of line: blocks whose groups all move plainly write their ends without it.
    @inline(never)
    private func writeGroups(
        _ groups: Range<Int>, atEnd: Bool, underlying: UnsafeBufferPointer<Double>, into target: UnsafeMutablePointer<Double>
    ) {
        for index in groups {
            let group = UnsafePointer(stateGroups.base + index)
            let fraction = atEnd ? group.pointee.easedAtEnd : group.pointee.easedAtStart
            writeGroup(group, fraction: fraction, underlying: underlying, into: target)
        }
    }

    /// Writes the properties of `group` at its eased fraction `fraction`.
    @inline(__always)
    private func writeGroup(
        _ group: UnsafePointer<StateGroup>, fraction: Double, underlying: UnsafeBufferPointer<Double>,
        into target: UnsafeMutablePointer<Double>
    ) {
        if fraction == 0 {
            writeStarts(group.pointee.pairs.all, into: target)
        } else if group.pointee.numbersStayFinite, fraction > 0, fraction <= 1 {
            writeMixed(group.pointee.pairs, fraction: fraction, into: target)
        } else {
            writeChecked(group.pointee.numbers, fraction: fraction, into: target)
        }
        writeColorsAndOthers(group, fraction: fraction, underlying: underlying, into: target)
    }

    /// Writes the colours and others of `group` at its eased fraction `fraction`.
    @inline(__always)
    private func writeColorsAndOthers(
        _ group: UnsafePointer<StateGroup>, fraction: Double, underlying: UnsafeBufferPointer<Double>,
        into target: UnsafeMutablePointer<Double>
    ) {
        if group.pointee.hasColorsOrOthers {
            if !group.pointee.colors.isEmpty { writeColorStates(group.pointee.colors, fraction: fraction, into: target) }
            if !group.pointee.others.isEmpty {
                writeOtherStates(group.pointee.others, fraction: fraction, underlying: underlying, into: target)
            }
        }
    }

    /// The eased fraction of `group` at range progress `t`, other than 0 and 1: its curve, which
    /// for `linear` is `t` itself and for `outSine` and `inSine` one of `sines` (the curves' own
    /// formulas: ``QuarterSine``).
    @inline(__always)
    private func eased(_ group: UnsafePointer<StateGroup>, inside t: Double, sines: (sine: Double, versine: Double)) -> Double {
        switch group.pointee.form {
        case .rests: return 0
        case .linear: return t
        case .outSine: return sines.sine
        case .inSine: return sines.versine
        case .computed: return ease(curves.base + group.pointee.curve, t)
        }
    }

    /// `curve`'s output at `t`. Out of line: inlined into the loop over a block's groups, whose
    /// `t` is the same for all, the optimiser would compute every inline curve's formula before
    /// choosing one.
    @inline(never)
    private func ease(_ curve: UnsafePointer<CompiledCurve>, _ t: Double) -> Double {
        CompiledCurve.ease(curve, t, in: tables)
    }

    /// Writes `interpolate(from, to, fraction)` for each number property in `members`:
    /// `from + difference·fraction` where that is finite.
    private func writeChecked(_ members: Range<Int>, fraction: Double, into target: UnsafeMutablePointer<Double>) {
        var member = UnsafePointer(numberStates.base + members.lowerBound)
        let membersEnd = UnsafePointer(numberStates.base + members.upperBound)
        while member < membersEnd {
            let value = member.pointee.from + member.pointee.difference * fraction
            target[member.pointee.slot] = value.isFinite ? value : interpolate(member.pointee.from, member.pointee.to, fraction)
            member += 1
        }
    }

    /// Writes the colours of a group whose ends are known (``ColorStateMember``): inline from
    /// their precomputed linear stage for fractions in 0…1, by the general mix otherwise.
    @inline(__always)
    private func writeColorStates(_ members: Range<Int>, fraction: Double, into target: UnsafeMutablePointer<Double>) {
        guard fraction >= 0, fraction <= 1 else {
            return mixColorStates(members, fraction: fraction, into: target)
        }
        var member = UnsafePointer(colorStates.base + members.lowerBound)
        let end = UnsafePointer(colorStates.base + members.upperBound)
        while member < end {
            if member.pointee.encodesLinearly {
                ColorStateMember.writeEncodedLinearly(member, at: fraction, into: target + member.pointee.slot)
            } else {
                writeColorState(member, at: fraction, into: target)
            }
            member += 1
        }
    }

    /// Writes the colour of `member` at `fraction` (0…1) from its linear stage. Out of line:
    /// the transfer function's `pow` calls would make the frame's function keep its values
    /// around them.
    @inline(never)
    private func writeColorState(
        _ member: UnsafePointer<ColorStateMember>, at fraction: Double, into target: UnsafeMutablePointer<Double>
    ) {
        ColorStateMember.write(member, at: fraction, into: target + member.pointee.slot)
    }

    /// Writes the colours of a group whose ends are known by the general mix (any fraction).
    @inline(never)
    private func mixColorStates(_ members: Range<Int>, fraction: Double, into target: UnsafeMutablePointer<Double>) {
        let numbers = UnsafePointer(self.numbers.base)
        for index in members {
            let member = UnsafePointer(colorStates.base + index)
            mix(
                from: numbers + member.pointee.from, to: numbers + member.pointee.to, fraction: fraction,
                into: target + member.pointee.slot, colorSpace: member.pointee.colorSpace)
        }
    }

    /// Writes the other colours and the properties resting at the view's own values of a group.
    private func writeOtherStates(
        _ members: Range<Int>, fraction: Double, underlying: UnsafeBufferPointer<Double>, into buffer: UnsafeMutablePointer<Double>
    ) {
        let numbers = UnsafePointer(self.numbers.base)
        let underlying = underlying.baseAddress ?? numbers
        for index in members {
            let member = UnsafePointer(stateMembers.base + index)
            let from = (member.pointee.fromIsUnderlying ? underlying : numbers) + member.pointee.from
            let to = (member.pointee.toIsUnderlying ? underlying : numbers) + member.pointee.to
            guard let colorSpace = member.pointee.colorSpace else {
                buffer[member.pointee.slot] = interpolate(from[0], to[0], fraction)
                continue
            }
            mix(from: from, to: to, fraction: fraction, into: buffer + member.pointee.slot, colorSpace: colorSpace)
        }
    }
}
