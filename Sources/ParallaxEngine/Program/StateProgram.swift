/// One Parade-state property as the compiler resolved it, before
/// ``ProgramBuilder/appendStates(_:)`` groups it.
struct StatePlan {
    /// One side (start or end) of a property.
    struct Side {
        /// The state's value starts at `numbers[value]` (`componentCount` numbers).
        let value: Int
        let easing: Easing
        let range: ProgressRange?
    }

    /// The first buffer index the property writes.
    let slot: Int
    /// Set for colour channels: values are premultiplied components in this space, then alpha.
    let colorSpace: ColorSpace?
    /// The resting value starts at `numbers[rest]`, or at `underlying[rest]` when
    /// `restIsUnderlying`.
    let rest: Int
    let restIsUnderlying: Bool
    let start: Side?
    let end: Side?
}

/// Parade-state properties that move together on one side: they share the side's curve and
/// range (or all rest), so per frame their eased fraction is computed once for the group.
struct StateGroup: Sendable {
    /// The curve, `curves[curve]`; −1 for a group that rests (fraction 0).
    let curve: Int
    let range: ProgressRange?
    /// The curve's output at 0 and at 1, computed once (by the same curve) when the program is
    /// made: before a side's range begins and after it ends, the fraction is one of them.
    var easedAtStart = 0.0
    var easedAtEnd = 0.0
    /// Number properties whose values are known when the animator is built and differ,
    /// indices into the program's `numberStates`.
    let numbers: Range<Int>
    /// Whether `|from| + |difference|` is finite for every one of `numbers`: then
    /// `from + difference·f` is finite for every fraction f in 0…1, and needs no check.
    let numbersStayFinite: Bool
    /// Colours whose ends are known when the animator is built and share one alpha, indices
    /// into the program's `colorStates`.
    let colors: Range<Int>
    /// The others (other colours, and values resting at the view's own), indices into the
    /// program's `stateMembers`.
    let others: Range<Int>
}

extension StateGroup {
    /// The group with its curve's output at 0 and 1 from `curves` and `tables`.
    func easingEnds(curves: UnsafePointer<CompiledCurve>, tables: UnsafePointer<CurveTables>) -> StateGroup {
        guard curve >= 0 else { return self }
        var group = self
        group.easedAtStart = CompiledCurve.ease(curves + curve, 0, in: tables)
        group.easedAtEnd = CompiledCurve.ease(curves + curve, 1, in: tables)
        return group
    }
}

/// A number property moving from `from` to `to`: at fraction f it shows
/// `interpolate(from, to, f)`, which is `from + difference·f` wherever that is finite
/// (`difference = to − from`, computed once).
struct NumberStateMember: Sendable {
    let slot: Int
    let from: Double
    let to: Double
    let difference: Double
}

/// A property of a ``StateGroup`` moving from the value at `from` to the one at `to`, each in
/// `numbers` or in the underlying values.
struct StateMember: Sendable {
    let slot: Int
    let colorSpace: ColorSpace?
    let from: Int
    let fromIsUnderlying: Bool
    let to: Int
    let toIsUnderlying: Bool
}

/// What one side of the viewport's centre (or its band) writes.
struct StateSide: Sendable {
    /// Its groups, indices into the program's `stateGroups`.
    let groups: Range<Int>
    /// Number properties that show one value all along this side (their state's value is their
    /// resting one, or they rest here): indices into the program's `numberStates`, written as
    /// `from`.
    let constants: Range<Int>

    static let none = StateSide(groups: 0..<0, constants: 0..<0)
}

/// The sides of the viewport's centre, and its band.
struct StateSides: Sendable {
    /// Below or right of the centre: start states.
    let start: StateSide
    /// Above or left of it: end states.
    let end: StateSide
    /// Inside the centre band: every property rests.
    let center: StateSide

    static let none = StateSides(start: .none, end: .none, center: .none)
}

extension ProgramBuilder {
    /// Adds Parade-state properties as the groups of each side.
    mutating func appendStates(_ properties: [StatePlan]) {
        guard !properties.isEmpty else { return }
        stateSides = StateSides(
            start: appendSide(properties) { $0.start }, end: appendSide(properties) { $0.end },
            center: appendSide(properties) { _ in nil })
    }

    /// What properties must share to be in one group.
    private enum StateGroupKey: Hashable {
        case resting
        case eased(Easing, ProgressRange?)
    }

    /// Where a property starts on a side: its state's value there, at `numbers[index]`, or where
    /// it rests (then in the underlying values when `isUnderlying`).
    private typealias SideStart = (index: Int, isUnderlying: Bool)

    /// The side where `side` picks each property's state (nil: the property rests there).
    private mutating func appendSide(_ properties: [StatePlan], side: (StatePlan) -> StatePlan.Side?) -> StateSide {
        var constants: [NumberStateMember] = []
        var moving: [(property: StatePlan, from: SideStart)] = []
        for property in properties {
            // Resting: from the resting value to itself.
            let from: SideStart = side(property).map { ($0.value, false) } ?? (property.rest, property.restIsUnderlying)
            if property.colorSpace == nil, !from.isUnderlying, !property.restIsUnderlying,
                numbers[from.index] == numbers[property.rest]
            {
                constants.append(numberMember(property, from: numbers[from.index]))
            } else {
                moving.append((property, from))
            }
        }
        let firstConstant = numberStates.count
        numberStates += constants
        let constantRange = firstConstant..<numberStates.count
        let first = stateGroups.count
        let groups = moving.groupedInOrder { side($0.property).map { StateGroupKey.eased($0.easing, $0.range) } ?? .resting }
        for (key, members) in groups {
            var curve = -1
            var range: ProgressRange?
            if case .eased(let easing, let sideRange) = key {
                curve = curves.count
                curves.append(CompiledCurve(easing, tables: &tables))
                range = sideRange
            }
            let firstNumber = numberStates.count
            let firstOther = stateMembers.count
            let firstColor = colorStates.count
            for (property, from) in members { appendMember(property, from: from) }
            let numbers = firstNumber..<numberStates.count
            stateGroups.append(
                StateGroup(
                    curve: curve, range: range, numbers: numbers,
                    numbersStayFinite: numberStates[numbers].allSatisfy { ($0.from.magnitude + $0.difference.magnitude).isFinite },
                    colors: firstColor..<colorStates.count, others: firstOther..<stateMembers.count))
        }
        return StateSide(groups: first..<stateGroups.count, constants: constantRange)
    }

    /// Adds `property`, moving from `from` to where it rests, as the cheapest member that
    /// computes it: a number, a colour with known ends of one alpha, or the general member.
    private mutating func appendMember(_ property: StatePlan, from: SideStart) {
        if property.colorSpace == nil, !from.isUnderlying, !property.restIsUnderlying {
            numberStates.append(numberMember(property, from: numbers[from.index]))
        } else if let colorSpace = property.colorSpace, !from.isUnderlying, !property.restIsUnderlying,
            let color = ColorStateMember(
                slot: property.slot, colorSpace: colorSpace, from: from.index, to: property.rest, numbers: numbers)
        {
            colorStates.append(color)
        } else {
            stateMembers.append(
                StateMember(
                    slot: property.slot, colorSpace: property.colorSpace, from: from.index, fromIsUnderlying: from.isUnderlying,
                    to: property.rest, toIsUnderlying: property.restIsUnderlying))
        }
    }

    /// `property` moving from `from` to its resting number.
    private func numberMember(_ property: StatePlan, from: Double) -> NumberStateMember {
        let to = numbers[property.rest]
        return NumberStateMember(slot: property.slot, from: from, to: to, difference: to - from)
    }
}

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
        writeFrom(side.constants, into: target)
        var group = UnsafePointer(stateGroups.base + side.groups.lowerBound)
        let end = UnsafePointer(stateGroups.base + side.groups.upperBound)
        while group < end {
            let fraction = eased(group, at: progress)
            if fraction == 0 {
                // Where a side's range has not begun (and in the centre's band), every value is
                // its starting one: interpolate(a, b, 0) is a.
                writeFrom(group.pointee.numbers, into: target)
            } else if group.pointee.numbersStayFinite, fraction > 0, fraction <= 1 {
                var member = UnsafePointer(numberStates.base + group.pointee.numbers.lowerBound)
                let membersEnd = UnsafePointer(numberStates.base + group.pointee.numbers.upperBound)
                while member < membersEnd {
                    target[member.pointee.slot] = member.pointee.from + member.pointee.difference * fraction
                    member += 1
                }
            } else {
                var member = UnsafePointer(numberStates.base + group.pointee.numbers.lowerBound)
                let membersEnd = UnsafePointer(numberStates.base + group.pointee.numbers.upperBound)
                while member < membersEnd {
                    let value = member.pointee.from + member.pointee.difference * fraction
                    target[member.pointee.slot] =
                        value.isFinite ? value : interpolate(member.pointee.from, member.pointee.to, fraction)
                    member += 1
                }
            }
            if !group.pointee.colors.isEmpty {
                writeColorStates(group.pointee.colors, fraction: fraction, into: target)
            }
            if !group.pointee.others.isEmpty {
                writeOtherStates(group.pointee.others, fraction: fraction, underlying: underlying, into: target)
            }
            group += 1
        }
    }

    /// The eased fraction of `group` at side progress `progress`: its range applied, then its
    /// curve, whose outputs at 0 and 1 are read rather than computed.
    @inline(__always)
    private func eased(_ group: UnsafePointer<StateGroup>, at progress: Double) -> Double {
        let curve = group.pointee.curve
        if curve < 0 { return 0 }
        let t = group.pointee.range?.remap(progress) ?? progress
        if t == 0 { return group.pointee.easedAtStart }
        if t == 1 { return group.pointee.easedAtEnd }
        return CompiledCurve.ease(curves.base + curve, t, in: tables)
    }

    /// Writes the starting value of each number property in `members`.
    @inline(__always)
    private func writeFrom(_ members: Range<Int>, into target: UnsafeMutablePointer<Double>) {
        var member = UnsafePointer(numberStates.base + members.lowerBound)
        let end = UnsafePointer(numberStates.base + members.upperBound)
        while member < end {
            target[member.pointee.slot] = member.pointee.from
            member += 1
        }
    }

    /// Writes the colours of a group whose ends are known (``ColorStateMember``).
    private func writeColorStates(_ members: Range<Int>, fraction: Double, into target: UnsafeMutablePointer<Double>) {
        var member = UnsafePointer(colorStates.base + members.lowerBound)
        let end = UnsafePointer(colorStates.base + members.upperBound)
        let inUnitRange = fraction >= 0 && fraction <= 1
        while member < end {
            if inUnitRange {
                ColorStateMember.write(member, at: fraction, into: target + member.pointee.slot)
            } else {
                let numbers = UnsafePointer(self.numbers.base)
                mix(
                    from: numbers + member.pointee.from, to: numbers + member.pointee.to, fraction: fraction,
                    into: target + member.pointee.slot, colorSpace: member.pointee.colorSpace)
            }
            member += 1
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
