import CatalogEditing
import Hummingbird
import NIOCore
import PresetStore

/// `GET /api/events`: Server-Sent Events. Each change to the catalog, by anyone, is an event
/// `catalog` whose data is `{"kind", "name", "revision", "action"}` (`revision` is a preset's new
/// revision, null for images, menus and deletions; `action` is created, updated, renamed or
/// deleted; a rename adds `"previousName"`), with an increasing `id`. When the catalog file is
/// replaced, moved or deleted, an event `catalog-replaced` with data `{"error":
/// "catalog-replaced", "path"}` comes once (until `POST /api/catalog/reopen`). A comment line comes when
/// nothing happened for 15 s; the stream ends when the studio shuts down.
struct EventRoutes {
    let events: CatalogEvents

    func addRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.get("events") { _, _ in
            let stream = events.subscribe()
            let body = ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 1000\n: preset studio events\n\n"))
                for await message in stream {
                    try await writer.write(ByteBuffer(string: Self.text(of: message)))
                }
                try await writer.finish(nil)
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store", .xAccelBuffering: "no"],
                body: body)
        }
    }

    /// The lines of one message.
    static func text(of message: CatalogEvents.Message) -> String {
        switch message {
        case .heartbeat:
            return ": keep-alive\n\n"
        case .change(let change, let sequence):
            return "event: catalog\nid: \(sequence)\ndata: \(data(of: change))\n\n"
        case .replaced(let path):
            let data = (try? StudioJSON.text(CatalogReplacedData(path: path), layout: .compact)) ?? "{}"
            return "event: catalog-replaced\ndata: \(data)\n\n"
        }
    }

    /// The event's data, one line of JSON.
    static func data(of change: CatalogChange) -> String {
        // Text and whole numbers only: the canonical form cannot fail.
        (try? StudioJSON.text(CatalogEventData(change: change), layout: .compact)) ?? "{}"
    }
}
