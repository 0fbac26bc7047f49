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
    /// How the curve is computed inside the range.
    let form: StateCurveForm
    /// The curve's output at 0 and at 1, computed once (by the same curve) when the program is
    /// made, and 0 for a group that rests: before a side's range begins and after it ends, the
    /// fraction is one of them.
    var easedAtStart = 0.0
    var easedAtEnd = 0.0
    /// Number properties whose values are known when the animator is built and differ, as
    /// pairs (``NumberPairs``): indices into the program's pair arrays.
    let pairs: PairRanges
    /// The same properties one by one, with both ends, for the checked mixing: indices into
    /// the program's `numberStates`.
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
    /// Whether the group has colours or others, which are written one by one.
    let hasColorsOrOthers: Bool
    /// Whether, inside the range (progress strictly between 0 and 1), its numbers are
    /// `from + difference·f` with no check: its curve's output there is in 0…1 and above 0
    /// (``StateCurveForm/staysInUnitIntervalInside``; not 0, so a `from` of −0 stays
    /// `interpolate`'s), and the sums cannot overflow.
    let mixesInsideUnchecked: Bool

    init(
        curve: Int, form: StateCurveForm, pairs: PairRanges, numbers: Range<Int>, numbersStayFinite: Bool,
        colors: Range<Int>, others: Range<Int>
    ) {
        self.curve = curve
        self.form = form
        self.pairs = pairs
        self.numbers = numbers
        self.numbersStayFinite = numbersStayFinite
        self.colors = colors
        self.others = others
        hasColorsOrOthers = !colors.isEmpty || !others.isEmpty
        mixesInsideUnchecked = form.staysInUnitIntervalInside && numbersStayFinite
    }
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

/// The groups of one side that share a range (properties without one share `0…1`): per frame
/// the range is applied once for all of them. Their number pairs lie back to back, so where
/// the range has not begun, or has ended, and every group's values are then plain (see
/// `startsAtStart`, `endsAtEnd`), one loop writes them all.
struct StateBlock: Sendable {
    let range: ProgressRange
    /// Indices into the program's `stateGroups`.
    let groups: Range<Int>
    /// Every group's pairs.
    let pairs: Range<Int>
    /// Whether at range progress 0 every group's numbers are their starting values (each curve
    /// gives 0 at 0) and there is nothing else to write.
    var startsAtStart = false
    /// Whether at range progress 1 every group's numbers are `from + difference` (each curve
    /// gives 1 at 1, the sums cannot overflow) and there is nothing else to write.
    var endsAtEnd = false
    /// Whether a group's curve is `outSine` or `inSine`: then the frame computes both from the
    /// range's progress once, for all of them.
    var hasSineGroups = false
}

extension StateBlock {
    /// The block with `startsAtStart` and `endsAtEnd` worked out from its groups in `groups`
    /// (their curve ends computed).
    func ends(in groups: [StateGroup]) -> StateBlock {
        let members = groups[self.groups]
        var block = self
        let plain = members.allSatisfy { !$0.hasColorsOrOthers }
        block.startsAtStart = plain && members.allSatisfy { $0.easedAtStart == 0 }
        block.endsAtEnd = plain && members.allSatisfy { $0.easedAtEnd == 1 && $0.numbersStayFinite }
        block.hasSineGroups = members.contains { $0.form.isSine }
        return block
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
    /// Its blocks, indices into the program's `stateBlocks`.
    let blocks: Range<Int>
    /// Number properties that show one value all along this side (their state's value is their
    /// resting one, or they rest here): pairs, written as their starting values.
    let constants: Range<Int>

    static let none = StateSide(blocks: 0..<0, constants: 0..<0)
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
