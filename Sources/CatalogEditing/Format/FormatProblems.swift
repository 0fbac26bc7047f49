import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

/// The problems a check of a definition collects, in the order it meets them, and the parse
/// cache its curves, colours and expressions are read through (``PresetCatalog/DefinitionValidator``,
/// the one the whole check and the declared variables then use, so each text is parsed once).
struct FormatProblems {
    /// The problems found so far.
    private(set) var list: [DefinitionProblem] = []
    /// The texts parsed so far, and the parser of those to come.
    let parses: DefinitionValidator

    /// No problems yet, texts read through `parses`.
    init(parsingThrough parses: DefinitionValidator) {
        self.parses = parses
    }

    /// Whether none was found.
    var isEmpty: Bool { list.isEmpty }

    /// Records `message`, a problem of kind `code`, about the value at `path`.
    mutating func append(_ code: DefinitionProblem.Code, _ message: String, at path: FieldPath) {
        list.append(DefinitionProblem(path: path.description, code: code, message: message))
    }

    /// Records `problem` as it is.
    mutating func append(_ problem: DefinitionProblem) {
        list.append(problem)
    }

    /// Records what a check of the value at `path` threw: a catalog error's problem as it
    /// carries it, an engine error's problem as one of kind `code`.
    mutating func append(_ error: any Error, as code: DefinitionProblem.Code, at path: FieldPath) {
        list.append(DefinitionProblem(thrown: error, at: path, code: code))
    }
}

extension DefinitionProblem {
    /// The problem a check of the value at `path` threw, in the format's words: a catalog
    /// error's problem as it carries it, code included (else its message, its path split off,
    /// of kind `code`), an engine error's problem of kind `code`; any other error (none is
    /// thrown) says only that the value could not be checked, never a Swift type's name.
    init(thrown error: any Error, at path: FieldPath, code: Code) {
        switch error {
        case let error as CatalogError:
            if let problem = error.problem {
                self = problem
            } else {
                self.init(splitting: error.message, expectedPath: path.description, code: code)
            }
        case let error as EngineError: self.init(path: path.description, code: code, message: error.problem)
        default: self.init(path: path.description, code: code, message: "could not be checked")
        }
    }

    /// The problem of kind `code` a one-line message `path: problem` describes. When the
    /// message starts with `expectedPath` that is its path; otherwise a leading path (letters,
    /// digits, `.` and `[n]` steps) before the first `": "` is; otherwise it is about the whole
    /// definition.
    package init(splitting message: String, expectedPath: String = "", code: Code) {
        if !expectedPath.isEmpty, message.hasPrefix(expectedPath + ": ") {
            self.init(path: expectedPath, code: code, message: String(message.dropFirst(expectedPath.count + 2)))
            return
        }
        if let separator = message.range(of: ": "), Self.looksLikePath(message[..<separator.lowerBound]) {
            self.init(path: String(message[..<separator.lowerBound]), code: code, message: String(message[separator.upperBound...]))
            return
        }
        self.init(path: "", code: code, message: message)
    }

    /// Whether `text` is written like a field path: `name`, `tracks[0].keyframes[1].easing`.
    private static func looksLikePath(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "$" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "$.[]".contains($0)) }
    }
}
