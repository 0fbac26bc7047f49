import CatalogEditing
import Foundation
import Hummingbird

/// `GET /api/catalog`: what the page shows of the catalog as a whole: its file's name, path and
/// folder, whether the studio may change it, the schema version and the request body limit.
/// `POST /api/catalog/reopen`: opens the file now at the catalog's path, once the one the studio
/// opened was replaced, moved or deleted (`{"reopened": true}`; `false` when it was not, and
/// nothing changed). The studio never reopens on its own.
struct CatalogRoutes {
    let catalog: StudioCatalog

    func addRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.get { _, _ in
            let url = URL(fileURLWithPath: catalog.path)
            return try Response.json(
                CatalogSummary(
                    name: url.deletingPathExtension().lastPathComponent, file: url.lastPathComponent, path: url.path,
                    folder: url.deletingLastPathComponent().path, readOnly: catalog.isReadOnly,
                    schemaVersion: CatalogEditor.schemaVersion, maximumBodyBytes: studioMaximumBodyBytes))
        }
        group.post("reopen") { _, _ in
            let reopened = try await catalog.reopen()
            return try Response.json(ReopenResult(reopened: reopened))
        }
    }
}
