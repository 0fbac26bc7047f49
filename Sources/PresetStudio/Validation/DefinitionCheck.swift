import CatalogEditing
import Foundation
import HTTPTypes
import PresetCatalog
import PresetStore

/// How the studio reads the definitions requests carry, through the format's own checks
/// (``PresetFormat``, ``DefinitionText``): every problem at once, each with its JSON path, so a
/// refused `POST` or `PUT` answers `{"problems": [...]}` with all of them.
enum DefinitionCheck {
    /// How a definition's messages name it: `definition: tracks[0]…`.
    static let source = "definition"

    /// The definition `text` holds, read and checked as `presets create --file` reads a file.
    /// - Throws: ``StudioError`` 422 with every problem.
    static func definition(from text: String) throws -> PresetDefinition {
        do {
            return try DefinitionText.preset(from: text, source: source)
        } catch let refusal as DefinitionRefusal {
            throw StudioError(refusal)
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

    /// The definition a request's member holds, read from its text or from its parsed object
    /// (not written out and parsed again), and checked as ``definition(from:)-(String)`` checks one.
    /// - Throws: ``StudioError`` 422 with every problem.
    static func definition(from member: DefinitionMember) throws -> PresetDefinition {
        switch member.form {
        case .text(let text):
            return try definition(from: text)
        case .parsed(let value):
            do {
                return try DefinitionText.preset(parsed: value, source: source)
            } catch let refusal as DefinitionRefusal {
                throw StudioError(refusal)
            }
        }
    }

    /// Every problem of the definition a request's member holds
    /// (``PresetFormat/problems(inDefinition:)``); none when it is valid.
    static func problems(in member: DefinitionMember) -> [DefinitionProblem] {
        switch member.form {
        case .text(let text): PresetFormat.problems(inDefinition: Data(text.utf8))
        case .parsed(let value): PresetFormat.problems(inParsedDefinition: value)
        }
    }
}

extension StudioError {
    /// A refused definition: 422, the refusal's first line as the message, the first problem's
    /// path, and every problem.
    init(_ refusal: DefinitionRefusal) {
        self.init(.unprocessableContent, refusal.catalogError.message, path: refusal.problems[0].path, problems: refusal.problems)
    }
}
