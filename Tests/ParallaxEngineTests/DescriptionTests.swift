import Testing

@testable import ParallaxEngine

/// `ViewState` and `Transform3D` print concisely: only what is set, no float noise, no `-0`.
/// The expected texts are written by hand.
@Suite struct DescriptionTests {
    @Test func aStateShowsOnlyItsSetFieldsInOrder() {
        #expect(ViewState().description == "ViewState()")
        var state = ViewState()
        state.alpha = 0.1 + 0.2  // 0.30000000000000004
        state.x = -0.0
        state.backgroundColor = RGBA(red: 0.2, green: 0.4, blue: 0.6)
        state.clipsToBounds = true
        var transform = Transform3D.identity
        transform.m11 = 0.5
        transform.m42 = 75
        state.transform = transform
        state.shadowOffsetY = -1e-12
        #expect(
            state.description
                == "ViewState(alpha: 0.3, transform: Transform3D(m11: 0.5, m42: 75), x: 0, backgroundColor: #336699, "
                + "shadowOffsetY: 0, clipsToBounds: true)")
    }

    @Test func aTransformShowsOnlyWhatDiffersFromTheIdentity() {
        #expect(Transform3D.identity.description == "Transform3D.identity")
        // rotateZ(90deg): cos 90° is 6.1e-17 in doubles, printed 0; sin 90° is 1.
        let turned = Transform3D(perspective: nil, translation: (0, 0, 0), rotation: (0, 0, 90), scale: (1, 1, 1))
        #expect(turned.description == "Transform3D(m11: 0, m12: 1, m21: -1, m22: 0)")
        let moved = Transform3D(perspective: 500, translation: (0.1 + 0.2, -0.0, 0), rotation: (0, 0, 0), scale: (1, 1, 1))
        #expect(moved.description == "Transform3D(m34: -0.002, m41: 0.3)")
    }
}
