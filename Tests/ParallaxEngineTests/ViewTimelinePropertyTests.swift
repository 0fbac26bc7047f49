import ParallaxEngine
import PropertyBased
import Testing

@Suite struct ViewTimelinePropertyTests {
    @Test func progressNeverDecreasesAsTheOffsetGrows() async {
        await propertyCheck(
            count: 300,
            input: Gen<ViewTimelineRange>.case, Gen.double(in: 1...2000), Gen.double(in: -100...300),
            Gen.double(in: -2000...4000), Gen.double(in: 0...500)
        ) { range, itemHeight, inset, offset, step in
            let timeline = ViewTimeline(range: range, startInset: inset, endInset: inset / 2)
            let before = timeline.progress(for: verticalGeometry(offset: offset, itemTop: 900, itemHeight: itemHeight), axis: .vertical)
            let after = timeline.progress(
                for: verticalGeometry(offset: offset + step, itemTop: 900, itemHeight: itemHeight), axis: .vertical)
            #expect(after >= before - 1e-12)
        }
    }
}
