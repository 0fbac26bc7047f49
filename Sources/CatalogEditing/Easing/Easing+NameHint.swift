import Foundation
import ParallaxEngine

extension Easing {
    /// Reads a curve as ``Easing/init(parsing:)`` does; a bare word that names no curve gets a
    /// "did you mean" hint naming the closest curve names (``NameSuggestion``) right after it:
    /// `unknown curve 'outCubik' (did you mean 'outCubic'?) (expected a Parade name …)`.
    /// - Throws: the engine's `EngineError` (field `easing`), with the hint when one applies.
    package init(parsingWithHint text: String) throws {
        do {
            try self.init(parsing: text)
        } catch let error as EngineError {
            throw Self.addingHint(to: error, parsing: text)
        }
    }

    /// `error`, thrown by parsing `text`, with the hint after the unknown name it quotes; as it
    /// is when `text` is not a bare word, or no curve name is close.
    private static func addingHint(to error: EngineError, parsing text: String) -> EngineError {
        let word = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let quoted = "unknown curve '\(messageText(word))'"
        guard !word.contains("("), error.problem.hasPrefix(quoted) else { return error }
        let hint = NameSuggestion.hint(for: word, among: bareWordNames)
        return EngineError(field: error.field, problem: quoted + hint + error.problem.dropFirst(quoted.count))
    }
}
