import Foundation
import TestSupport
import Testing

/// `preview --trajectory` through the tool: its numbers read as `--offsets` reads numbers
/// (decimal only) and held to the same bound, ±1,000,000 (docs/RELIABILITY.md, "Limits"), so
/// every value a smoothed preset gives along an accepted trajectory is finite.
@Suite struct TrajectoryBoundsTests {
    /// A card turning from -6° to 6° as the offset goes from 0 to 100, through a spring without
    /// bounce, which never overshoots: every rotation it shows lies within ±6°.
    static let smoothed = """
        {"name": "smoothed-turn", "kind": "custom", "smoothing": "spring(duration: 0.4, bounce: 0)",
         "timeline": {"scroll": {"from": 0, "to": 100}},
         "tracks": [{"target": "card", "property": "rotation", "keyframes": [{"at": 0, "value": -6}, {"at": 1, "value": 6}]}]}
        """

    static func workspaceWithSmoothedPreset() throws -> Workspace {
        let workspace = try Workspace(seeded: false)
        let file = try workspace.write(smoothed, to: "smoothed.json")
        let created = try workspace.runOnCatalog(["presets", "create", "--file", file])
        #expect(created.exitCode == 0, "\(created.standardError)")
        return workspace
    }

    @Test(
        arguments: [
            ("0:0,1e308:10", "'1e308:10': the time must be a number within ±1000000 (is 1e+308)"),
            ("0:0,1000000.5:10", "'1000000.5:10': the time must be a number within ±1000000 (is 1000000.5)"),
            ("0:0,1:-1000001", "'1:-1000001': the offset must be a number within ±1000000 (is -1000001)"),
            ("0x10:0,20:10", "'0x10:0': the time '0x10' is not a finite number"),
            ("0:0,1:0x10", "'1:0x10': the offset '0x10' is not a finite number"),
            ("0:0,inf:10", "'inf:10': the time 'inf' is not a finite number"),
            ("0:0,1:nan", "'1:nan': the offset 'nan' is not a finite number"),
            ("fling:0x10:3000", "'fling:0x10:3000': the offset '0x10' is not a finite number"),
            ("fling:0:3e6", "'fling:0:3e6': the velocity must be a number within ±1000000 (is 3000000)"),
        ])
    func aNumberOutsideTheBoundOrNotDecimalIsRefused(trajectory: String, message: String) throws {
        let workspace = try Self.workspaceWithSmoothedPreset()
        try workspace.expectFailure(
            ["preview", "smoothed-turn", "--trajectory=\(trajectory)", "--format", "csv"], exitCode: 64,
            message: "--trajectory: \(message)")
    }

    /// At the bounds themselves (times and offsets of ±1,000,000, a million seconds between two
    /// frames) every value is a finite number within the keyframes' ±6°.
    @Test func valuesAtTheBoundsStayFiniteAndWithinTheKeyframes() throws {
        let workspace = try Self.workspaceWithSmoothedPreset()
        for trajectory in [
            "-1000000:0,1000000:100", "0:0,1000000:1000000", "0:-1000000,0.001:1000000,1000000:-1000000", "fling:-1000000:1000000",
        ] {
            let result = try workspace.runOnCatalog(["preview", "smoothed-turn", "--trajectory=\(trajectory)", "--format", "csv"])
            #expect(result.exitCode == 0, "\(trajectory): \(result.standardError)")
            let rows = result.standardOutput.split(whereSeparator: \.isNewline).dropFirst()
            #expect(!rows.isEmpty)
            for row in rows {
                let rotation = try #require(row.split(separator: ",").last.flatMap { Double($0) }, "\(trajectory): \(row)")
                #expect(rotation.isFinite && abs(rotation) <= 6, "\(trajectory): \(row)")
            }
        }
    }
}
