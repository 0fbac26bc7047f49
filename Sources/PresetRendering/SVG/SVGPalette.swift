/// The colours of a plot, chosen for contrast on white.
enum SVGPalette {
    static let text = "#1f2328"
    static let mutedText = "#656d76"
    static let frame = "#d0d7de"
    static let grid = "#eaeef2"
    static let guide = "#8c959f"
    static let start = "#1a7f37"
    static let end = "#cf222e"
    static let keyframe = "#8250df"
    static let cursor = "#1f2328"

    /// The stroke of curve `index` named `name`: a colour's components get their own hue,
    /// other curves take turns through a qualitative palette.
    static func curve(named name: String, index: Int) -> String {
        switch name {
        case "red": return "#d1242f"
        case "green": return "#1a7f37"
        case "blue": return "#0969da"
        case "alpha": return "#6e7781"
        default:
            let cycle = ["#0969da", "#bf3989", "#bc4c00", "#1a7f37", "#8250df"]
            return cycle[index % cycle.count]
        }
    }

    /// The colour of a marker of `role`.
    static func marker(_ role: PreviewMarker.Role) -> String {
        switch role {
        case .start: return start
        case .end: return end
        case .keyframe: return keyframe
        }
    }
}
