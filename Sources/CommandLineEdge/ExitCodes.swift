import PresetCatalog

extension CatalogError.Kind {
    /// The process exit code `sysexits.h` (4.3BSD) assigns to this kind of failure: what
    /// `preset-manager` and `preset-manager-studio` exit with. The one mapping of the tools
    /// (docs/CLI.md, "Exit codes").
    package var exitCode: Int32 {
        switch self {
        case .invalidArgument: 64  // EX_USAGE: the command line gave a bad value
        case .conflict(.catalogReplaced): 75  // EX_TEMPFAIL: reopen the file and try again
        case .invalidData, .conflict, .refusedUpdate: 65  // EX_DATAERR
        case .notFound: 66  // EX_NOINPUT
        case .cannotCreate: 73  // EX_CANTCREAT
        case .ioFailure: 74  // EX_IOERR
        case .busy: 75  // EX_TEMPFAIL
        }
    }
}
