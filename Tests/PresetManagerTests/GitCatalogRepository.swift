import Foundation
import TestSupport
import Testing

/// A git repository in a temporary folder holding a seeded `catalog.sqlite`, set up by
/// `preset-manager git setup` and committed on `main`: real git, running the built tool as its
/// textconv and merge driver. Definitions are edited through the tool, from files kept outside
/// the repository.
final class GitCatalogRepository {
    let directory: TemporaryDirectory
    let scratch: TemporaryDirectory
    var root: String { directory.path }
    var catalog: String { directory.file("catalog.sqlite") }

    init() throws {
        directory = try TemporaryDirectory()
        scratch = try TemporaryDirectory()
        try git(["init", "-q", "-b", "main"])
        try require(try tool(["init", "--catalog", "catalog.sqlite"]))
        try require(try tool(["git", "setup", "catalog.sqlite"]))
        try commitAll("base")
    }

    /// Runs git in the repository, with an author of its own and no user configuration.
    @discardableResult
    func git(_ arguments: [String]) throws -> Shell.Output {
        try Shell.run(
            ["git", "-C", root, "-c", "user.name=Tests", "-c", "user.email=tests@example.com", "-c", "core.pager=cat"] + arguments)
    }

    /// Runs the tool in the repository's folder, with a private HOME.
    func tool(_ arguments: [String]) throws -> ToolResult {
        try ToolRunner.run(
            arguments, environment: ["HOME": scratch.file("home"), "XDG_DATA_HOME": scratch.file("xdg")], in: URL(fileURLWithPath: root))
    }

    /// Runs a tool command on the catalog (`--catalog` appended).
    func onCatalog(_ arguments: [String]) throws -> ToolResult {
        try tool(arguments + ["--catalog", catalog])
    }

    /// Fails the test unless `result` exited 0.
    func require(_ result: ToolResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(result.exitCode == 0, "\(result.standardError)", sourceLocation: sourceLocation)
    }

    /// The preset's definition as `presets show --format json` prints it.
    func definition(_ name: String) throws -> [String: Any] {
        let shown = try onCatalog(["presets", "show", name, "--format", "json"])
        try require(shown)
        return try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
    }

    /// Updates the preset through `presets update`, with `change` made to its definition.
    func updatePreset(_ name: String, _ change: (inout [String: Any]) -> Void) throws {
        var definition = try definition(name)
        change(&definition)
        let file = scratch.file("\(name).json")
        try JSONSerialization.data(withJSONObject: definition).write(to: URL(fileURLWithPath: file))
        try require(try onCatalog(["presets", "update", name, "--file", file]))
    }

    /// Sets a keyframe's value: `tracks[track].keyframes[keyframe].value`.
    func setKeyframe(_ name: String, track: Int, keyframe: Int, to value: Double) throws {
        try updatePreset(name) { definition in
            var tracks = definition["tracks"] as? [[String: Any]] ?? []
            var keyframes = tracks[track]["keyframes"] as? [[String: Any]] ?? []
            keyframes[keyframe]["value"] = value
            tracks[track]["keyframes"] = keyframes
            definition["tracks"] = tracks
        }
    }

    /// The keyframe's value as the catalog holds it.
    func keyframe(_ name: String, track: Int, keyframe: Int) throws -> Double? {
        let tracks = try definition(name)["tracks"] as? [[String: Any]]
        let keyframes = tracks?[track]["keyframes"] as? [[String: Any]]
        return keyframes?[keyframe]["value"] as? Double
    }

    /// Branches `designers` off main and commits `designers` there, then commits `main` on main:
    /// two branches that each changed the catalog once since they parted.
    func diverge(designers: () throws -> Void, main: () throws -> Void) throws {
        try #require(try git(["checkout", "-q", "-b", "designers"]).status == 0)
        try designers()
        try commitAll("designers")
        try #require(try git(["checkout", "-q", "main"]).status == 0)
        try main()
        try commitAll("main")
    }

    /// Commits everything.
    func commitAll(_ message: String) throws {
        try #require(try git(["add", "-A"]).status == 0)
        let committed = try git(["commit", "-q", "-m", message])
        try #require(committed.status == 0, "\(committed.standardError)")
    }

    /// The preset names the catalog holds.
    func presetNames() throws -> [String] {
        let listed = try onCatalog(["presets", "list", "--format", "json"])
        try require(listed)
        let presets = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]] ?? []
        return presets.compactMap { $0["name"] as? String }
    }

    /// The unresolved conflicts as `conflicts --format json` lists them.
    func conflicts() throws -> [[String: Any]] {
        let listed = try onCatalog(["conflicts", "--format", "json"])
        try require(listed)
        return try #require(
            try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8), options: .fragmentsAllowed) as? [[String: Any]])
    }
}
