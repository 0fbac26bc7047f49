import CatalogEditing
import HTTPTypes
import ParallaxEngine
import PresetRendering

/// `GET /api/easing/handles?curve=TEXT`: the two Bézier handles the curve editor shows for a
/// curve, `{"curve": TEXT, "handles": [x1, y1, x2, y2]}`, or `"handles": null` when the curve is
/// no cubic Bézier (``ParallaxEngine/Easing/bezierHandles``).
struct CurveHandles: Encodable {
    let curve: String
    let handles: [Double]?

    /// The handles of `curve` (any keyframe easing text).
    /// - Throws: ``StudioError`` 400 at `curve` when the text is no curve.
    init(curve: String) throws {
        do {
            handles = try Easing(parsingWithHint: curve).bezierHandles
        } catch let error as EngineError {
            throw StudioError(.badRequest, "curve: " + error.problem, path: "curve")
        }
        self.curve = curve
    }

    private enum CodingKeys: String, CodingKey {
        case curve, handles
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(curve, forKey: .curve)
        try container.encode(handles, forKey: .handles)
    }
}
