import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process's standard input, output and error as plain descriptors: written with
/// `write(2)`, whose failures come back as values (Foundation's `FileHandle.write(_:)` traps on
/// a closed or full stream), and guarded at start so no file the tool opens can take their
/// numbers.
package enum StandardDescriptors {
    /// The descriptors 0, 1 and 2 that were closed when the process started
    /// (``protect()`` put `/dev/null` in their place). Set once, before anything else runs.
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    /// Run first thing in `main`. A descriptor among 0, 1 and 2 that was closed
    /// (`presets list >&-`) is opened on `/dev/null`, so the next file the tool opens — a
    /// catalog, a key file — cannot get that number and receive what is meant for stdout or
    /// stderr; writes to it still fail, as writes to a closed stream should (`EBADF`). SIGPIPE is
    /// ignored, so a reader that goes away is an `EPIPE` to handle rather than a kill.
    package static func protect() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened == descriptor {
                closedAtStart.insert(descriptor)
            } else if opened >= 0 {
                close(opened)
            }
        }
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` to `descriptor`; returns nil when it was written, else the `errno`
    /// of the failure (`EPIPE`, `ENOSPC`, `EBADF` for a stream closed at start…).
    package static func write(_ text: String, to descriptor: Int32) -> Int32? {
        if closedAtStart.contains(descriptor) { return EBADF }
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            var written = 0
            while written < bytes.count {
                let count = writeBytes(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return count < 0 ? errno : EIO }
                written += count
            }
            return nil
        }
    }

    /// The line naming a failed write to `streamName` ("stdout"): `cannot write to stdout: Broken pipe`.
    package static func failure(of streamName: String, code: Int32) -> String {
        "cannot write to \(streamName): \(String(cString: strerror(code)))"
    }
}

/// `write(2)`, out of reach of ``StandardDescriptors/write(_:to:)``'s name.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
