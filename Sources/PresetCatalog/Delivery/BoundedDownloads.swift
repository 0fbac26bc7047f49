import Foundation

// Weakly, as in LiveCatalog.swift.
#if canImport(FoundationNetworking)
    @_weakLinked import FoundationNetworking
#endif

/// The delegate of ``LiveCatalog``'s session: it receives each body as it arrives and stops a
/// transfer once it passes its byte limit (a `Content-Length` over the limit stops it before
/// the first byte), so a server cannot make the app hold more than it expects. One delegate
/// serves every task of the session; each task's state is kept under its identifier.
final class BoundedDownloads: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// How a transfer ended.
    enum Outcome {
        /// The whole body (within the limit) and the response.
        case finished(Data, HTTPURLResponse)
        /// The body passed the limit: the transfer was cancelled once `received` bytes had
        /// arrived (0 when its `Content-Length` announced more than the limit).
        case tooLong(received: Int, HTTPURLResponse?)
        /// The transfer failed (or was cancelled by the caller).
        case failed(String)
    }

    private struct Transfer {
        let limit: Int
        var body = Data()
        var response: HTTPURLResponse?
        var overflow: Int?
        let finish: @Sendable (Outcome) -> Void
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    /// Starts `request` on `session` and calls `finish` once with its outcome; the body is kept
    /// up to `limit` bytes. Returns the task, for cancellation.
    func start(
        _ request: URLRequest, on session: URLSession, limit: Int, finish: @escaping @Sendable (Outcome) -> Void
    ) -> URLSessionDataTask {
        let task = session.dataTask(with: request)
        lock.withLock { transfers[task.taskIdentifier] = Transfer(limit: limit, finish: finish) }
        task.resume()
        return task
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let proceed: Bool = lock.withLock {
            guard var transfer = transfers[dataTask.taskIdentifier] else { return false }
            transfer.response = response as? HTTPURLResponse
            // A body announced as longer than the limit is not started.
            if response.expectedContentLength > Int64(transfer.limit) {
                transfer.overflow = 0
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.overflow == nil
        }
        completionHandler(proceed ? .allow : .cancel)
        // swift-corelibs-foundation ignores the disposition: cancel the task itself.
        if !proceed { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // The transport's own count runs ahead of the chunks waiting for this delegate (Linux's
        // URLSession queues them without pausing the transfer): stop as soon as it passes.
        let transported = Int(clamping: dataTask.countOfBytesReceived)
        let overflowed: Bool = lock.withLock {
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.overflow == nil else { return false }
            let received = max(transfer.body.count + data.count, transported)
            if received > transfer.limit {
                transfer.overflow = received
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.overflow != nil
        }
        if overflowed { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let received = transfer.overflow {
            transfer.finish(.tooLong(received: received, transfer.response))
        } else if let error {
            transfer.finish(.failed(error.localizedDescription))
        } else if let response = transfer.response {
            transfer.finish(.finished(transfer.body, response))
        } else {
            transfer.finish(.failed("not an HTTP response"))
        }
    }
}
