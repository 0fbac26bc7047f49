import Foundation
import PresetCatalog

/// Hands `preset-manager studio ARGUMENTS` to the `preset-manager-studio` executable built beside
/// this one, replacing this process (same process id, so signals, stdout and the exit status are
/// the studio's own). The studio is an executable of its own because linking its server here
/// adds some 2,100 protocol conformance records that every `presets list` would scan at start
/// (BENCHMARKS.md, "Studio").
enum StudioHandOff {
    /// The studio executable's file name.
    static let executableName = "preset-manager-studio"

    /// The one command that builds the studio from a clone and starts it, as the README gives it.
    static let sourceCommand = "swift run preset-manager-studio --open"

    /// Runs the studio with `arguments` (those after `studio`); returns only by throwing.
    /// - Throws: ``CatalogError`` — not found (66) when the studio executable is not beside this
    ///   one; I/O (74) when it cannot be started.
    static func run(_ arguments: [String]) throws -> Never {
        let executable = try locate()
        let argv = ([executableName] + arguments).map { strdup($0) } + [nil]
        execv(executable, argv)
        let reason = String(cString: strerror(errno))
        throw CatalogError(.ioFailure, "cannot start the studio (\(executable)): \(reason)")
    }

    /// The studio executable beside this one (symbolic links resolved, so an installed link to
    /// the tool finds the studio beside the real file).
    private static func locate() throws -> String {
        let folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        let candidate = folder?.appendingPathComponent(executableName).path
        guard let candidate, FileManager.default.isExecutableFile(atPath: candidate) else {
            throw CatalogError(
                .notFound,
                "the studio is the executable \(executableName), which is not beside this tool"
                    + (folder.map { " (in \($0.path))" } ?? "") + "; from the package's folder, \(sourceCommand) builds and starts it")
        }
        return candidate
    }
}
