import CatalogTooling
import PresetCatalog
import Testing

/// The tools' exit code for each kind of catalog failure.
@Suite struct ExitCodeTests {
    /// The values of /usr/include/sysexits.h (4.3BSD): EX_USAGE 64, EX_DATAERR 65, EX_NOINPUT 66,
    /// EX_CANTCREAT 73, EX_IOERR 74, EX_TEMPFAIL 75.
    @Test func kindsMapToSysexitsCodes() {
        #expect(CatalogError.Kind.usage.exitCode == 64)
        #expect(CatalogError.Kind.invalidData.exitCode == 65)
        #expect(CatalogError.Kind.notFound.exitCode == 66)
        #expect(CatalogError.Kind.cannotCreate.exitCode == 73)
        #expect(CatalogError.Kind.ioFailure.exitCode == 74)
        #expect(CatalogError.Kind.busy.exitCode == 75)
    }

    @Test func everyKindHasItsOwnCode() {
        let codes = Set(CatalogError.Kind.allCases.map(\.exitCode))
        #expect(codes.count == CatalogError.Kind.allCases.count)
    }
}
