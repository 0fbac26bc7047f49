@_spi(CatalogTooling) import PresetCatalog
import PresetStore
import Testing

@Suite struct CatalogErrorTests {
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

    /// A refused write whose data was valid keeps why (a taken name, an entry in use, a revision
    /// saved by someone else), for the studio's 409 and 412; every other store error has none,
    /// and two errors with the same kind and message are equal whatever their conflict.
    @Test func storeConflictsAreKeptBesideTheKindAndMessage() throws {
        func translated(_ error: CatalogStoreError) -> CatalogError? {
            do {
                return try CatalogError.translatingStoreErrors { throw error }
            } catch {
                return error as? CatalogError
            }
        }
        let taken = try #require(translated(.alreadyExists(entity: "preset", name: "fade-up")))
        #expect(taken.conflict == .nameTaken)
        #expect(taken.kind == .invalidData)
        #expect(taken == CatalogError(.invalidData, "preset 'fade-up' already exists"))
        #expect(translated(.inUse(entity: "preset", name: "x", menuItems: ["menu#0"]))?.conflict == .inUse)
        #expect(translated(.revisionChanged(preset: "x", expected: 1, current: 2))?.conflict == .revisionChanged)
        #expect(translated(.revisionChanged(preset: "x", expected: 1, current: 2))?.exitCode == 65)
        #expect(translated(.notFound(entity: "preset", name: "x"))?.conflict == nil)
        #expect(translated(.invalidField(owner: "preset 'x'", field: "name", problem: "is bad"))?.conflict == nil)
        #expect(CatalogError(.invalidData, "x").conflict == nil)
    }

    @Test func messageIsKeptOnOneLine() {
        let error = CatalogError(.invalidData, "first\nsecond\r\nthird")
        #expect(error.message == "first second third")
        #expect(error.exitCode == 65)
    }
}
