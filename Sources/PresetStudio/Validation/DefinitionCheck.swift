import CatalogTooling
import Foundation
import HTTPTypes
import PresetCatalog
import PresetStore

/// The studio's one seam to the definition checks: reading a definition from a request and
/// listing its problems. Every route that takes a definition goes through here, so when the
/// all-problems validation (issue 22) lands, this file is the one to change: ``problems(in:)``
/// returns every problem instead of the first, and ``problem(from:)`` is no longer needed to
/// find a path in a message.
enum DefinitionCheck {
    /// How a definition's messages name it: `definition: tracks[0]…`.
    static let source = "definition"

    /// The definition a request carries: the JSON text of a whole body, or a `definition`
    /// member, which may be the definition's object or its text (a string, as an editor holds
    /// it, so syntax errors name their line and column in that text).
    static func text(of member: JSONValue, path: String) throws -> String {
        switch member {
        case .string(let text):
            return text
        case .object:
            do {
                return try member.canonicalText(layout: .compact)
            } catch let error as CatalogError {
                throw StudioError(.badRequest, error.message, path: path)
            }
        default:
            throw StudioError(
                .badRequest, "\(path): must be a definition (an object, or its JSON text), not \(member.kindDescription)", path: path)
        }
    }

    /// The definition `text` holds, read as `presets create --file` reads a file
    /// (``DefinitionText/preset(from:source:)``: syntax, members, types). The editor's calls
    /// that store or preview it check the rest (``CatalogEditor/validate(_:)``), so it is not
    /// checked twice.
    /// - Throws: ``StudioError`` 422 with its problems.
    static func definition(from text: String) throws -> PresetDefinition {
        do {
            return try DefinitionText.preset(from: text, source: source)
        } catch let error as CatalogError {
            throw StudioError(error)
        }
    }

    /// The definition a request's whole body holds (`POST /api/presets`, `PUT`): as
    /// ``definition(from:)``, but a body that is not a JSON object at all is a malformed request
    /// (400) rather than a definition with problems (422).
    static func definition(fromBody text: String) throws -> PresetDefinition {
        do {
            return try definition(from: text)
        } catch let error as StudioError {
            guard case .object? = try? JSONValue(parsing: text, source: source) else {
                throw StudioError(.badRequest, error.message)
            }
            throw error
        }
    }

    /// Every problem of the definition `text` holds, read and checked completely; none when it is
    /// valid. Today the checks stop at the first problem, so this is at most one.
    static func problems(in text: String) -> [DefinitionProblem] {
        do {
            try CatalogEditor.validate(try definition(from: text))
            return []
        } catch let error as CatalogError {
            let refusal = StudioError(error)
            return refusal.problems ?? [DefinitionProblem(path: refusal.path, message: refusal.message)]
        } catch let error as StudioError {
            return error.problems ?? [DefinitionProblem(path: error.path, message: error.message)]
        } catch {
            return [DefinitionProblem(path: "", message: "\(error)")]
        }
    }

    /// The problem a one-line catalog error describes: its path is the JSON path the message
    /// starts with (after the definition's source and the `preset 'NAME': ` prefix), as the
    /// decoder and the compiler write it (`tracks[0].keyframes[1].easing: unknown curve …`).
    static func problem(from error: CatalogError) -> DefinitionProblem {
        var rest = Substring(error.message)
        for prefix in [source + ": ", "request body: "] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
        }
        if rest.hasPrefix("preset '"), let end = rest.range(of: "': ") {
            rest = rest[end.upperBound...]
        }
        guard let colon = rest.range(of: ": "), isPath(rest[..<colon.lowerBound]) else {
            return DefinitionProblem(path: "", message: String(rest))
        }
        return DefinitionProblem(path: String(rest[..<colon.lowerBound]), message: String(rest[colon.upperBound...]))
    }

    /// Whether `text` is a JSON path as messages write them: a member name, then `.member` or
    /// `[index]` steps (`tracks[0].keyframes[1].easing`, `states.image.start.alpha`).
    static func isPath(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" || first == "$" else { return false }
        var afterBracket = false
        for character in text {
            guard character.isASCII else { return false }
            if afterBracket {
                guard character.isNumber || character == "]" else { return false }
                if character == "]" { afterBracket = false }
            } else if character == "[" {
                afterBracket = true
            } else if !(character.isLetter || character.isNumber || "_$-.".contains(character)) {
                return false
            }
        }
        return !afterBracket
    }
}
