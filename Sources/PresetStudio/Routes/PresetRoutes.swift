import CatalogEditing
import HTTPTypes
import Hummingbird
import ParallaxEngine
import PresetStore

/// `/api/presets`: list, show, history and diff (reads); create, update, delete, rename, copy and
/// revert (writes, refused when read-only). Each does what the `presets` command of the same
/// name does, through the same ``CatalogEditor`` call, and answers with the same JSON: a preset
/// is the body of `presets show NAME --format json`, with its revision as `ETag`.
struct PresetRoutes {
    let catalog: StudioCatalog

    func addReads(to group: RouterGroup<StudioRequestContext>) {
        group.get { request, _ in try await list(request) }
        group.get(":name") { _, context in try await show(try context.parameters.require("name")) }
        group.get(":name/history") { _, context in
            let name = try context.parameters.require("name")
            return try Response.json(try await catalog.run { try $0.historyReport(ofPreset: name) })
        }
        group.get(":name/diff") { request, context in
            let name = try context.parameters.require("name")
            let from = try request.wholeNumber(query: "from")
            let to = try request.wholeNumber(query: "to")
            return try Response.json(try await catalog.run { try $0.diffReport(ofPreset: name, from: from, to: to) })
        }
    }

    func addWrites(to group: RouterGroup<StudioRequestContext>) {
        group.post { request, _ in
            let definition = try DefinitionCheck.definition(fromBody: try await request.bodyText())
            return try await respond(status: .created) { try $0.createPreset(definition) }
        }
        group.put(":name") { request, context in
            let name = try context.parameters.require("name")
            let expected = try IfMatch.required(request, for: "PUT /api/presets/\(name)").expectedRevision()
            let definition = try DefinitionCheck.definition(fromBody: try await request.bodyText())
            return try await respond { try $0.updatePreset(named: name, to: definition, expectedRevision: expected).stored }
        }
        group.delete(":name") { request, context in
            let name = try context.parameters.require("name")
            let expected = try IfMatch.required(request, for: "DELETE /api/presets/\(name)").expectedRevision()
            try await catalog.run { try $0.deletePreset(named: name, expectedRevision: expected) }
            return Response(status: .noContent)
        }
        group.post(":name/rename") { request, context in
            let name = try context.parameters.require("name")
            let expected = try IfMatch(request)?.expectedRevision()
            let newName = try await Self.target(request)
            return try await respond {
                try $0.rename(.preset, named: name, to: newName, expectedRevision: expected)
                return try $0.preset(named: newName)
            }
        }
        group.post(":name/copy") { request, context in
            let name = try context.parameters.require("name")
            let newName = try await Self.target(request)
            return try await respond(status: .created) { try $0.copyPreset(named: name, to: newName) }
        }
        group.post(":name/revert") { request, context in
            let name = try context.parameters.require("name")
            let expected = try IfMatch(request)?.expectedRevision()
            let revision = try RevertRequest(parsing: try await request.bodyText()).to
            return try await respond { try $0.revertPreset(named: name, toRevision: revision, expectedRevision: expected).stored }
        }
    }

    /// `{"presets": [{"name", "kind", "axis", "summary", "revision"}], "unreadable": [{"name",
    /// "problem"}]}`, by name; `?prefix=` and `?limit=` as `presets list` takes them. A preset
    /// whose row cannot be read is named in `unreadable`, and the others are listed.
    private func list(_ request: Request) async throws -> Response {
        let prefix = request.listingPrefix
        let limit = try request.listingLimit()
        let (presets, unreadable) = try await catalog.run { try $0.readablePresets(prefix: prefix, limit: limit) }
        return try Response.json(PresetListing(presets: presets, unreadable: unreadable))
    }

    /// `presets show NAME --format json`, with the revision of the same read as `ETag`.
    private func show(_ name: String) async throws -> Response {
        let (text, revision) = try await catalog.run { editor in
            let stored = try editor.preset(named: name)
            return (try editor.presetReport(of: stored).rendered(as: .json), stored.revision)
        }
        try Self.requireShowable(text, name: name)
        return .json(text: text, headers: .eTag(revision))
    }

    /// Runs a write and answers with the preset it leaves, as `show` does.
    private func respond(
        status: HTTPResponse.Status = .ok, _ write: @escaping @Sendable (CatalogEditor) throws -> StoredPreset
    ) async throws -> Response {
        let (text, name, revision) = try await catalog.run { editor in
            let stored = try write(editor)
            return (try editor.presetReport(of: stored).rendered(as: .json), stored.definition.name, stored.revision)
        }
        try Self.requireShowable(text, name: name)
        var headers = HTTPFields.eTag(revision)
        headers[.location] = "/api/presets/\(name)"
        return .json(text: text, status: status, headers: headers)
    }

    /// Refuses (422) a preset whose JSON passes ``StudioLimits/maximumPresetJSONBytes``: only
    /// stored text beyond the catalog's own limits makes one that large.
    private static func requireShowable(_ text: String, name: String) throws {
        let bytes = text.utf8.count
        guard bytes > StudioLimits.maximumPresetJSONBytes else { return }
        throw StudioError(
            .unprocessableContent,
            "preset '\(messageText(name))' is \(bytes) bytes as JSON, more than the studio sends "
                + "(\(StudioLimits.maximumPresetJSONBytes >> 20) MiB): its stored text is past the catalog's limits"
        )
    }

    /// The `{"to": NAME}` of a rename or a copy.
    private static func target(_ request: Request) async throws -> String {
        try NewNameRequest(parsing: try await request.bodyText()).to
    }
}
