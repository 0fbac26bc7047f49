import ParallaxEngine

/// What `preview --format html` plays: a phone-sized viewport scrolled through a list of sampled
/// content offsets, with elements (rows, headers, cells, cards) whose layers carry the values the
/// engine computed at each offset (or, along a scroll over time, at each moment). The page only
/// interpolates linearly between these frames; it never evaluates a preset itself.
package struct PreviewScene: Hashable, Sendable {
    /// What the scene shows; it picks the caption under the title.
    package enum Kind: String, Hashable, Sendable {
        /// Menu rows with parallax background images (Aeris).
        case menu
        /// A transparent header with an image behind it (Path).
        case pathHeader = "path-header"
        /// A header image that moves at half speed and stretches or stays put when pulled.
        case stretchHeader = "stretch-header"
        /// Cells interpolating through start, resting and end states (Parade).
        case parade
        /// Cards animating in as they enter the viewport.
        case entrance
        /// Anything else.
        case custom
    }

    /// What the scene shows.
    package var kind: Kind
    /// The heading, e.g. the preset's or menu's name.
    package var title: String
    /// One sentence about the effect; empty for none.
    package var summary: String
    /// Short facts shown as badges, e.g. "viewport 390×844", "reduced motion: resting".
    package var notes: [String]
    /// The viewport's size in points (CSS pixels).
    package var viewport: PreviewSize
    /// The scroll direction.
    package var axis: ScrollAxis
    /// The sampled content offsets, strictly increasing; frame `i` holds the values at `offsets[i]`.
    /// With `times`, the offsets along a scroll over time, in time order (any order of offsets).
    package var offsets: [Double]
    /// For a scroll over time, the time of each frame in seconds, strictly increasing: frame `i`
    /// is the scroll at `offsets[i]` at `times[i]`, and the page plays the frames over time
    /// (its scrubber is the time). Nil for a sweep of offsets.
    package var times: [Double]?
    /// The offset the page opens at; nil for the first sampled offset. A `#offset=N` fragment in
    /// the page's URL overrides it.
    package var initialOffset: Double?
    /// The elements, back to front.
    package var elements: [PreviewElement]
    /// For a menu that snaps: the offsets a scroll at rest settles on, increasing; the page
    /// settles on the nearest when a wheel or drag in the phone ends. Nil: no snapping.
    package var snapOffsets: [Double]? = nil
    /// The offsets over which the previewed item's effect runs (its timeline's progress from 0
    /// to 1), within `offsets`: what the scrubber and Play cover. Nil for all of `offsets`.
    package var effect: ClosedRange<Double>?

    /// Creates a scene.
    package init(
        kind: Kind, title: String, summary: String = "", notes: [String] = [],
        viewport: PreviewSize, axis: ScrollAxis = .vertical, offsets: [Double], times: [Double]? = nil,
        initialOffset: Double? = nil, elements: [PreviewElement], effect: ClosedRange<Double>? = nil
    ) {
        self.kind = kind
        self.title = title
        self.summary = summary
        self.notes = notes
        self.viewport = viewport
        self.axis = axis
        self.offsets = offsets
        self.times = times
        self.initialOffset = initialOffset
        self.elements = elements
        self.effect = effect
    }
}

/// A width and height in points: the engine's size type, so scenes and geometries share one.
package typealias PreviewSize = ScrollMetrics.Size

/// A rectangle in points, origin (top-left) and size: the engine's rectangle type.
package typealias PreviewRect = ScrollMetrics.Rect
