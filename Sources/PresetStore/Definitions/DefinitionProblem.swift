/// One thing wrong with a definition: where it is, as a JSON path into the definition (e.g.
/// `tracks[0].keyframes[1].easing`; empty for the definition as a whole), which kind of problem
/// it is (``Code``, for scripts) and what is wrong, in words (for people).
///
/// Checks that can find several problems report them all as a list of these, so a person
/// fixing a file sees every problem at once (the CLI prints one per line; `--format json` and
/// the studio give `{"problems": [{"path": …, "code": …, "message": …}]}`).
package struct DefinitionProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kind of a problem: a stable word a script can branch on, where the message is worded
    /// for people and may change. Each check that finds a problem names its code, so a problem
    /// keeps it on its way to every edge.
    package enum Code: String, CaseIterable, Hashable, Sendable {
        /// The text is not a JSON object: not UTF-8, a syntax error, a duplicate member, another
        /// kind of JSON value.
        case notJSON = "not-json"
        /// The text is over the size a definition file may have.
        case tooLarge = "too-large"
        /// A value of the wrong JSON type.
        case wrongType = "wrong-type"
        /// A member the format does not have.
        case unknownMember = "unknown-member"
        /// A required member left out, or not exactly one of a set of members.
        case missingMember = "missing-member"
        /// A string the member does not take: outside its enumeration or constant, not a name,
        /// a percentage or a digest.
        case notAllowed = "not-allowed"
        /// A number outside its bound.
        case outOfBounds = "out-of-bounds"
        /// Too few or too many entries in a list, or in the definition as a whole.
        case count = "count"
        /// Two numbers in the wrong order: a range's ends, a window's, keyframes' stops.
        case order = "order"
        /// A curve or smoothing text that is not a curve the library has, or not one it takes
        /// there.
        case invalidCurve = "invalid-curve"
        /// A value its channel cannot read: a colour that does not parse, an expression that
        /// does not, or that reads what it may not.
        case invalidValue = "invalid-value"
        /// A text field's characters or length (controls, NUL, blank, too long).
        case invalidText = "invalid-text"
        /// A name or channel given twice where it must be unique.
        case duplicate = "duplicate"
        /// An expression reads an app variable `variables` does not declare.
        case undeclaredVariable = "undeclared-variable"
        /// `variables` lists a name no expression reads, or a built-in name.
        case unusedVariable = "unused-variable"
        /// The parts are each sound but do not fit together (a channel animated twice, states
        /// on another timeline, a value outside what its channel can show…).
        case inconsistent = "inconsistent"
        /// Refused for a reason outside the definition's text (a name already taken, a preset
        /// or image not found, a catalog busy or replaced): the message says which.
        case refused = "refused"
    }

    /// The JSON path of the member at fault; empty for the definition as a whole.
    package var path: String
    /// The kind of problem.
    package var code: Code
    /// What is wrong, in words, without the path.
    package var message: String

    /// Creates a problem of kind `code` at `path`.
    package init(path: String, code: Code, message: String) {
        self.path = path
        self.code = code
        self.message = message
    }

    /// `path: message`, or the message alone for the definition as a whole.
    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
