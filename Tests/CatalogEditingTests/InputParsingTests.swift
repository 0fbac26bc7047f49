import CatalogEditing
import PresetCatalog
import Testing

@Suite struct OffsetSweepTests {
    @Test func listKeepsOrderAndSigns() throws {
        #expect(try OffsetSweep(parsing: "0, -50,100.5").offsets == [0, -50, 100.5])
    }

    @Test func rangeIncludesBothEnds() throws {
        #expect(try OffsetSweep(parsing: "-200:200:100").offsets == [-200, -100, 0, 100, 200])
    }

    @Test func rangeStopsBeforeAnUnreachedEnd() throws {
        #expect(try OffsetSweep(parsing: "0:10:4").offsets == [0, 4, 8])
    }

    @Test func negativeStepCountsDown() throws {
        #expect(try OffsetSweep(parsing: "100:-100:-100").offsets == [100, 0, -100])
    }

    /// 0.1 · 3 in binary floating point is 0.30000000000000004; the sweep must give the decimal 0.3.
    @Test func decimalStepsHaveNoAccumulatedError() throws {
        #expect(try OffsetSweep(parsing: "0:1:0.1").offsets == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
    }

    @Test func singleOffsetRange() throws {
        #expect(try OffsetSweep(parsing: "5:5:1").offsets == [5])
    }

    @Test(arguments: [
        ("", "expected numbers like 0,50,100 or FROM:TO:STEP like -200:200:50, got ''"),
        ("0,abc", "'abc' is not a finite number"),
        ("0,inf", "'inf' is not a finite number"),
        ("0x10", "'0x10' is not a finite number"),
        ("1,,2", "'' is not a finite number"),
        ("0:10", "expected FROM:TO:STEP like -200:200:50, got '0:10'"),
        ("0:10:0", "step must not be 0"),
        ("0:100:-10", "step -10 never reaches 100 from 0"),
        ("0:1000000:1", "the sweep has more than 10000 offsets; use a larger step"),
    ])
    func badSweepsAreUsageErrors(text: String, message: String) {
        #expect(throws: CatalogError(.invalidArgument, message)) { try OffsetSweep(parsing: text) }
    }
}

@Suite struct GeometryOptionTests {
    @Test func viewportReadsWidthByHeight() throws {
        #expect(try ViewportSize(parsing: "390x844") == ViewportSize(width: 390, height: 844))
        #expect(try ViewportSize(parsing: "320.5X480") == ViewportSize(width: 320.5, height: 480))
    }

    @Test(arguments: [
        ("390", "expected WIDTHxHEIGHT like 390x844, got '390'"),
        ("390x", "'' is not a finite number"),
        ("0x844", "width must be a number from 0.01 to 1000000 (is 0)"),
        ("390x-1", "height must be a number from 0.01 to 1000000 (is -1)"),
        ("390 x 0", "height must be a number from 0.01 to 1000000 (is 0)"),
        ("1e300x844", "width must be a number from 0.01 to 1000000 (is 1e+300)"),
        ("390x0.001", "height must be a number from 0.01 to 1000000 (is 0.001)"),
    ])
    func badViewports(text: String, message: String) {
        #expect(throws: CatalogError(.invalidArgument, message)) { try ViewportSize(parsing: text) }
    }

    @Test func itemFrameReadsOriginAndHeight() throws {
        #expect(try ItemFrame(parsing: "-40, 100") == ItemFrame(origin: -40, length: 100))
    }

    @Test(arguments: [
        ("120", "expected Y,HEIGHT like 120,100, got '120'"),
        ("120,0", "height must be a number from 0.01 to 1000000 (is 0)"),
        ("1e300,100", "position must be a number within ±1000000 (is 1e+300)"),
        ("-1000000.5,100", "position must be a number within ±1000000 (is -1000000.5)"),
        ("a,1", "'a' is not a finite number"),
    ])
    func badItemFrames(text: String, message: String) {
        #expect(throws: CatalogError(.invalidArgument, message)) { try ItemFrame(parsing: text) }
    }

    @Test func samplePointsAllowValuesOutsideUnitInterval() throws {
        #expect(try SamplePoints(parsing: "-0.5,0,0.25,1.5").values == [-0.5, 0, 0.25, 1.5])
        #expect(throws: CatalogError(.invalidArgument, "expected numbers like 0,0.25,0.5, got ''")) {
            try SamplePoints(parsing: " ")
        }
    }
}
