import CommandLineEdge
import PresetCatalog
import Testing

/// The tools' exit code for each kind of catalog failure: the one mapping (docs/CLI.md).
@Suite struct ExitCodeTests {
    /// The values of /usr/include/sysexits.h (4.3BSD): EX_USAGE 64, EX_DATAERR 65, EX_NOINPUT 66,
    /// EX_CANTCREAT 73, EX_IOERR 74, EX_TEMPFAIL 75, written out by hand for every kind.
    @Test func kindsMapToSysexitsCodes() {
        let expected: [(CatalogError.Kind, Int32)] =
            [(.invalidArgument, 64), (.invalidData, 65), (.notFound, 66), (.cannotCreate, 73), (.ioFailure, 74), (.busy, 75)]
            + [(.conflict(.nameTaken), 65), (.conflict(.inUse), 65), (.conflict(.revisionChanged), 65)]
            + [(.conflict(.catalogReplaced), 75)]
            + CatalogError.UpdateRefusal.allCases.map { (.refusedUpdate($0), 65) }
        let kindCount = 6 + CatalogError.Conflict.allCases.count + CatalogError.UpdateRefusal.allCases.count
        #expect(expected.count == kindCount, "every conflict listed by hand")
        for (kind, code) in expected {
            #expect(kind.exitCode == code, "\(kind)")
        }
    }
}
