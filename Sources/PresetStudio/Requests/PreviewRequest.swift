import CatalogEditing
import HTTPTypes
import PresetCatalog
import PresetRendering

/// What `POST /api/preview` and `POST /api/export/css` evaluate: a stored preset, an unsaved
/// definition or (preview only) a menu, and the geometry `preview`'s options give, each member
/// read with the parser of the option it stands for, so the same text means the same thing:
///
/// | member | option | JSON |
/// |---|---|---|
/// | `offsets` | `--offsets` | `"0:400:10"`, `"0,50,100"` or `[0, 50, 100]` |
/// | `viewport` | `--viewport` | `{"width": 390, "height": 844}`, or `"390x844"` |
/// | `itemFrame` | `--item-frame` | `"844,100"` |
/// | `rowHeight`, `headerHeight` | `--row-height`, `--header-height` | numbers |
/// | `image` | `--image` | an image's name |
/// | `variables` | `--var` (repeated) | `{"cardInset": 12}` or `["cardInset=12"]` |
/// | `underlying` | `--underlying` (repeated) | `{"image.cornerRadius": 12}` or `["image.cornerRadius=12"]` |
/// | `reducedMotion` | `--reduced-motion` | `true` or `false` (preview only) |
/// | `trajectory` | `--trajectory` | `"fling:0:3000"` or `"0:0,0.1:120,0.6:300"` (preview of a preset only) |
/// | `reachableOnly` | `--reachable-only` | `true` or `false` (export only) |
struct PreviewRequest: Sendable {
    /// What is previewed.
    enum Subject: Sendable {
        /// The stored preset of that name.
        case preset(String)
        /// An unsaved definition's JSON text.
        case definition(String)
        /// The stored menu of that name.
        case menu(String)
    }

    /// Which route reads the request: they differ in the subjects and flags they take.
    enum Route {
        case preview, cssExport
    }

    let subject: Subject
    let settings: PreviewSettings
    /// Export only: `--reachable-only`.
    let reachableOnly: Bool

    static let geometryMembers: Set<String> = [
        "offsets", "viewport", "itemFrame", "rowHeight", "headerHeight", "image", "variables", "underlying",
    ]

    /// Reads `body` for `route`.
    /// - Throws: ``StudioError`` 400 naming the member at fault (the option parsers' own
    ///   messages, e.g. `offsets: expected FROM:TO:STEP like -200:200:50, got '0:10'`).
    init(_ body: RequestObject, for route: Route) throws {
        let subjects = route == .preview ? ["preset", "definition", "menu"] : ["preset", "definition"]
        let flag = route == .preview ? "reducedMotion" : "reachableOnly"
        let motion: Set<String> = route == .preview ? ["trajectory"] : []
        try body.requireOnly(Self.geometryMembers.union(subjects).union([flag]).union(motion))
        let given = subjects.filter { body.members[$0] != nil }
        guard given.count == 1 else {
            let choices = subjects.map { "\"\($0)\"" }.joined(separator: ", ")
            throw StudioError(
                .badRequest,
                given.isEmpty
                    ? "give what to preview: one of \(choices)" : "give one of \(choices), not \(given.joined(separator: " and "))",
                path: given.dropFirst().first ?? "")
        }
        switch given[0] {
        case "preset": subject = .preset(try body.requiredString("preset"))
        case "menu": subject = .menu(try body.requiredString("menu"))
        default: subject = .definition(try DefinitionCheck.text(of: body.members["definition"]!, path: "definition"))
        }
        let flagValue = try body.bool(flag) ?? false
        reachableOnly = route == .cssExport && flagValue
        var settings = PreviewSettings(
            viewport: try body.members["viewport"].map(ViewportSize.init(requestMember:)),
            rowHeight: try body.number("rowHeight"), headerHeight: try body.number("headerHeight"),
            imageName: try body.string("image"),
            itemFrame: try Self.parsed(body, "itemFrame") { try ItemFrame(parsing: $0) },
            offsets: try Self.offsets(body),
            reducedMotion: route == .preview && flagValue,
            variables: try Self.member("variables") {
                try VariableSetting.variables(try Self.settings(body, "variables").map { try VariableSetting(parsing: $0) })
            },
            underlying: try Self.member("underlying") { try Self.settings(body, "underlying").map { try UnderlyingSetting(parsing: $0) } })
        if route == .preview {
            settings.trajectory = try Self.parsed(body, "trajectory") { try ScrollTrajectory(parsing: $0) }
            if settings.trajectory != nil, settings.offsets != nil {
                throw StudioError(.badRequest, "give trajectory or offsets, not both", path: "trajectory")
            }
        }
        self.settings = settings
    }

    /// The string member `key` parsed by `parse`, nil when absent.
    private static func parsed<Value>(_ body: RequestObject, _ key: String, _ parse: (String) throws -> Value) throws -> Value? {
        guard let text = try body.string(key) else { return nil }
        return try member(key) { try parse(text) }
    }

    /// `offsets`: the option's text, or an array of numbers read as the list `0,50,100` is.
    private static func offsets(_ body: RequestObject) throws -> OffsetSweep? {
        switch body.members["offsets"] {
        case nil: return nil
        case .string(let text)?: return try member("offsets") { try OffsetSweep(parsing: text) }
        case .array(let elements)?:
            let texts = try elements.enumerated().map { index, element in
                guard case .number(let number) = element else {
                    throw StudioError(
                        .badRequest, "offsets[\(index)]: must be a number, not \(element.kindDescription)", path: "offsets[\(index)]")
                }
                return String(number)  // the shortest text that reads back as the same number
            }
            guard !texts.isEmpty else { throw StudioError(.badRequest, "offsets: the list is empty", path: "offsets") }
            return try member("offsets") { try OffsetSweep(parsing: texts.joined(separator: ",")) }
        case let other?:
            throw body.wrongType("offsets", expected: "a string like \"0:400:10\" or \"0,50,100\", or an array of numbers", got: other)
        }
    }

    /// A repeatable option's settings, `NAME=VALUE`: an array of those texts, or an object
    /// whose members are the names and whose numbers or strings are the values.
    private static func settings(_ body: RequestObject, _ key: String) throws -> [String] {
        switch body.members[key] {
        case nil: return []
        case .array(let elements)?:
            return try elements.enumerated().map { index, element in
                guard case .string(let text) = element else {
                    throw StudioError(
                        .badRequest, "\(key)[\(index)]: must be a string NAME=VALUE, not \(element.kindDescription)",
                        path: "\(key)[\(index)]")
                }
                return text
            }
        case .object(let members)?:
            return try members.keys.sorted().map { name in
                switch members[name]! {
                case .number(let number): return name + "=" + String(number)
                case .string(let text): return name + "=" + text
                case let other:
                    throw StudioError(
                        .badRequest, "\(key).\(name): must be a number or a string, not \(other.kindDescription)", path: "\(key).\(name)")
                }
            }
        case let other?:
            throw body.wrongType(key, expected: "an object or an array of NAME=VALUE strings", got: other)
        }
    }

    /// Runs an option's parser, its usage errors becoming 400s at member `key`.
    private static func member<Value>(_ key: String, _ parse: () throws -> Value) throws -> Value {
        do {
            return try parse()
        } catch let error as CatalogError {
            throw StudioError(.badRequest, "\(key): \(error.message)", path: key)
        }
    }
}
