/// A box of the previewed screen (a menu row, a header, a cell, a card) holding animated layers.
public struct PreviewElement: Hashable, Sendable {
    /// What the element scrolls with.
    public enum Anchor: String, Hashable, Sendable {
        /// The element sits in the content and scrolls with it (rows, cells, a table header).
        case content
        /// The element is fixed to the viewport (an image behind a transparent header).
        case viewport
    }

    /// How the page dresses the element.
    public enum Style: String, Hashable, Sendable {
        /// A full-width menu row: caption over its image, hairline separator.
        case row
        /// No chrome of its own: its layers draw everything (headers, Parade cells, cards).
        case bare
        /// A plain list row (white background, dark caption) for content around the effect.
        case plain
    }

    /// A name unique in the scene, e.g. "row-3"; the page marks the element with
    /// `data-element`.
    public var name: String
    /// Text drawn on the element (a row's title); empty for none.
    public var caption: String
    /// The frame, in content coordinates for `.content`, viewport coordinates for `.viewport`.
    public var frame: PreviewRect
    /// What the element scrolls with.
    public var anchor: Anchor
    /// How the page dresses it.
    public var style: Style
    /// Whether the element clips its layers (a table cell clipping its parallax image).
    public var clipsContent: Bool
    /// The layers, back to front.
    public var layers: [PreviewLayer]

    /// Creates an element.
    public init(
        name: String, caption: String = "", frame: PreviewRect, anchor: Anchor = .content,
        style: Style, clipsContent: Bool = true, layers: [PreviewLayer]
    ) {
        self.name = name
        self.caption = caption
        self.frame = frame
        self.anchor = anchor
        self.style = style
        self.clipsContent = clipsContent
        self.layers = layers
    }
}
