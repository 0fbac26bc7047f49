/// Benchmark body: `preset-manager preview aeris-map-layers` over a sweep of offsets on a
/// seeded catalog, as a whole process.
public struct PreviewWorkload: Sendable {
    /// The seeded catalog.
    public let catalog: TemporaryCatalog
    /// The sweep, `FROM:TO:STEP` (inclusive).
    public let offsets: String

    /// Creates a seeded catalog to preview `0:TO:1`, i.e. `offsetCount` offsets from 0.
    public init(offsetCount: Int) throws {
        catalog = try TemporaryCatalog(name: "seeded", seeded: true)
        offsets = "0:\(offsetCount - 1):1"
    }

    /// The `preset-manager` arguments, with the output `format` (`table`, `json` or `csv`).
    public func commandLine(format: String = "table") -> [String] {
        ["preview", "aeris-map-layers", "--offsets", offsets, "--format", format, "--catalog", catalog.path]
    }
}
