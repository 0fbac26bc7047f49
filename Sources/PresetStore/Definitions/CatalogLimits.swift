/// The bounds every number and count is held to before it reaches an evaluation, a page or the
/// catalog: checked before anything is computed, allocated or written, whether the value comes
/// from an option, a file, a stored row or a request. docs/RELIABILITY.md's "Limits" table lists them,
/// and the JSON Schema (`preset-manager schema`) states the ones a definition can break.
package enum CatalogLimits {
    /// The largest magnitude, in points, of a coordinate or a length: content offsets, an
    /// item's position, a scroll window's ends, range offsets and insets given in points, and
    /// a keyframe's or state's number. A million points is some 1,200 iPhone screens: beyond
    /// any list, and small enough that sums and products of geometry stay exact far below a
    /// pixel. The other numbers a definition or an option holds are held to it too: range
    /// offsets in percent, a track's or child's progress range, `--var` and `--underlying`
    /// values.
    package static let maximumCoordinate: Double = 1_000_000
    /// The smallest size, in points: a viewport's sides, a row's, a header's or an item's
    /// height. Below it a sweep "every half row" would have millions of steps.
    package static let minimumSize: Double = 0.01
    /// The largest size, in points.
    package static let maximumSize: Double = 1_000_000
    /// The largest side of an image, in pixels: 2³¹ − 1, as PNG allows (the smallest is 1).
    package static let maximumImagePixels = 2_147_483_647
    /// The fewest pixels per point an image may have: its size in points (pixels ÷ scale) is
    /// what expressions read as `imageWidth` and `imageHeight`, so an unbounded scale would make
    /// it infinite (or 0) from finite pixels.
    package static let minimumImageScale: Double = 0.01
    /// The most pixels per point an image may have (@1x, @2x and @3x are 1, 2 and 3).
    package static let maximumImageScale: Double = 100
    /// The most content offsets one preview or export samples, options and default sweeps alike
    /// (a menu's "every half row" widens its step to stay within it).
    package static let maximumOffsets = 10_000
    /// The most bytes of one definition file (`--file`, `--definition`, a request's body).
    package static let maximumDefinitionBytes = 1 << 20
    /// The most bytes of one catalog document (`import`, `validate --file`): 2 KiB for each of
    /// the ``maximumImportPresets`` presets an import may hold (2,048,000,000 bytes), so what
    /// `export` writes for that many presets of the usual size (the seed's and the import
    /// benchmark's take about 1.5 KB each) imports whole. A larger file, or a device, is refused
    /// before it is read past this.
    package static let maximumDocumentBytes = maximumImportPresets << 11
    /// The most bytes of one image file (`images add --file`, the studio's image route).
    package static let maximumImageBytes = 64 << 20
    /// The most tracks in one preset, its children's included.
    package static let maximumTracks = 1_000
    /// The most keyframes in one track.
    package static let maximumKeyframesPerTrack = 1_000
    /// The most keyframes in one preset, every track's together.
    package static let maximumKeyframes = 10_000
    /// The most children in one preset, at every depth together.
    package static let maximumChildren = 100
    /// The most state entries in one preset: every property of every target's `start`, `end`,
    /// `startEnd` and `rest` together.
    package static let maximumStateEntries = 1_000
    /// The most items in one menu.
    package static let maximumMenuItems = 10_000
    /// The most presets one import may hold.
    package static let maximumImportPresets = 1_000_000
}
