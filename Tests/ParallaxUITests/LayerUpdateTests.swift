import ParallaxEngine
import ParallaxUI
import Testing

/// The Apple adapter's mapping from a view state to layer properties, checked on every
/// platform: each field lands on its layer property, and frame, bounds and centre combine as
/// UIKit's frame, bounds and center do for a layer with its anchor point at the centre.
@Suite struct LayerUpdateTests {
    /// A 100 × 40 layer centred at (200, 300), shadow offset (0, −3), full contents rect.
    static let current = LayerUpdate.Current(
        boundsSize: .init(width: 100, height: 40), position: .init(x: 200, y: 300), anchorPoint: .init(x: 0.5, y: 0.5),
        shadowOffset: .init(width: 0, height: -3), contentsRect: .init(x: 0, y: 0, width: 1, height: 1))

    /// A state animating everything but the frame, bounds and centre, each with its own value.
    static func decorated() -> ViewState {
        var state = ViewState()
        state.alpha = 0.25
        state.transform = Transform3D(perspective: nil, translation: (1, 2, 3), rotation: (0, 0, 0), scale: (1, 1, 1))
        state.backgroundColor = RGBA(red: 1, green: 0, blue: 0)
        state.cornerRadius = 12
        state.borderWidth = 2
        state.borderColor = RGBA(red: 0, green: 1, blue: 0)
        state.shadowColor = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)
        state.shadowOpacity = 0.8
        state.shadowRadius = 6
        state.shadowOffsetY = 4
        state.contentsRectWidth = 0.5
        state.zPosition = 7
        state.clipsToBounds = true
        return state
    }

    @Test func eachFieldLandsOnItsLayerProperty() {
        let state = Self.decorated()
        let update = LayerUpdate(state, current: Self.current)
        #expect(update.opacity == 0.25)
        #expect(update.transform == state.transform)
        #expect(update.backgroundColor == RGBA(red: 1, green: 0, blue: 0))
        #expect(update.cornerRadius == 12)
        #expect(update.borderWidth == 2)
        #expect(update.borderColor == RGBA(red: 0, green: 1, blue: 0))
        #expect(update.shadowColor == RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(update.shadowOpacity == 0.8)
        #expect(update.shadowRadius == 6)
        // x keeps the layer's 0; only the contents rect's width changes.
        #expect(update.shadowOffset == .init(width: 0, height: 4))
        #expect(update.contentsRect == .init(x: 0, y: 0, width: 0.5, height: 1))
        #expect(update.zPosition == 7)
        #expect(update.masksToBounds == true)
        #expect(update.boundsSize == nil)
        #expect(update.position == nil)
    }

    @Test func anUnanimatedStateSetsNothing() {
        let state = ViewState()
        let update = LayerUpdate(state, current: Self.current)
        let nothing = [
            update.opacity, update.cornerRadius, update.borderWidth, update.shadowOpacity, update.shadowRadius, update.zPosition,
        ]
        #expect(nothing.allSatisfy { $0 == nil })
        #expect(update.transform == nil && update.boundsSize == nil && update.position == nil && update.masksToBounds == nil)
        #expect(update.backgroundColor == nil && update.shadowOffset == nil && update.contentsRect == nil)
    }

    /// The frame (150…250, 280…320) moved to x = 10: the position moves by −140, the size stays.
    /// A width alone keeps the left edge at 150: 160 wide puts the centre at 230.
    @Test func frameValuesBecomeAPositionAndABoundsSize() {
        var moved = ViewState()
        moved.x = 10
        let update = LayerUpdate(moved, current: Self.current)
        #expect(update.position == .init(x: 60, y: 300))
        #expect(update.boundsSize == nil)

        var widened = ViewState()
        widened.width = 160
        let wider = LayerUpdate(widened, current: Self.current)
        #expect(wider.boundsSize == .init(width: 160, height: 40))
        #expect(wider.position == .init(x: 230, y: 300))
    }

    /// Bounds keep the position; a centre overrides it. With the anchor at the top-left corner,
    /// the position is the frame's origin.
    @Test func boundsCentreAndAnchorPoint() {
        var state = ViewState()
        state.boundsHeight = 80
        state.centerX = 50
        let update = LayerUpdate(state, current: Self.current)
        #expect(update.boundsSize == .init(width: 100, height: 80))
        #expect(update.position == .init(x: 50, y: 300))

        var corner = Self.current
        corner.anchorPoint = .init(x: 0, y: 0)
        var framed = ViewState()
        framed.x = 10
        framed.y = 20
        framed.width = 30
        #expect(LayerUpdate(framed, current: corner).position == .init(x: 10, y: 20))
        #expect(LayerUpdate(framed, current: corner).boundsSize == .init(width: 30, height: 40))
    }

    /// SwiftUI's shadow: Core Animation's defaults (black, opacity 0, radius 3, offset (0, −3))
    /// where not animated, the colour's alpha times the opacity: 0.5 × 0.8 = 0.4.
    @Test func theSwiftUIShadowAndSize() {
        let shadow = Self.decorated().shadow
        #expect(shadow?.color == RGBA(red: 0, green: 0, blue: 1, alpha: 0.4))
        #expect(shadow?.radius == 6 && shadow?.x == 0 && shadow?.y == 4)
        var radiusOnly = ViewState()
        #expect(radiusOnly.shadow == nil)
        radiusOnly.shadowRadius = 9
        #expect(radiusOnly.shadow?.color == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(radiusOnly.shadow?.y == -3)

        var sized = ViewState()
        sized.width = 300
        sized.boundsWidth = 320
        sized.height = 50
        #expect(sized.layoutSize == (320, 50))
    }

    /// SwiftUI's border: a width alone is drawn in Core Animation's default colour, opaque black;
    /// a colour alone draws nothing (the default width is 0); both, as given.
    @Test func theSwiftUIBorder() {
        var state = ViewState()
        #expect(state.border == nil)
        state.borderColor = RGBA(red: 0, green: 1, blue: 0)
        #expect(state.border == nil)
        state.borderColor = nil
        state.borderWidth = 2
        #expect(state.border?.color == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(state.border?.width == 2)
        let decorated = Self.decorated().border
        #expect(decorated?.color == RGBA(red: 0, green: 1, blue: 0) && decorated?.width == 2)
    }
}
