import CatalogEditing
import HTTPTypes
import ParallaxEngine
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
/// | `withoutMotion` | `--without-motion` | `true` or `false` (export only) |
/// | `fallback` | `--fallback` | `"none"` or `"script"` (export only) |
struct PreviewRequest: Sendable {
    /// What is previewed.
    enum Subject: Sendable {
        /// The stored preset of that name.
        case preset(String)
        /// An unsaved definition, as the request carries it.
        case definition(DefinitionMember)
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
    /// Export only: `--without-motion`.
    let withoutMotion: Bool
    /// Export only: `--fallback`.
    let fallback: CSSExportFallback

    /// The members both routes take besides the subject and the route's own flags.
    static let geometryMembers: Set<String> = [
        "offsets", "viewport", "itemFrame", "rowHeight", "headerHeight", "image", "variables", "underlying",
    ]

    /// Reads the body `text` for `route`.
    /// - Throws: ``StudioError`` 400 naming the member at fault (the option parsers' own
    ///   messages, e.g. `offsets: expected FROM:TO:STEP like -200:200:50, got '0:10'`).
    init(parsing text: String, for route: Route) throws {
        let body = try StudioRequestBody(parsing: text)
        let subjects = route == .preview ? ["preset", "definition", "menu"] : ["preset", "definition"]
        let flags: Set<String> = route == .preview ? ["reducedMotion", "trajectory"] : ["reachableOnly", "withoutMotion", "fallback"]
        try body.requireOnly(Self.geometryMembers.union(subjects).union(flags))
        let given = subjects.filter { body.members[$0] != nil && body.members[$0] != .null }
        guard given.count == 1 else {
            let choices = subjects.map { "\"\($0)\"" }.joined(separator: ", ")
            throw StudioError(
                .badRequest,
                given.isEmpty
                    ? "give what to preview: one of \(choices)" : "give one of \(choices), not \(given.joined(separator: " and "))",
                path: given.dropFirst().first ?? "")
        }
        // Every member is optional, so none is ever missing.
        try self.init(body.decode(PreviewBody.self, members: [:]), for: route)
    }

    /// The request `body` stands for on `route`, each option text read by its option's parser.
    init(_ body: PreviewBody, for route: Route) throws {
        if let preset = body.preset {
            subject = .preset(preset)
        } else if let menu = body.menu {
            subject = .menu(menu)
        } else {
            subject = .definition(body.definition ?? DefinitionMember(text: ""))
        }
        reachableOnly = route == .cssExport && body.reachableOnly == true
        withoutMotion = route == .cssExport && body.withoutMotion == true
        fallback =
            try body.fallback.map { text in
                guard route == .cssExport, let fallback = CSSExportFallback(rawValue: text) else {
                    throw StudioError(
                        .badRequest, "fallback: expected \"none\" or \"script\", got '\(messageText(text))'", path: "fallback")
                }
                return fallback
            } ?? .none
        var settings = PreviewSettings(
            viewport: body.viewport?.size, rowHeight: body.rowHeight, headerHeight: body.headerHeight, imageName: body.image,
            itemFrame: try body.itemFrame.map { text in try Self.member("itemFrame") { try ItemFrame(parsing: text) } },
            offsets: try body.offsets.map { offsets in try Self.member("offsets") { try OffsetSweep(parsing: offsets.text) } },
            reducedMotion: route == .preview && body.reducedMotion == true,
            variables: try Self.member("variables") {
                try VariableSetting.variables(try (body.variables?.settings ?? []).map { try VariableSetting(parsing: $0) })
            },
            underlying: try Self.member("underlying") { try (body.underlying?.settings ?? []).map { try UnderlyingSetting(parsing: $0) } })
        if route == .preview {
            settings.trajectory = try body.trajectory.map { text in try Self.member("trajectory") { try ScrollTrajectory(parsing: text) } }
            if settings.trajectory != nil, settings.offsets != nil {
                throw StudioError(.badRequest, "give trajectory or offsets, not both", path: "trajectory")
            }
        }
        self.settings = settings
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
