import CatalogEditing
import ParallaxEngine
import PresetCatalog
import Testing

/// `presets new --template slide-in-left`: the card starts half the viewport's width to the left
/// and transparent when the item starts entering, and eases (outCubic, 1 − (1 − p)³) to where it
/// is, opaque, once it is in; the values worked out by hand.
@Suite struct SlideInLeftTemplateTests {
    /// A 390×844 viewport and a 100-point item whose top is at 1,000: CSS's `entry` range runs
    /// from the item's top at the viewport's bottom (offset 1000 − 844 = 156, progress 0) to its
    /// bottom there (offset 256, progress 1).
    static let cases: [(offset: Double, translationX: Double, alpha: Double)] = [
        // Before the range the first keyframe holds: −390 / 2.
        (100, -195, 0),
        (156, -195, 0),
        // Progress ½: outCubic gives 1 − ⅛ = 0.875, so −195 · ⅛ = −24.375.
        (206, -24.375, 0.875),
        // Progress ¾: 1 − (¼)³ = 0.984375, so −195 · 0.015625 = −3.046875.
        (231, -3.046875, 0.984375),
        (256, 0, 1),
    ]

    @Test(arguments: cases)
    func theCardSlidesInFromTheLeft(offset: Double, translationX: Double, alpha: Double) throws {
        let template = try PresetTemplate.named("slide-in-left")
        let definition = try DefinitionCompiler.animatorDefinition(for: try template.definition(named: "slide-in-left"))
        let context = PresetContext(viewportWidth: 390, viewportHeight: 844)
        let animator = try Animator(definition, context: context.values)
        var buffer = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(
            ScrollMetrics(
                viewportSize: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: offset),
                itemFrame: .init(x: 0, y: 1000, width: 390, height: 100)),
            into: &buffer)
        let x = buffer[try #require(animator.slotIndex(target: "card", channel: .translationX))]
        let opacity = buffer[try #require(animator.slotIndex(target: "card", channel: .alpha))]
        #expect(abs(x - translationX) < 1e-9, "translationX at offset \(offset): \(x)")
        #expect(abs(opacity - alpha) < 1e-9, "alpha at offset \(offset): \(opacity)")
    }

    @Test func itReadsTheViewportWidthOnly() throws {
        #expect(try PresetTemplate.named("slide-in-left").contextNames == ["viewportWidth"])
    }
}
