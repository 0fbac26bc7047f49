import Foundation
import Testing

@testable import CatalogEditing

@Suite struct ImageFilePathTests {
    @Test(arguments: [
        ("radar@2x.png", 2.0), ("images/radar@3x.jpg", 3), ("radar@3x~ipad.png", 3), ("radar.png", nil), ("a@x.png", nil),
        ("a@2.png", nil), ("me@home/radar.png", nil),
    ])
    func scaleFromTheName(path: String, expected: Double?) {
        #expect(ImageFilePath.scale(inName: path) == expected)
    }

    /// Paths relative to the working directory, rewritten relative to the catalog's folder.
    @Test func relativePathsAreRewrittenFromTheCatalogsFolder() {
        let cwd = FileManager.default.currentDirectoryPath
        let here = URL(fileURLWithPath: cwd)
        #expect(ImageFilePath.uri(of: "Assets/a.png", catalogFolder: here) == "Assets/a.png")
        #expect(ImageFilePath.uri(of: "./Assets/../b.png", catalogFolder: here) == "b.png")
        #expect(ImageFilePath.uri(of: "Assets/a.png", catalogFolder: here.appendingPathComponent("db")) == "../Assets/a.png")
        #expect(ImageFilePath.uri(of: "/srv/pics/a.png", catalogFolder: here) == "/srv/pics/a.png")
    }
}
