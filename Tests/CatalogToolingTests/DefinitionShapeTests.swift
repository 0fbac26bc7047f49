import PresetCatalog
import Testing

@testable import CatalogTooling

@Suite struct DefinitionShapeTests {
    func preset(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: text, source: "test")
    }

    @Test func knownMembersPass() throws {
        let value = try preset(
            """
            {"name": "p", "kind": "custom", "summary": "", "axis": "vertical",
             "timeline": {"view": {"range": "cover", "start": "0%", "end": "100%", "inset": [0, 0]}},
             "tracks": [{"target": "a", "property": "alpha", "range": [0, 1], "extrapolate": "clamp",
                         "colorSpace": "oklab", "keyframes": [{"at": 0, "value": 0, "easing": "linear"}]}],
             "children": [{"name": "c", "range": [0, 1], "tracks": [], "children": []}]}
            """)
        try DefinitionShape.checkPreset(value, at: .root)
    }

    @Test func misspeltKeyframeMemberIsNamedWithItsPath() throws {
        let value = try preset(
            """
            {"name": "p", "tracks": [{"keyframes": [{"at": 0}, {"at": 1, "easeing": "outCubic"}]}]}
            """)
        #expect(throws: CatalogError(.invalidData, "tracks[0].keyframes[1].easeing: unknown member (expected at, easing, value)")) {
            try DefinitionShape.checkPreset(value, at: .root)
        }
    }

    @Test func unknownMemberDeepInAChild() throws {
        let value = try preset(
            """
            {"children": [{"name": "a", "children": [{"name": "b", "tracks": [{"targte": "x"}]}]}]}
            """)
        #expect(
            throws: CatalogError(
                .invalidData,
                "children[0].children[0].tracks[0].targte: unknown member (expected colorSpace, extrapolate, keyframes, property, range, target)"
            )
        ) {
            try DefinitionShape.checkPreset(value, at: .root)
        }
    }

    @Test func timelineBodiesAreChecked() throws {
        #expect(throws: CatalogError(.invalidData, "timeline.scroll.start: unknown member (expected from, to)")) {
            try DefinitionShape.checkPreset(try preset(#"{"timeline": {"scroll": {"start": 0}}}"#), at: .root)
        }
        #expect(throws: CatalogError(.invalidData, "timeline.offset.x: unknown member (expected no members)")) {
            try DefinitionShape.checkPreset(try preset(#"{"timeline": {"offset": {"x": 1}}}"#), at: .root)
        }
    }

    @Test func documentMembersAreChecked() throws {
        let document = try preset(
            """
            {"format": "parallax-catalog", "version": 1, "images": [],
             "presets": [{"name": "p", "bogus": 1}], "menus": []}
            """)
        #expect(
            throws: CatalogError(
                .invalidData,
                "presets[0].bogus: unknown member (expected axis, children, kind, name, reducedMotion, states, summary, timeline, tracks)")
        ) {
            try DefinitionShape.checkDocument(document)
        }
        let menu = try preset(#"{"menus": [{"name": "m", "items": [{"title": "t", "icon": "x"}]}]}"#)
        #expect(
            throws: CatalogError(
                .invalidData, "menus[0].items[0].icon: unknown member (expected image, preset, rowHeight, subtitle, title)")
        ) {
            try DefinitionShape.checkDocument(menu)
        }
    }
}
