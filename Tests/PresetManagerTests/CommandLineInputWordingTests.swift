import Foundation
import Testing

/// The command line names its own options where the libraries name an input in the domain's
/// words: each refusal below reaches stderr with the option that gives the input at fault, or
/// the one that gets past it, through the built tool, and leaves the catalog as it was. The
/// studio's side of the same refusals is `StudioInputWordingTests`'.
@Suite struct CommandLineInputWordingTests {
    /// A card that follows the scroll through a spring: CSS cannot express the smoothing.
    static let smoothed = """
        {"name": "smoothed", "kind": "custom", "smoothing": "spring(duration: 0.4, bounce: 0)",
         "timeline": {"scroll": {"from": 0, "to": 1000}},
         "tracks": [{"target": "card", "property": "translationY", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1000}]}]}
        """

    /// Arguments, the exit code and the words stderr must hold (the option among them).
    static let cases: [(arguments: [String], exitCode: Int32, says: [String])] = [
        (["preview", "fade-up", "--offsets", "0:1000000:0.01"], 64, ["--offsets", "use a larger step"]),
        (["preview", "fade-up", "--var", "rowHeight=3"], 64, ["rowHeight is built in, not a variable", "(use --row-height)"]),
        (["preview", "fade-up", "--var", "headerHeight=3"], 64, ["(use --header-height)"]),
        (["preview", "fade-up", "--var", "viewportWidth=3"], 64, ["(use --viewport WxH)"]),
        (["preview", "fade-up", "--var", "imageHeight=3"], 64, ["(use --image NAME)"]),
        (["preview", "fade-up", "--var", "a=1", "--var", "a=2"], 64, ["--var: variable a is given more than once"]),
        (["preview", "fade-up", "--trajectory", "fling:0"], 64, ["--trajectory: fling: expected fling:OFFSET:VELOCITY"]),
        (["preview", "fade-up", "--trajectory", "0:0,0:10"], 64, ["--trajectory: times must increase"]),
        (["preview", "aeris-map-layers", "--image", "aeris-map"], 64, ["--image: an image does not apply to menu"]),
        (["presets", "new", "x", "--template", "nope"], 64, ["--template: no template 'nope'", "(presets new --list describes them)"]),
        (["export", "stretch-header", "--format", "css"], 65, ["the part they reach can be exported on its own (use --reachable-only)"]),
    ]

    @Test func eachRefusalNamesTheOption() throws {
        let workspace = try Workspace()
        for refusal in Self.cases {
            let result = try workspace.expectFailure(refusal.arguments, exitCode: refusal.exitCode, message: refusal.says[0])
            for words in refusal.says.dropFirst() {
                #expect(result.standardError.contains(words), "\(refusal.arguments): \(result.standardError)")
            }
        }
    }

    @Test func anExportOfMotionNamesWithoutMotion() throws {
        let workspace = try Workspace()
        let file = try workspace.write(Self.smoothed, to: "smoothed.json")
        let created = try workspace.runOnCatalog(["presets", "create", "--file", file])
        try #require(created.exitCode == 0, "\(created.standardError)")
        try workspace.expectFailure(
            ["export", "smoothed", "--format", "css"], exitCode: 65,
            message: "the rest can be exported without it (use --without-motion)")
    }
}
