/// What a preset's smoothing must be, written once for every check of it (the engine's, the
/// catalog's compiler's and the format's): a spring that starts at rest.
package enum SmoothingRule {
    /// The refusal of a curve as a smoothing, in the words every check uses.
    package struct Problem: Error, Sendable {
        /// What is wrong, without the path.
        package let message: String
    }

    /// The spring the curve `easing`, written `text`, makes a smoothing of, or why it cannot:
    /// it is no spring, or one with an initial velocity.
    package static func spring(_ easing: Easing, text: String) -> Result<SpringEasing, Problem> {
        guard case .spring(let spring) = easing else {
            return .failure(Problem(message: "must be a spring, such as spring(duration: 0.4, bounce: 0) (is \(messageText(text)))"))
        }
        if let problem = problem(with: spring) { return .failure(problem) }
        return .success(spring)
    }

    /// Why `spring` cannot smooth a preset, or nil: a smoothing starts at rest.
    package static func problem(with spring: SpringEasing) -> Problem? {
        spring.velocity == 0 ? nil : Problem(message: "a smoothing spring starts at rest: leave its velocity out")
    }
}
