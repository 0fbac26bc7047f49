/// One thing wrong with a definition: where it is, as a JSON path into the definition (e.g.
/// `tracks[0].keyframes[1].easing`; empty for the definition as a whole), and what is wrong.
///
/// Checks that can find several problems report them all as a list of these, so a person
/// fixing a file sees every problem at once (the CLI prints one per line; `--format json` and
/// the studio give `{"problems": [{"path": …, "message": …}]}`).
package struct DefinitionProblem: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the member at fault; empty for the definition as a whole.
    package var path: String
    /// What is wrong, in words, without the path.
    package var message: String

    /// Creates a problem at `path`.
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone for the definition as a whole.
    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
