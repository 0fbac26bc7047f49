import CatalogEditing
import Dispatch
import Foundation
import PresetCatalog
import PresetStore

/// The catalog a studio serves: one ``CatalogEditor`` (writable, or read-only and following other
/// writers), whose blocking work (SQLite reads and writes, with their busy timeout, and the
/// CPU-bound previews) runs on Dispatch's threads rather than on Swift's cooperative pool, so a
/// slow write never holds up the event stream or other requests.
///
/// The editor stays on the file it opened: when the file at its path is replaced, moved or
/// deleted, every ``run(_:)`` is refused (409 `catalog-replaced`) until ``reopen()`` opens the
/// file now at the path. The replaced editor is kept, never closed, for as long as the studio
/// runs: closing it would close descriptors on the `-shm` the new file shares by name, and with
/// them drop the locks this process holds on it.
package final class StudioCatalog: Sendable {
    /// Whether writes are refused (`--read-only`): 403 on every route that would change the catalog.
    package let isReadOnly: Bool
    /// The catalog file's path.
    package let path: String

    private struct State {
        var editor: CatalogEditor
        var generation = 0
        var retired: [CatalogEditor] = []
    }

    private let state: LockedState<State>
    private let queue = DispatchQueue(label: "preset-studio.catalog", qos: .userInitiated, attributes: .concurrent)

    /// Serves `editor`; `isReadOnly` refuses writes even when the editor could make them.
    package init(editor: CatalogEditor, isReadOnly: Bool) {
        self.path = editor.path
        self.isReadOnly = isReadOnly || editor.isReadOnly
        state = LockedState(State(editor: editor))
    }

    /// The editor every route uses now. Work with it through ``run(_:)``.
    package var editor: CatalogEditor { state.withLock { $0.editor } }

    /// How many times ``reopen()`` opened the file again: the watcher opens its own reader again
    /// when this moves.
    package var generation: Int { state.withLock { $0.generation } }

    /// Whether the file at ``path`` is no longer the one the editor opened.
    package func fileWasReplaced() -> Bool {
        editor.fileWasReplaced()
    }

    /// Runs `body` with the editor on a Dispatch thread and returns its result.
    /// - Throws: the editor's ``CatalogEditor/replacedError`` (409 `catalog-replaced`) when its
    ///   file was replaced, moved or deleted; `body`'s errors.
    func run<Result: Sendable>(_ body: @escaping @Sendable (CatalogEditor) throws -> Result) async throws -> Result {
        let editor = self.editor
        return try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(
                    with: Swift.Result {
                        guard !editor.fileWasReplaced() else { throw editor.replacedError }
                        return try body(editor)
                    })
            }
        }
    }

    /// Opens the file now at ``path`` as the editor in use (writable unless the editor was
    /// read-only), when the file the editor opened was replaced; true when it did, false when
    /// there was nothing to reopen.
    /// - Throws: ``CatalogError`` when the file now at the path cannot be opened (deleted: not
    ///   found), or is the same file whose `-shm` was removed (``CatalogEditor/lostSharedMemory``:
    ///   409, restart the studio); the editor in use stays.
    package func reopen() async throws -> Bool {
        let current = editor
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { [path, state] in
                continuation.resume(
                    with: Swift.Result {
                        guard current.fileWasReplaced() else { return false }
                        guard !current.lostSharedMemory else {
                            throw CatalogError(
                                .conflict(.catalogReplaced),
                                "catalog '\(pathText(path))': its -wal or -shm was removed while the studio held it open; restart the studio to open it again"
                            )
                        }
                        let fresh =
                            current.isReadOnly
                            ? try CatalogEditor.openReadOnly(at: path, schemaTrust: .acceptUnverified, followsOtherWriters: true)
                            : try CatalogEditor.openWritable(at: path)
                        state.withLock { state in
                            state.retired.append(state.editor)
                            state.editor = fresh
                            state.generation += 1
                        }
                        return true
                    })
            }
        }
    }
}
