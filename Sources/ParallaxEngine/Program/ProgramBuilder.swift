/// An ``AnimationProgram`` while an animator is being compiled: growable arrays, frozen into
/// the program's own memory at the end.
struct ProgramBuilder {
    var groups: [GroupProgram] = []
    var tracks: [TrackProgram] = []
    var states: [StateProgram] = []
    var numbers: [Double] = []
    var curves: [CompiledCurve] = []
    var tables = CurveTables.Builder()
    /// The view's own values Parade states rest at, in the order the program reads them.
    var underlying: [UnderlyingValues.Entry] = []
}
