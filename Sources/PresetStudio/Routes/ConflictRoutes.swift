import CatalogEditing
import Hummingbird

/// `GET /api/conflicts`: the catalog's unresolved merge conflicts, as `conflicts --format json`
/// lists them (`[{"kind", "name", "path", "base", "ours", "theirs"}]`).
/// `POST /api/conflicts/resolve` (``ResolveConflictRequest``): settles one, as `conflicts
/// resolve NAME PATH --take SIDE` does, and answers with the conflicts left.
struct ConflictRoutes {
    let catalog: StudioCatalog

    func addRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.get { _, _ in
            try Response.json(try await catalog.run { try $0.mergeConflictReport() })
        }
        group.post("resolve") { request, _ in
            let body = try ResolveConflictRequest(parsing: try await request.bodyText())
            let (kind, choice) = (try body.entryKind(), try body.choice())
            return try Response.json(
                try await catalog.run { editor in
                    try editor.resolveMergeConflict(kind: kind, name: body.name, path: body.path, choice: choice)
                    return try editor.mergeConflictReport()
                })
        }
    }
}
