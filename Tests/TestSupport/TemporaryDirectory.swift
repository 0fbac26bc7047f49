import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it (its
/// permissions restored first) when the value is released.
package final class TemporaryDirectory: Sendable {
    /// The folder's path.
    package let path: String

    package init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("parallax-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    package func file(_ name: String) -> String { path + "/" + name }

    /// The URL of `name` inside the folder.
    package func url(_ name: String) -> URL { URL(fileURLWithPath: file(name)) }

    /// The folder's entries, sorted.
    package func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The repository's root folder, found from this file's path (Tests/TestSupport/…).
package let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
