import Foundation
import PresetStore

// Weakly, as in LiveCatalog.swift.
#if canImport(FoundationNetworking)
    @_weakLinked import FoundationNetworking
#endif

extension LiveCatalog {
    /// Fetches the manifest at `manifestURL` and, when it names a newer catalog, the catalog
    /// file next to it, then installs it (``install(manifest:catalog:)``); true when the
    /// catalog in use changed. Through `URLSession`, so the app adds no networking library.
    ///
    /// The manifest's entity tag is sent back (`If-None-Match`), after a relaunch too (it is
    /// kept in the storage directory), so a server answers an unchanged manifest with 304 and
    /// no body. A manifest is checked (form, trusted key, signature, schema, expiry) before
    /// anything else is downloaded; one whose version is not newer than the catalog in use (or
    /// than the highest installed) is no update: false. The catalog is downloaded into a
    /// temporary file and stopped once it passes the manifest's byte count (at once when its
    /// `Content-Length` says more) and refused (``CatalogError/UpdateRefusal/digestMismatch``);
    /// only a file within the count is read into memory, so a server cannot make the app
    /// allocate more than the manifest says (nor more than 16 KiB for the manifest).
    /// - Throws: ``CatalogError`` — ``CatalogError/Kind/refusedUpdate(_:)`` with its reason,
    ///   including `expired` when the server still serves a manifest past its `expires` date;
    ///   ``CatalogError/Kind/ioFailure`` when a fetch fails or answers other than 200 (or 304
    ///   for the manifest), or the program has no URLSession (on Linux, one linked with
    ///   `--static-swift-stdlib` that does not import FoundationNetworking itself).
    public func update(from manifestURL: URL) async throws -> Bool {
        guard let session else {
            throw CatalogError(
                .ioFailure,
                "cannot fetch \(manifestURL.absoluteString): this program has no URLSession (on Linux, import FoundationNetworking)")
        }
        var request = URLRequest(url: manifestURL, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 60)
        let previous = lastManifest(from: manifestURL)
        if let tag = previous?.entityTag { request.setValue(tag, forHTTPHeaderField: "If-None-Match") }
        let (data, response) = try await fetch(request, with: session, limit: CatalogManifest.maximumLength) { received in
            CatalogError(
                refusing: .malformedManifest,
                "manifest \(manifestURL.absoluteString) is longer than \(CatalogManifest.maximumLength) bytes (\(received) received)")
        }
        if response.statusCode == 304, let previous {
            try ManifestCheck.requireUnexpired(previous.manifest, now: clock())
            return false
        }
        try requireSuccess(response, fetching: manifestURL)
        let manifest = try signedManifest(data)
        try ManifestCheck.requireUnexpired(manifest, now: clock())
        let fetched = FetchedManifest(
            url: manifestURL, entityTag: response.value(forHTTPHeaderField: "ETag"), data: data, manifest: manifest)
        guard manifest.version > versionToExceed else {
            remember(fetched)
            return false
        }
        let catalogURL = manifestURL.deletingLastPathComponent().appendingPathComponent(manifest.file)
        let catalogRequest = URLRequest(url: catalogURL, cachePolicy: .reloadIgnoringLocalCacheData)
        let (catalog, catalogResponse) = try await fetch(catalogRequest, with: session, limit: manifest.bytes) { received in
            CatalogError(
                refusing: .digestMismatch,
                "catalog version \(manifest.version) is longer than its manifest's \(manifest.bytes) bytes; "
                    + "the download was stopped after \(received)")
        }
        try requireSuccess(catalogResponse, fetching: catalogURL)
        do {
            try install(manifest: data, catalog: catalog)
        } catch let error as CatalogError where error.kind == .refusedUpdate(.notNewer) {
            // Another update installed it (or a newer one) meanwhile.
            remember(fetched)
            return false
        }
        remember(fetched)
        return true
    }

    /// The body (at most `limit` bytes) and response of `request`; cancelled with the calling
    /// task. A 200 body longer than `limit` throws `tooLong(bytesReceived)`.
    private func fetch(
        _ request: URLRequest, with session: URLSession, limit: Int, tooLong: @escaping @Sendable (Int) -> CatalogError
    ) async throws -> (Data, HTTPURLResponse) {
        let url = request.url?.absoluteString ?? "?"
        let box = TaskBox()
        let downloads = downloads
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) in
                box.start {
                    downloads.start(request, on: session, limit: limit) { outcome in
                        switch outcome {
                        case .finished(let body, let response):
                            continuation.resume(returning: (body, response))
                        case .tooLong(_, let response?) where response.statusCode != 200:
                            continuation.resume(returning: (Data(), response))
                        case .tooLong(let received, _):
                            continuation.resume(throwing: tooLong(received))
                        case .failed(let reason):
                            continuation.resume(throwing: CatalogError(.ioFailure, "cannot fetch \(url): \(reason)"))
                        }
                    }
                }
            }
        } onCancel: {
            box.cancel()
        }
    }

    private func requireSuccess(_ response: HTTPURLResponse, fetching url: URL) throws {
        guard response.statusCode == 200 else {
            throw CatalogError(.ioFailure, "cannot fetch \(url.absoluteString): HTTP status \(response.statusCode)")
        }
    }
}

/// The data task of one fetch, which a cancellation arriving before it starts cancels as it starts.
private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var isCancelled = false

    /// Starts the task `begin` makes (it resumes it), cancelled at once when a cancellation
    /// came first.
    func start(_ begin: () -> URLSessionTask) {
        lock.withLock {
            let task = begin()
            self.task = task
            if isCancelled { task.cancel() }
        }
    }

    func cancel() {
        lock.withLock {
            isCancelled = true
            task?.cancel()
        }
    }
}
