import ParallaxEngine

/// Why a preset cannot leave as CSS: one line naming the preset and what a browser cannot show
/// (`path-header: part of its effect happens in overscroll …`). Tools report it as bad data
/// (sysexits `EX_DATAERR`, 65).
package struct CSSExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of refusal it is.
    package enum Kind: Hashable, Sendable {
        /// The effect happens (partly) at content offsets below 0, which browsers never scroll to.
        case overscroll
        /// A channel or value CSS has no equivalent for (e.g. `zPosition`, `contentsRect`).
        case unsupported
        /// The definition, context or layout itself is wrong (the engine or the layout refused it).
        case invalid
    }

    /// The preset's name.
    package let preset: String
    /// What kind of refusal it is.
    package let kind: Kind
    /// What cannot be exported, and why.
    package let problem: String

    /// Creates an error.
    package init(preset: String, kind: Kind, problem: String) {
        self.preset = preset
        self.kind = kind
        self.problem = problem
    }

    /// `preset: problem`, on one line.
    package var description: String {
        "\(preset): \(problem)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
