/// A workload could not be set up: one line saying what is wrong.
public struct WorkloadError: Error, CustomStringConvertible {
    /// What went wrong.
    public let problem: String

    /// An error saying `problem`.
    public init(problem: String) {
        self.problem = problem
    }

    /// The one-line message.
    public var description: String { problem }
}
