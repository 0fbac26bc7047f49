import CatalogTooling
import Dispatch
import Foundation

/// The catalog a studio serves: one ``CatalogEditor`` (writable, or read-only and following other
/// writers), whose blocking work (SQLite reads and writes, with their busy timeout, and the
/// CPU-bound previews) runs on Dispatch's threads rather than on Swift's cooperative pool, so a
/// slow write never holds up the event stream or other requests.
package final class StudioCatalog: Sendable {
    /// The editor every route uses. Work with it through ``run(_:)``.
    package let editor: CatalogEditor
    /// Whether writes are refused (`--read-only`): 403 on every route that would change the catalog.
    package let isReadOnly: Bool

    private let queue = DispatchQueue(label: "preset-studio.catalog", qos: .userInitiated, attributes: .concurrent)

    /// Serves `editor`; `isReadOnly` refuses writes even when the editor could make them.
    package init(editor: CatalogEditor, isReadOnly: Bool) {
        self.editor = editor
        self.isReadOnly = isReadOnly || editor.isReadOnly
    }

    /// The catalog file's path.
    package var path: String { editor.path }

    /// Runs `body` with the editor on a Dispatch thread and returns its result.
    func run<Result: Sendable>(_ body: @escaping @Sendable (CatalogEditor) throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { [editor] in
                continuation.resume(with: Swift.Result { try body(editor) })
            }
        }
    }
}
