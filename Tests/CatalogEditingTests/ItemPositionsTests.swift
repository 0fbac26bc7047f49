import PresetCatalog
import Testing

@testable import CatalogEditing

@Suite struct ItemPositionsTests {
    @Test func positionsAreReadInOrderNegativesIncluded() throws {
        #expect(try ItemPositions.parse(["2", "0"], names: ["from", "to"]) == [2, 0])
        #expect(try ItemPositions.parse(["-1", "0"], names: ["from", "to"]) == [-1, 0])
        #expect(try ItemPositions.parse(["--", "-1"], names: ["position"]) == [-1])
    }

    @Test(arguments: [
        (["1"], "Missing expected argument '<to>' (a row position, 0 = first)"),
        (["1", "2", "3"], "Unexpected argument '3'"),
        (["1", "x"], "<to>: 'x' is not a row position (a whole number, 0 = first)"),
        (["1", "2", "--titel"], "Unknown option '--titel'"),
    ])
    func badPositionsAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: CatalogError(.invalidArgument, message)) { try ItemPositions.parse(arguments, names: ["from", "to"]) }
    }
}
