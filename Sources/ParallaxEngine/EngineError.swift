/// A problem with engine input: a curve's text, an expression, or a definition that cannot be
/// compiled. Its `description` is one line naming the field and the problem, e.g.
/// `tracks[0].keyframes[1].easing: steps(0, jump-end): step count must be ≥ 1`. The package's
/// one field error: the tooling's renderers throw it too, for values they cannot draw
/// (`series[1].curves[0].samples[4].value: nan is not a finite number`).
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: a field path such as `tracks[2].keyframes[0].value`, or a short
    /// noun such as `easing` or `expression` when there is no enclosing definition.
    public var field: String
    /// What is wrong, in a few words.
    public var problem: String

    /// Creates an error for `field` describing `problem`.
    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    /// `field: problem`, on one line.
    public var description: String { "\(field): \(problem)" }
}
