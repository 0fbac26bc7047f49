import ParallaxEngine
import PresetRendering

/// An Aeris menu scene built from the engine, the way the catalog's preview builds it: eight
/// 100 pt rows in an 800 pt tall viewport, each with a 390 × 200 pt image (780 × 400 px @2x)
/// whose `background.translationY` is the seed's cell-background track evaluated per row.
///
/// The geometry makes every expected value a multiple of 1/8 with at most 6 significant digits:
/// Chromium keeps transforms as 32-bit floats and prints computed values with 6 significant
/// digits, so only such values read back exactly and can be compared to 1e-6.
enum AerisMenuFixture {
    static let rowHeight = 100.0, imageHeight = 200.0, viewportHeight = 800.0, viewportWidth = 390.0
    static let rowCount = 8
    /// Sampled every 8 pt from 0 to 400.
    static let offsets = stride(from: 0.0, through: 400, by: 8).map { $0 }

    static let definition = AnimatorDefinition(
        timeline: .view(ViewTimeline(range: .cover, start: .percent(0), end: .percent(100))),
        tracks: [
            TrackDefinition(
                target: "background", channel: .translationY,
                keyframes: [
                    KeyframeDefinition(at: 0, value: .expression(try! ValueExpression(parsing: "-(imageHeight - rowHeight)"))),
                    KeyframeDefinition(
                        at: 1, value: .expression(try! ValueExpression(parsing: "(imageHeight - rowHeight) * rowHeight / viewportHeight"))),
                ],
                extrapolation: .extend)
        ])

    static func animator() throws -> Animator {
        try Animator(definition, context: ["rowHeight": rowHeight, "imageHeight": imageHeight, "viewportHeight": viewportHeight])
    }

    /// The engine's value for row `row` at content offset `offset`.
    static func engineValue(row: Int, offset: Double) throws -> Double {
        let animator = try animator()
        var values = [Double](repeating: 0, count: animator.slotCount)
        animator.evaluate(geometry(row: row, offset: offset), into: &values)
        return values[animator.slotIndex(target: "background", channel: .translationY)!]
    }

    static func geometry(row: Int, offset: Double) -> ScrollMetrics {
        ScrollMetrics(
            viewportSize: .init(width: viewportWidth, height: viewportHeight),
            contentOffset: .init(x: 0, y: offset),
            itemFrame: .init(x: 0, y: Double(row) * rowHeight, width: viewportWidth, height: rowHeight))
    }

    static func scene() throws -> PreviewScene {
        let elements = try (0..<rowCount).map { row in
            PreviewElement(
                name: "row-\(row)", caption: ["Lisbon", "Porto", "Madeira", "Azores", "Sintra", "Évora", "Faro", "Braga"][row],
                frame: PreviewRect(x: 0, y: Double(row) * rowHeight, width: viewportWidth, height: rowHeight),
                style: .row,
                layers: [
                    PreviewLayer(
                        target: "background", frame: PreviewRect(x: 0, y: 0, width: viewportWidth, height: imageHeight),
                        content: .image(PreviewImage(name: "aeris-\(row)", pixelWidth: 780, pixelHeight: 400)),
                        tracks: [PreviewTrack(channel: .translationY, values: try offsets.map { try engineValue(row: row, offset: $0) })])
                ])
        }
        return PreviewScene(
            kind: .menu, title: "aeris-menu", summary: "Parallax images drifting behind menu rows.",
            notes: ["viewport 390×800", "row 100 pt", "image 780×400 px @2x"],
            viewport: PreviewSize(width: viewportWidth, height: viewportHeight), offsets: offsets, elements: elements)
    }
}
