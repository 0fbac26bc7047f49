/// Where the jumps of a CSS `steps()` curve happen (CSS Easing Functions Level 1 §3.3).
public enum StepPosition: String, CaseIterable, Hashable, Sendable {
    /// The first rise is at 0.
    case jumpStart = "jump-start"
    /// The last rise is at 1 (the default).
    case jumpEnd = "jump-end"
    /// All rises are inside (0, 1); needs at least 2 steps.
    case jumpNone = "jump-none"
    /// Rises at both 0 and 1.
    case jumpBoth = "jump-both"
    /// Same as `jumpStart`, kept apart for serialisation.
    case start
    /// Same as `jumpEnd`, kept apart for serialisation.
    case end

    /// The number of jumps for `steps` intervals.
    func jumps(steps: Int) -> Int {
        switch self {
        case .jumpStart, .start, .jumpEnd, .end: return steps
        case .jumpNone: return steps - 1
        case .jumpBoth: return steps + 1
        }
    }

    /// The smallest step count this position accepts.
    var minimumSteps: Int { self == .jumpNone ? 2 : 1 }

    /// CSS `steps()` output with the before flag unset (CSS Easing 1 §3.3.1, "Output of a step
    /// easing function"). Outside 0…1 the result is not clamped: `steps(4, jump-end)` gives
    /// −0.25 at −0.1 and 1.5 at 1.5. Arithmetic stays in `Double` so huge inputs cannot trap.
    func output(steps: Int, at input: Double) -> Double {
        let count = Double(steps)
        var current = (input * count).rounded(.down)
        if self == .jumpStart || self == .start || self == .jumpBoth { current += 1 }
        if input >= 0, current < 0 { current = 0 }
        let jumps = Double(self.jumps(steps: steps))
        if input <= 1, current > jumps { current = jumps }
        return current / jumps
    }
}
