import Foundation
import Testing

/// One malformed input for a command that writes: the command line (without `--catalog`), what
/// goes to stdin (the definition or document for `--file -` and `import -`), and the field the
/// one-line error must name.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// What is wrong, for reports.
    let label: String
    let arguments: [String]
    let input: Data
    /// Text the error line must contain: a JSON path such as `tracks[0].keyframes[1].at`, an
    /// option such as `--width`, or the missing name.
    let field: String

    var testDescription: String { label }

    init(_ label: String, _ arguments: [String], input: Data = Data(), field: String) {
        self.label = label
        self.arguments = arguments
        self.input = input
        self.field = field
    }

    /// `presets create --file -` with `json` on stdin.
    static func create(_ label: String, _ json: String, field: String) -> BadInput {
        BadInput(label, ["presets", "create", "--file", "-"], input: Data(json.utf8), field: field)
    }

    /// `presets create --file -` with raw bytes on stdin.
    static func create(_ label: String, bytes: Data, field: String) -> BadInput {
        BadInput(label, ["presets", "create", "--file", "-"], input: bytes, field: field)
    }

    /// `presets update NAME --file -` with `json` on stdin.
    static func update(_ label: String, _ name: String, _ json: String, field: String) -> BadInput {
        BadInput(label, ["presets", "update", name, "--file", "-"], input: Data(json.utf8), field: field)
    }

    /// `import -` with `json` on stdin.
    static func importing(_ label: String, _ json: String, field: String) -> BadInput {
        BadInput(label, ["import", "-"], input: Data(json.utf8), field: field)
    }
}
