import Foundation

/// How an image file's path becomes the URI a catalog records, and what its name says.
package enum ImageFilePath {
    /// The URI recorded for `file`: an absolute path as given; a relative path (relative to the
    /// working directory) rewritten relative to `catalogFolder`, which is where previews and
    /// apps resolve relative URIs from (`../` steps when the file is outside it). When the two
    /// share nothing but the root, the absolute path.
    static func uri(of file: String, catalogFolder: URL) -> String {
        guard !file.hasPrefix("/") else { return file }
        let fileComponents = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let folderComponents = catalogFolder.standardizedFileURL.pathComponents
        var shared = 0
        while shared < Swift.min(fileComponents.count - 1, folderComponents.count),
            fileComponents[shared] == folderComponents[shared]
        {
            shared += 1
        }
        guard shared > 1 else { return URL(fileURLWithPath: file).standardizedFileURL.path }
        let steps = [String](repeating: "..", count: folderComponents.count - shared)
        return (steps + fileComponents[shared...]).joined(separator: "/")
    }

    /// The local file `uri` names when it is a path or a `file://` URL of an existing file (not a
    /// folder): an absolute path as it is, a relative one relative to `catalogFolder`; nil for
    /// any other URI (previews and checks never reach over the network) or a missing file.
    package static func existingLocalFile(of uri: String, catalogFolder: URL) -> URL? {
        let path: String
        if uri.hasPrefix("file://") {
            guard let url = URL(string: uri), url.isFileURL else { return nil }
            path = url.path
        } else if uri.contains("://") {
            return nil
        } else if uri.hasPrefix("/") {
            path = uri
        } else {
            path = catalogFolder.appendingPathComponent(uri).path
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// The scale an Apple-style name gives: 2 for `radar@2x.png`, 3 for `radar@3x~ipad.jpg`;
    /// nil when the name has no `@Nx` suffix.
    static func scale(inName path: String) -> Double? {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let withoutDevice = stem.split(separator: "~", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard let at = withoutDevice.lastIndex(of: "@"), withoutDevice.hasSuffix("x") else { return nil }
        let digits = withoutDevice[withoutDevice.index(after: at)..<withoutDevice.index(before: withoutDevice.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let scale = Int(digits), scale > 0 else { return nil }
        return Double(scale)
    }
}
