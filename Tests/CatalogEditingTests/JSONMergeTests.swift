import Testing

@testable import CatalogEditing

/// The member-by-member merge on small trees whose merges are worked out by hand.
@Suite struct JSONMergeTests {
    static func parse(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: text, source: "test")
    }

    static func merged(_ base: String?, _ ours: String?, _ theirs: String?) throws -> (JSONValue?, [String]) {
        var merge = JSONMerge()
        let value = merge.merge(try base.map(parse), try ours.map(parse), try theirs.map(parse), at: .entry)
        return (value, merge.conflicts.map(\.path.description))
    }

    @Test func changesToDifferentMembersAreBothKept() throws {
        let (value, conflicts) = try Self.merged(#"{"a": 1, "b": 2}"#, #"{"a": 5, "b": 2}"#, #"{"a": 1, "b": 7, "c": 3}"#)
        #expect(value == (try Self.parse(#"{"a": 5, "b": 7, "c": 3}"#)))
        #expect(conflicts.isEmpty)
    }

    @Test func aMemberChangedDifferentlyOnBothSidesKeepsOurs() throws {
        let (value, conflicts) = try Self.merged(#"{"a": 1, "b": 2}"#, #"{"a": 5, "b": 2}"#, #"{"a": 6, "b": 9}"#)
        #expect(value == (try Self.parse(#"{"a": 5, "b": 9}"#)))
        #expect(conflicts == ["a"])
    }

    @Test func aDeleteAgainstAnEditIsAConflictThatKeepsOurs() throws {
        let (value, conflicts) = try Self.merged(#"{"a": 1, "b": 2}"#, #"{"b": 2}"#, #"{"a": 4, "b": 2}"#)
        #expect(value == (try Self.parse(#"{"b": 2}"#)))
        #expect(conflicts == ["a"])
        let (whole, entry) = try Self.merged(#"{"a": 1}"#, nil, #"{"a": 2}"#)
        #expect(whole == nil && entry == [""])
    }

    /// Tracks are keyed by target.property: each side adds one and edits another's keyframe.
    @Test func tracksMergeByKeyAndKeyframesByPosition() throws {
        let base = #"{"tracks": [{"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]}]}"#
        let ours =
            #"{"tracks": [{"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0.2}, {"at": 1, "value": 1}]},"#
            + #" {"target": "card", "property": "scale", "keyframes": []}]}"#
        let theirs =
            #"{"tracks": [{"target": "card", "property": "rotation", "keyframes": []},"#
            + #" {"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 0.9}]}]}"#
        let (value, conflicts) = try Self.merged(base, ours, theirs)
        let expected =
            #"{"tracks": [{"target": "card", "property": "rotation", "keyframes": []},"#
            + #" {"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0.2}, {"at": 1, "value": 0.9}]},"#
            + #" {"target": "card", "property": "scale", "keyframes": []}]}"#
        #expect(value == (try Self.parse(expected)))
        #expect(conflicts.isEmpty)
    }

    @Test func anAppendOnOneSideAndAnEditOnTheOtherMerge() throws {
        let (value, conflicts) = try Self.merged(#"{"items": [1, 2]}"#, #"{"items": [1, 2, 3]}"#, #"{"items": [9, 2]}"#)
        #expect(value == (try Self.parse(#"{"items": [9, 2, 3]}"#)))
        #expect(conflicts.isEmpty)
        let (_, removed) = try Self.merged(#"{"items": [1, 2]}"#, #"{"items": [2]}"#, #"{"items": [1, 5]}"#)
        #expect(removed == ["items"])
    }

    @Test func pathsReadBackAsTheyAreWritten() throws {
        for text in [
            "", "summary", "timeline.view.start", "tracks[card.alpha].keyframes[1].value", "items[2].title", "children[1].tracks[t.x]",
        ] {
            #expect(MemberPath(parsing: text)?.description == text, "\(text)")
        }
        for text in [".a", "a..b", "items[x]", "items[-1]", "[0]", "a[", "a]b"] {
            #expect(MemberPath(parsing: text) == nil, "\(text)")
        }
    }

    @Test func settingAPathChangesOnlyThatMember() throws {
        let value = try Self.parse(
            #"{"tracks": [{"target": "c", "property": "alpha", "keyframes": [{"at": 0, "value": 0}]}], "summary": "s"}"#)
        let path = try #require(MemberPath(parsing: "tracks[c.alpha].keyframes[0].value"))
        #expect(
            value.setting(path, to: .number(0.5))
                == (try Self.parse(
                    #"{"tracks": [{"target": "c", "property": "alpha", "keyframes": [{"at": 0, "value": 0.5}]}], "summary": "s"}"#)))
        let summary = try #require(MemberPath(parsing: "summary"))
        #expect(
            value.setting(summary, to: nil)
                == (try Self.parse(#"{"tracks": [{"target": "c", "property": "alpha", "keyframes": [{"at": 0, "value": 0}]}]}"#)))
        #expect(value.setting(try #require(MemberPath(parsing: "tracks[c.scale].keyframes[0].value")), to: .number(1)) == nil)
    }
}
