import ParallaxEngine

/// The layers a page draws for a preset's targets inside one item (row, cell, card), chosen by
/// the target's name: `background` is the row's image (its own height, drifting behind the row),
/// names containing `image` are pictures (`image-left`/`image-right` the item's halves), `card` a
/// white card, `title` the item's title; any other target a card labelled with its name. Back to
/// front: background, card, pictures, others, text. `title`, `caption` and `label` are the
/// item's title as text.
struct SceneLayers {
    /// The item's size in points.
    let width: Double, height: Double
    /// The item's title.
    let title: String
    /// The row's image and its height in points, for `background`.
    let background: (image: PreviewImage, height: Double)?
    /// The picture for an image target of the given size.
    let picture: (_ target: String, _ width: Double, _ height: Double) -> PreviewImage

    func layers(_ values: SweepValues) -> [PreviewLayer] {
        let cardTitle = values.targets.contains(where: Self.textTargets.contains) ? "" : title
        return values.targets
            .enumerated()
            .sorted { (Self.rank($0.element), $0.offset) < (Self.rank($1.element), $1.offset) }
            .map { layer(for: $0.element, tracks: values.tracks(of: $0.element), cardTitle: cardTitle) }
    }

    /// Targets drawn as the item's title; a card leaves its title to them.
    static let textTargets: Set<String> = ["title", "caption", "label"]

    private func layer(for target: String, tracks: [PreviewTrack], cardTitle: String) -> PreviewLayer {
        let full = PreviewRect(x: 0, y: 0, width: width, height: height)
        switch target {
        case "background":
            let height = background?.height ?? 2 * self.height
            return PreviewLayer(
                target: target, frame: PreviewRect(x: 0, y: 0, width: width, height: height),
                content: .image(background?.image ?? picture(target, width, height)), tracks: tracks)
        case "card":
            return PreviewLayer(target: target, frame: full, content: .card(cardTitle), tracks: tracks)
        case _ where Self.textTargets.contains(target):
            return PreviewLayer(target: target, frame: full, content: .text(title), tracks: tracks)
        case _ where target.contains("image"):
            let half = target.hasSuffix("-left") ? 0.0 : target.hasSuffix("-right") ? width / 2 : nil
            let frame = half.map { PreviewRect(x: $0, y: 0, width: width / 2, height: height) } ?? full
            return PreviewLayer(target: target, frame: frame, content: .image(picture(target, frame.width, frame.height)), tracks: tracks)
        default:
            return PreviewLayer(target: target, frame: full, content: .card(target), tracks: tracks)
        }
    }

    private static func rank(_ target: String) -> Int {
        switch target {
        case "background": 0
        case "card": 1
        case _ where textTargets.contains(target): 4
        case _ where target.contains("image"): 2
        default: 3
        }
    }
}
