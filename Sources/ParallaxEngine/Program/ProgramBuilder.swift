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
