/// An ``AnimationProgram`` while an animator is being compiled: growable arrays, frozen into
/// the program's own memory at the end.
struct ProgramBuilder {
    var groups: [GroupProgram] = []
    var runs: [TrackRun] = []
    var segmentTracks: [SegmentTrack] = []
    var colorTracks: [ColorTrack] = []
    var stateBlocks: [StateBlock] = []
    var stateGroups: [StateGroup] = []
    var numberPairs = NumberPairs()
    var numberStates: [NumberStateMember] = []
    var stateMembers: [StateMember] = []
    var colorStates: [ColorStateMember] = []
    var stateSides = StateSides.none
    /// Keyframe stops, keyframe values and state values, back to back.
    var numbers: [Double] = []
    var curves: [CompiledCurve] = []
    var tables = CurveTables.Builder()
    /// The view's own values Parade states rest at, in the order the program reads them.
    var underlying: [UnderlyingValues.Entry] = []
}

extension ProgramBuilder {
    /// Adds Parade-state properties as the blocks and groups of each side.
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

        /// The range of the group's block: a group that rests goes with the properties without
        /// a range (its fraction is 0 whatever the range gives).
        var range: ProgressRange? {
            if case .eased(_, let range) = self { return range }
            return nil
        }
    }

    /// Where a property starts on a side: its state's value there, at `numbers[index]`, or where
    /// it rests (then in the underlying values when `isUnderlying`).
    private typealias SideStart = (index: Int, isUnderlying: Bool)

    /// A property moving on a side, from where it starts there.
    private typealias MovingProperty = (property: StatePlan, from: SideStart)

    /// The side where `side` picks each property's state (nil: the property rests there).
    private mutating func appendSide(_ properties: [StatePlan], side: (StatePlan) -> StatePlan.Side?) -> StateSide {
        var constants: [NumberStateMember] = []
        var moving: [MovingProperty] = []
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
        let constantPairs = numberPairs.append(constants).all
        let firstBlock = stateBlocks.count
        let groups = moving.groupedInOrder { side($0.property).map { StateGroupKey.eased($0.easing, $0.range) } ?? .resting }
        for (range, blockGroups) in groups.groupedInOrder(by: { $0.key.range }) {
            let firstGroup = stateGroups.count
            let firstPair = numberPairs.count
            for (key, members) in blockGroups { appendGroup(key, members) }
            stateBlocks.append(
                StateBlock(range: range ?? .whole, groups: firstGroup..<stateGroups.count, pairs: firstPair..<numberPairs.count))
        }
        return StateSide(blocks: firstBlock..<stateBlocks.count, constants: constantPairs)
    }

    /// Adds the group of `members`, which share `key`.
    private mutating func appendGroup(_ key: StateGroupKey, _ members: [MovingProperty]) {
        var curve = -1
        var form = StateCurveForm.rests
        if case .eased(let easing, _) = key {
            curve = curves.count
            let compiled = CompiledCurve(easing, tables: &tables)
            curves.append(compiled)
            form = StateCurveForm(compiled)
        }
        let firstNumber = numberStates.count
        let firstOther = stateMembers.count
        let firstColor = colorStates.count
        for (property, from) in members { appendMember(property, from: from) }
        let numbers = firstNumber..<numberStates.count
        stateGroups.append(
            StateGroup(
                curve: curve, form: form, pairs: numberPairs.append(Array(numberStates[numbers])), numbers: numbers,
                numbersStayFinite: numberStates[numbers].allSatisfy { ($0.from.magnitude + $0.difference.magnitude).isFinite },
                colors: firstColor..<colorStates.count, others: firstOther..<stateMembers.count))
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

extension Array {
    /// The elements in groups of equal `key`, each group in the elements' order, the groups in
    /// the order their first element comes.
    func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [(key: Key, members: [Element])] {
        var groups: [(key: Key, members: [Element])] = []
        var positions: [Key: Int] = [:]
        for element in self {
            let elementKey = key(element)
            if let position = positions[elementKey] {
                groups[position].members.append(element)
            } else {
                positions[elementKey] = groups.count
                groups.append((elementKey, [element]))
            }
        }
        return groups
    }
}
