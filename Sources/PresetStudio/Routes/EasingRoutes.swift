import CatalogEditing
import Hummingbird
import PresetCatalog

/// `GET /api/easing?curve=TEXT&samples=N`: the curve sampled at N evenly spaced inputs from 0 to
/// 1 (default 101), the JSON `easing CURVE --at …` prints for those inputs, for curve
/// thumbnails; `GET /api/easing/curves`: every curve, as `easing --list --format json`;
/// `GET /api/easing/handles?curve=TEXT`: the curve's two Bézier handles (``CurveHandles``).
struct EasingRoutes {
    /// The most samples one request may ask for.
    static let maximumSamples = 10_001
    /// The samples when the request names none.
    static let defaultSamples = 101

    func addRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.get { request, _ in
            guard let curve = request.uri.queryParameters["curve"].map(String.init) else {
                throw StudioError(.badRequest, "curve: missing (?curve=outCubic, or any keyframe easing text)", path: "curve")
            }
            let count = try request.wholeNumber(query: "samples") ?? Self.defaultSamples
            guard (2...Self.maximumSamples).contains(count) else {
                throw StudioError(.badRequest, "samples: must be 2 to \(Self.maximumSamples), got \(count)", path: "samples")
            }
            let points = SamplePoints(values: (0..<count).map { Double($0) / Double(count - 1) })
            do {
                return try Response.json(try EasingSamples(curve: curve, at: points).report())
            } catch let error as CatalogError {
                throw StudioError(.badRequest, error.message, path: "curve")
            }
        }
        group.get("curves") { _, _ in try Response.json(EasingList.report()) }
        group.get("handles") { request, _ in
            guard let curve = request.uri.queryParameters["curve"].map(String.init) else {
                throw StudioError(.badRequest, "curve: missing (?curve=ease-out, or any keyframe easing text)", path: "curve")
            }
            return try Response.json(try CurveHandles(curve: curve))
        }
    }
}
