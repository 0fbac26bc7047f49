import BenchmarkWorkloads
import Foundation
import ParallaxEngine
import Testing

/// The Parade and library-resolved Aeris benchmark bodies, run once each, checked against
/// values worked out by hand from the seed's definitions and docs/DESIGN.md's formulas.
@Suite struct ParadeWorkloadTests {
    /// The 300 pt cell at content y 1,500 in an 844 pt viewport, its centre `r` viewport
    /// lengths below the viewport's centre: offset = 1,650 − 422 − 844·r.
    static func cell(at r: Double, viewport: ScrollMetrics.Size) -> ScrollMetrics {
        ScrollMetrics(
            viewportSize: viewport, contentOffset: .init(x: 0, y: 1650 - 422 - 844 * r),
            itemFrame: .init(x: 0, y: 1500, width: viewport.width, height: 300))
    }

    @Test func paradeImageAppearRestsAtTheCentreAndEasesOnEitherSide() throws {
        let catalog = try TemporaryCatalog(seeded: true)
        defer { catalog.remove() }
        let workload = try ParadeStatesWorkload(catalogPath: catalog.path)
        let animator = workload.animator
        var values = [Double](repeating: 0, count: animator.slotCount)
        func value(_ target: String, _ channel: Channel) throws -> Double {
            values[try #require(animator.slotIndex(target: target, channel: channel))]
        }
        // Centred: every property rests (390 pt wide viewport, 300 pt cell).
        animator.evaluate(Self.cell(at: 0, viewport: workload.viewport), into: &values)
        #expect(abs(try value("image", .centerX) - 195) < 1e-9)
        #expect(abs(try value("image", .centerY) - 150) < 1e-9)
        #expect(abs(try value("image", .scale) - 0.95) < 1e-9)
        #expect(abs(try value("crosshair-top-left", .centerX) - (390 * 0.2 - 20)) < 1e-9)
        #expect(abs(try value("crosshair-top-left", .alpha) - 0.8) < 1e-9)
        // r = 0.2 below the centre: the start side at progress 0.8; range 0.6…1 gives 0.5.
        // outSine(0.5) = sin(π/4), inSine(0.5) = 1 − cos(π/4).
        let outSine = sin(Double.pi / 4)
        let inSine = 1 - cos(Double.pi / 4)
        animator.evaluate(Self.cell(at: 0.2, viewport: workload.viewport), into: &values)
        #expect(abs(try value("image", .centerY) - (-100 + 250 * outSine)) < 1e-9)
        #expect(abs(try value("image", .alpha) - inSine) < 1e-9)
        #expect(abs(try value("image", .rotation) - (90 - 90 * inSine)) < 1e-9)
        // The crosshairs' scale is linear over 0.6…1 (0.5 of the way to 1); their alpha moves
        // over 0…0.4, long finished at 0.8.
        #expect(abs(try value("crosshair-top-left", .scale) - 0.5) < 1e-9)
        #expect(abs(try value("crosshair-top-left", .alpha) - 0.8) < 1e-9)
        // r = −0.2, above the centre: the end side, from 700 towards 150.
        animator.evaluate(Self.cell(at: -0.2, viewport: workload.viewport), into: &values)
        #expect(abs(try value("image", .centerY) - (700 - 550 * outSine)) < 1e-9)
        #expect(workload.geometries.count == 1024)
    }

    @Test func theImageTransformScalesAndRotatesAsTheStatesSay() throws {
        let catalog = try TemporaryCatalog(seeded: true)
        defer { catalog.remove() }
        var workload = try ParadeStatesWorkload(catalogPath: catalog.path)
        // Geometry 300 of the sweep: offset 656 + 1144·300/1023, the cell's centre r viewport
        // lengths below the viewport's centre (≈ 0.28): the start side at progress 1 − r, which
        // the range 0.6…1 maps to u. The image's scale is 0.95·inSine(u) and its rotation
        // 90° − 90°·inSine(u); CSS's rotateZ(a) scale(s) has m11 = s·cos a, m12 = s·sin a.
        let offset = 656 + 1144 * 300.0 / 1023
        let r = (1650 - offset - 422) / 844
        let u = (1 - r - 0.6) / 0.4
        let eased = 1 - cos(u * Double.pi / 2)
        let scale = 0.95 * eased
        let angle = (90 - 90 * eased) * Double.pi / 180
        let transform = workload.imageTransform(at: 300)
        #expect(abs(transform.m11 - scale * cos(angle)) < 1e-9)
        #expect(abs(transform.m12 - scale * sin(angle)) < 1e-9)
        #expect(abs(transform.m33 - scale) < 1e-9)
        #expect(abs(workload.evaluate(at: 300) - eased) < 1e-9)
        // The sweep's end: r ≈ −0.678 on the end side, progress 0.322 below the range: the end
        // state, scale 0 and alpha 0.
        #expect(abs(workload.imageTransform(at: 1023).m11) < 1e-12)
        #expect(abs(workload.evaluate(at: 1023)) < 1e-12)
    }

    @Test func aerisThroughTheLibraryEqualsTheHandWrittenFormula() throws {
        let catalog = try TemporaryCatalog(seeded: true)
        defer { catalog.remove() }
        var workload = try AerisComparisonWorkload(catalogPath: catalog.path)
        for index in workload.geometries.indices {
            let engine = workload.engineImageTop(at: index)
            #expect(abs(engine - workload.handWrittenImageTop(at: index)) < 1e-9, "geometry \(index)")
        }
    }
}
