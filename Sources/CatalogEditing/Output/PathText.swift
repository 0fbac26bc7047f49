import ParallaxEngine

/// A file path as the tools print it, on stdout or in a message: every character
/// ``VisibleText`` escapes (control characters such as ESC and line breaks, bidirectional
/// overrides…) written as a Swift escape, so a path can neither drive the terminal nor fake a
/// line. Paths are never cut: a path is at most a few thousand bytes.
package func pathText(_ path: String) -> String {
    VisibleText.escaped(path)
}
