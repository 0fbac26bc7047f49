import ParallaxEngine
import PresetCatalog

/// The names a mistyped name was most likely meant to be, for "did you mean" hints in messages
/// (curve names here; commands, presets, images and menus in the tooling, through package access).
///
/// Closeness is the optimal string alignment distance: the fewest insertions, deletions,
/// substitutions and swaps of two neighbouring characters turning one name into the other, with
/// letter case ignored ("outcubic" is 1 from "outCubic" only by its case, so counts as 0). A
/// name is suggested when it is at most 2 edits away, and at most a third of the typed length,
/// so short typos are forgiven without suggesting unrelated words.
package enum NameSuggestion {
    /// The candidates closest to `typed` (several when tied), in the order given; empty when
    /// none is close enough or `typed` is itself a candidate.
    package static func closest(to typed: String, among candidates: some Sequence<String>) -> [String] {
        let typedText = typed.lowercased()
        let typedCount = typedText.count
        let limit = Swift.min(2, Swift.max(1, typedCount / 3))
        var typedCharacters: [Character] = []
        var best: [String] = []
        var bestDistance = limit + 1
        for candidate in candidates {
            guard candidate != typed else { return [] }
            let candidateCharacters = Array(candidate.lowercased())
            // The distance is at least the difference in length: a candidate too much shorter
            // or longer is never suggested, and a long typed text is never aligned at all.
            guard abs(candidateCharacters.count - typedCount) <= limit else { continue }
            if typedCharacters.isEmpty { typedCharacters = Array(typedText) }
            let distance = Self.distance(typedCharacters, candidateCharacters)
            if distance < bestDistance {
                best = [candidate]
                bestDistance = distance
            } else if distance == bestDistance, !best.contains(candidate) {
                best.append(candidate)
            }
        }
        return bestDistance <= limit ? best : []
    }

    /// " (did you mean 'x'?)", " (did you mean 'x' or 'y'?)", or "" when no candidate is close.
    package static func hint(for typed: String, among candidates: some Sequence<String>) -> String {
        let names = closest(to: typed, among: candidates).prefix(3).map { "'\($0)'" }
        guard let last = names.last else { return "" }
        let listed = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
        return " (did you mean \(listed)?)"
    }

    /// The optimal string alignment distance between `a` and `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

/// The error for a subcommand name the tool does not know.
package enum UnknownCommand {
    /// `unknown command 'lst' for 'presets' (did you mean 'list'?)`, or the list of commands
    /// when none is close. Usage (64).
    /// - Parameters:
    ///   - typed: What was typed.
    ///   - commands: The subcommands that would have been accepted there.
    ///   - path: The commands typed before it, e.g. ["presets"].
    package static func error(_ typed: String, commands: [String], path: [String]) -> CatalogError {
        let hint = NameSuggestion.hint(for: typed, among: commands)
        let listed = hint.isEmpty ? " (expected one of: \(commands.joined(separator: ", ")))" : hint
        let scope = path.isEmpty ? "" : " for '\(path.joined(separator: " "))'"
        return CatalogError(.invalidArgument, "unknown command '\(messageText(typed))'\(scope)\(listed)")
    }
}
