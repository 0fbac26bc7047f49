import Testing

@testable import PresetStore

/// The timeline column read without a JSON decoder: the store's own texts, written out here by
/// hand, and texts it must leave to the decoder (nil).
@Suite struct StoredTimelineTextTests {
    @Test(arguments: [
        (#"{"viewportCenter":{}}"#, PresetDefinition.Timeline.viewportCenter),
        (#"{"offset":{}}"#, .offset),
        (#"{"scroll":{"from":-200,"to":0}}"#, .scroll(from: -200, to: 0)),
        (#"{"scroll":{"from":1.5e2,"to":-0.25}}"#, .scroll(from: 150, to: -0.25)),
        (
            #"{"view":{"end":"007%","range":"entry","start":"1234567890123456%"}}"#,
            .view(PresetDefinition.ViewTimeline(range: .entry, start: .percent(1_234_567_890_123_456), end: .percent(7)))
        ),
        (
            #"{"view":{"end":"100%","range":"cover","start":"0%"}}"#,
            .view(PresetDefinition.ViewTimeline(range: .cover, start: .percent(0), end: .percent(100)))
        ),
        (
            #"{"view":{"end":40,"inset":[10,-5.5],"range":"exit-crossing","start":"12.5%"}}"#,
            .view(
                PresetDefinition.ViewTimeline(
                    range: .exitCrossing, start: .percent(12.5), end: .points(40), inset: PresetDefinition.Inset(start: 10, end: -5.5)))
        ),
    ])
    func theStoresOwnTextsRead(text: String, timeline: PresetDefinition.Timeline) {
        #expect(StoredTimelineText.timeline(text) == timeline)
    }

    @Test(arguments: [
        #"{"offset":{}} "#,  // trailing space
        #"{ "offset":{}}"#,  // white space
        #"{"offset":{"x":1}}"#,  // a field offset does not have
        #"{"scroll":{"to":0,"from":-200}}"#,  // keys not sorted
        #"{"scroll":{"from":01,"to":0}}"#,  // not JSON's number grammar
        #"{"scroll":{"from":1e999,"to":0}}"#,  // not finite
        #"{"view":{"end":"100%","range":"sideways","start":"0%"}}"#,  // unknown range
        #"{"view":{"end":"100","range":"cover","start":"0%"}}"#,  // a string that is not a percentage
        #"{"view":{"end":"100%","inset":[1],"range":"cover","start":"0%"}}"#,  // one inset
        #"{"view":{"end":"100%","range":"co\u0076er","start":"0%"}}"#,  // an escape
        #"{"offset":{},"view":{}}"#,  // two kinds
        #"{"offset":{}"#,  // cut short
        "",
    ])
    func otherTextsAreLeftToTheDecoder(text: String) {
        #expect(StoredTimelineText.timeline(text) == nil)
    }
}
