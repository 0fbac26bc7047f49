import Foundation
import ParallaxEngine
import PresetStore

extension CatalogEditor {
    /// The images whose file is present but no longer the one recorded: for each image with a
    /// recorded SHA-256 whose URI names a local file that exists (relative URIs resolve against
    /// the catalog's folder), the file's digest is computed again and compared. A missing file
    /// is not a problem (an app may ship its images elsewhere); a remote URI is not fetched.
    func imageFileProblems() throws -> [ValidationProblem] {
        var problems: [ValidationProblem] = []
        for image in try images().map(\.definition) {
            guard let recorded = image.sha256,
                let file = ImageFilePath.existingLocalFile(of: image.uri, catalogFolder: folder)
            else { continue }
            let subject = "image '\(image.name)'"
            guard !OwnedFiles(catalogPath: path).contains(file.path) else {
                problems.append(
                    ValidationProblem(
                        subject: subject, problem: "file \(messageText(image.uri)) is one of the catalog's own files, not an image"))
                continue
            }
            guard let bytes = try? Data(contentsOf: file) else {
                problems.append(ValidationProblem(subject: subject, problem: "file \(messageText(image.uri)) cannot be read"))
                continue
            }
            let actual = ImageDefinition.sha256(ofFile: Array(bytes))
            guard actual != recorded else { continue }
            problems.append(
                ValidationProblem(
                    subject: subject,
                    problem: "file \(messageText(image.uri)) has SHA-256 \(actual.prefix(12))…, the catalog recorded "
                        + "\(recorded.prefix(12))…: it changed since it was added; "
                        + "images update \(image.name) --file FILE records it again"))
        }
        return problems
    }
}
