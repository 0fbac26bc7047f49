/// A box of the previewed screen (a menu row, a header, a cell, a card) holding animated layers.
package struct PreviewElement: Hashable, Sendable {
    /// What the element scrolls with.
    package enum Anchor: String, Hashable, Sendable {
        /// The element sits in the content and scrolls with it (rows, cells, a table header).
        case content
        /// The element is fixed to the viewport (an image behind a transparent header).
        case viewport
    }

    /// How the page dresses the element.
    package enum Style: String, Hashable, Sendable {
        /// A full-width menu row: caption over its image, hairline separator.
        case row
        /// No chrome of its own: its layers draw everything (headers, Parade cells, cards).
        case bare
        /// A plain list row (white background, dark caption) for content around the effect.
        case plain
    }

    /// A name unique in the scene, e.g. "row-3"; the page marks the element with
    /// `data-element`.
    package var name: String
    /// Text drawn on the element (a row's title); empty for none.
    package var caption: String
    /// The frame, in content coordinates for `.content`, viewport coordinates for `.viewport`.
    package var frame: PreviewRect
    /// What the element scrolls with.
    package var anchor: Anchor
    /// How the page dresses it.
    package var style: Style
    /// Whether the element clips its layers (a table cell clipping its parallax image).
    package var clipsContent: Bool
    /// The layers, back to front.
    package var layers: [PreviewLayer]
    /// Whether this is the item the preview is about (the page marks it
    /// `data-testid="previewed-item"` and can dim the others).
    package var isPreviewed: Bool

    /// Creates an element.
    package init(
        name: String, caption: String = "", frame: PreviewRect, anchor: Anchor = .content,
        style: Style, clipsContent: Bool = true, layers: [PreviewLayer], isPreviewed: Bool = false
    ) {
        self.name = name
        self.caption = caption
        self.frame = frame
        self.anchor = anchor
        self.style = style
        self.clipsContent = clipsContent
        self.layers = layers
        self.isPreviewed = isPreviewed
    }
}
