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
    /// The manifest's entity tag is sent back (`If-None-Match`), so a server answers an
    /// unchanged manifest with 304 and no body. A manifest is checked (form, trusted key,
    /// signature, schema, expiry) before anything else is downloaded; one whose version is not
    /// newer than the catalog in use (or than the highest installed) is no update: false.
    /// - Throws: ``CatalogError`` — a refusal (65, with its ``CatalogError/updateRefusal``),
    ///   including `expired` when the server still serves a manifest past its `expires` date;
    ///   I/O (74) when a fetch fails or answers other than 200 (or 304 for the manifest), or
    ///   the program has no URLSession (on Linux, one linked with `--static-swift-stdlib` that
    ///   does not import FoundationNetworking itself).
    public func update(from manifestURL: URL) async throws -> Bool {
        guard let session else {
            throw CatalogError(
                .ioFailure,
                "cannot fetch \(manifestURL.absoluteString): this program has no URLSession (on Linux, import FoundationNetworking)")
        }
        var request = URLRequest(url: manifestURL, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 60)
        let previous = lastManifest(from: manifestURL)
        if let tag = previous?.entityTag { request.setValue(tag, forHTTPHeaderField: "If-None-Match") }
        let (data, response) = try await fetch(request, with: session)
        if response.statusCode == 304, let previous {
            try ManifestCheck.requireUnexpired(previous.manifest, now: clock())
            return false
        }
        try requireSuccess(response, fetching: manifestURL)
        let manifest = try signedManifest(data)
        try ManifestCheck.requireUnexpired(manifest, now: clock())
        let fetched = FetchedManifest(url: manifestURL, entityTag: response.value(forHTTPHeaderField: "ETag"), manifest: manifest)
        guard manifest.version > versionToExceed else {
            remember(fetched)
            return false
        }
        let catalogURL = manifestURL.deletingLastPathComponent().appendingPathComponent(manifest.file)
        let catalogRequest = URLRequest(url: catalogURL, cachePolicy: .reloadIgnoringLocalCacheData)
        let (catalog, catalogResponse) = try await fetch(catalogRequest, with: session)
        try requireSuccess(catalogResponse, fetching: catalogURL)
        do {
            try install(manifest: data, catalog: catalog)
        } catch let error as CatalogError where error.updateRefusal == .notNewer {
            // Another update installed it (or a newer one) meanwhile.
            remember(fetched)
            return false
        }
        remember(fetched)
        return true
    }

    /// The body and response of `request`; cancelled with the calling task.
    private func fetch(_ request: URLRequest, with session: URLSession) async throws -> (Data, HTTPURLResponse) {
        let url = request.url?.absoluteString ?? "?"
        let box = TaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: CatalogError(.ioFailure, "cannot fetch \(url): \(error.localizedDescription)"))
                    } else if let response = response as? HTTPURLResponse {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: CatalogError(.ioFailure, "cannot fetch \(url): not an HTTP response"))
                    }
                }
                box.start(task)
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
    private var task: URLSessionDataTask?
    private var isCancelled = false

    func start(_ task: URLSessionDataTask) {
        lock.withLock {
            self.task = task
            if isCancelled { task.cancel() }
        }
        task.resume()
    }

    func cancel() {
        lock.withLock {
            isCancelled = true
            task?.cancel()
        }
    }
}
