import Dispatch
import Foundation

// Weakly, as in LiveCatalog.swift.
#if canImport(FoundationNetworking)
    @_weakLinked import FoundationNetworking
#endif

/// The delegate of ``LiveCatalog``'s session: each body is received into a temporary file (by
/// URLSession's download tasks, so what arrives never waits in memory) and stopped once it
/// passes its byte limit, or at once when its `Content-Length` announces more; only a body
/// within the limit is read into memory. So a server cannot make the app allocate more than it
/// expects. On Linux, swift-corelibs-foundation's URLSession reads on until the cancellation
/// lands (its work queue busy with a fast server), so the temporary file may pass the limit
/// meanwhile; it is removed with the task. One delegate serves every task of the session, each
/// task's state kept under its identifier.
final class BoundedDownloads: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
    /// How a transfer ended.
    enum Outcome {
        /// The whole body (within the limit) and the response.
        case finished(Data, HTTPURLResponse)
        /// The body passed the limit: the transfer was stopped once `received` bytes had been
        /// written (0 when its `Content-Length` announced more than the limit).
        case tooLong(received: Int, HTTPURLResponse?)
        /// The transfer failed (or was cancelled by the caller).
        case failed(String)
    }

    private struct Transfer {
        let limit: Int
        var body: Data?
        var overflow: Int?
        let finish: @Sendable (Outcome) -> Void
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    /// Starts `request` on `session` and calls `finish` once with its outcome; the body is kept
    /// up to `limit` bytes. Returns the task, for cancellation.
    func start(
        _ request: URLRequest, on session: URLSession, limit: Int, finish: @escaping @Sendable (Outcome) -> Void
    ) -> URLSessionDownloadTask {
        let task = session.downloadTask(with: request)
        lock.withLock { transfers[task.taskIdentifier] = Transfer(limit: limit, finish: finish) }
        task.resume()
        return task
    }

    func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64, totalBytesWritten: Int64,
        totalBytesExpectedToWrite: Int64
    ) {
        let overflowed: Bool = lock.withLock {
            guard var transfer = transfers[downloadTask.taskIdentifier], transfer.overflow == nil else { return false }
            let limit = Int64(transfer.limit)
            guard totalBytesWritten > limit || totalBytesExpectedToWrite > limit else { return false }
            transfer.overflow = Int(clamping: totalBytesWritten)
            transfers[downloadTask.taskIdentifier] = transfer
            return true
        }
        // Not here: cancel() waits for the session's work queue, which Linux's URLSession keeps
        // busy reading while a fast server sends, and this delegate queue must go on draining.
        if overflowed { DispatchQueue.global().async { downloadTask.cancel() } }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        lock.withLock {
            guard var transfer = transfers[downloadTask.taskIdentifier], transfer.overflow == nil else { return }
            // The file is URLSession's, removed when this returns: read it now, if it fits.
            let size = (try? FileManager.default.attributesOfItem(atPath: location.path)[.size] as? NSNumber)?.intValue
            if let size, size > transfer.limit {
                transfer.overflow = size
            } else {
                transfer.body = FileManager.default.contents(atPath: location.path)
            }
            transfers[downloadTask.taskIdentifier] = transfer
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        let response = task.response as? HTTPURLResponse
        if let received = transfer.overflow {
            transfer.finish(.tooLong(received: received, response))
        } else if let error {
            transfer.finish(.failed(error.localizedDescription))
        } else if let response, let body = transfer.body {
            transfer.finish(.finished(body, response))
        } else {
            transfer.finish(.failed(response == nil ? "not an HTTP response" : "the download could not be read"))
        }
    }
}
