/// Input a renderer cannot draw, e.g. a non-finite value or frames of unequal length. The
/// description is one line naming the field and the problem.
package struct PreviewRenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field at fault, e.g. `series[1].curves[0].samples[4].value`.
    package let field: String
    /// What is wrong with it.
    package let problem: String

    /// Creates an error for `field`.
    package init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    /// `field: problem`.
    package var description: String { "\(field): \(problem)" }
}
