/// What an exported stylesheet does in a browser without scroll-driven animations (where its
/// `@supports (animation-timeline: …)` block does not apply).
package enum CSSExportFallback: String, CaseIterable, Sendable {
    /// Nothing animates: every element shows what the page's own styles say (visible, in place).
    case none
    /// ``scriptText`` drives the same `@keyframes` from the scroll position; the stylesheet
    /// says how for each item (`--px-timeline`, `--px-range`), and a page embeds the script.
    case script

    /// `scroll-fallback.js`, the same for every export: where the browser lacks scroll-driven
    /// animations it moves the `@supports` rules out and, on every scroll, sets each item's
    /// CSS animations' `currentTime` from its progress through its `animation-range`.
    package static let scriptText = PageResources.text(of: PackageResources.scroll_fallback_js)

    /// The `<script>` element (and its line break) a page carries for this fallback: the script
    /// for `.script`, nothing for `.none`.
    var scriptElement: String { self == .script ? "<script>\n\(Self.scriptText)\n</script>\n" : "" }
}
