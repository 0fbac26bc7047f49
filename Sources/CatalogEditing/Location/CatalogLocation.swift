import PresetCatalog

/// Where the command-line tool finds its catalog file, and why.
package struct CatalogLocation: Equatable, Sendable {
    /// How the location was chosen, in order of precedence.
    package enum Source: Equatable, Sendable {
        /// The `--catalog PATH` option.
        case option
        /// The `PRESET_CATALOG` environment variable.
        case environment
        /// The per-user default under the XDG data directory; created and seeded on first use.
        case userDefault
    }

    /// The name of the environment variable that names a catalog file.
    package static let environmentVariable = "PRESET_CATALOG"
    /// The folder, inside the XDG data directory, that holds the default catalog.
    package static let defaultFolderName = "parallax-presets"
    /// The file name of the default catalog.
    package static let defaultFileName = "catalog.sqlite"

    /// The catalog file's path.
    package let path: String
    /// How `path` was chosen.
    package let source: Source

    /// Creates a location from an explicit path and its source.
    package init(path: String, source: Source) {
        self.path = path
        self.source = source
    }

    /// Resolves the catalog location: `option` if given, else `$PRESET_CATALOG`, else
    /// `$XDG_DATA_HOME/parallax-presets/catalog.sqlite`, else
    /// `$HOME/.local/share/parallax-presets/catalog.sqlite`.
    ///
    /// Empty values count as unset. As the XDG Base Directory specification requires, a relative
    /// `XDG_DATA_HOME` is ignored.
    /// - Parameters:
    ///   - option: The value of `--catalog`, if the user gave one.
    ///   - environment: The process environment (for example `ProcessInfo.processInfo.environment`),
    ///     read only when `option` does not decide.
    /// - Throws: ``CatalogError/Kind/cannotCreate`` when no option, no `PRESET_CATALOG` and no
    ///   usable `XDG_DATA_HOME` or `HOME` exist.
    package static func resolve(option: String?, environment: @autoclosure () -> [String: String]) throws -> CatalogLocation {
        if let option, !option.isEmpty {
            return CatalogLocation(path: option, source: .option)
        }
        let environment = environment()
        if let named = environment[environmentVariable], !named.isEmpty {
            return CatalogLocation(path: named, source: .environment)
        }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            dataHome = joined(home, ".local/share")
        } else {
            throw CatalogError(.cannotCreate, "catalog: no --catalog, \(environmentVariable), XDG_DATA_HOME or HOME to locate it")
        }
        let path = joined(joined(dataHome, defaultFolderName), defaultFileName)
        return CatalogLocation(path: path, source: .userDefault)
    }

    private static func joined(_ folder: String, _ component: String) -> String {
        folder.hasSuffix("/") ? folder + component : folder + "/" + component
    }
}
