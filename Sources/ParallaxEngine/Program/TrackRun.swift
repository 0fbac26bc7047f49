/// Tracks of one group that a frame evaluates together: they share a form and a progress range
/// (keyframe runs also their stops and extrapolation), so per frame the range is applied, and
/// a keyframe run's segment found, once for the whole run rather than once per track.
///
/// The forms, cheapest first:
/// - `constant`: every keyframe holds the same number ([ConstantTrack]);
/// - `affine`: one linear segment, `intercept + slope·t` ([AffineTrack]);
/// - `segments`: numbers between stops, each segment with its own curve ([SegmentTrack]);
/// - `colors`: colours between stops, mixed in a colour space ([ColorTrack]).
///
/// Each track writes its own slots, so the order runs are evaluated in changes nothing.
struct TrackRun: Sendable {
    enum Form: UInt8, Sendable {
        case constant
        case affine
        case segments
        case colors
    }

    let form: Form
    /// The tracks' `.range`, applied to their group's progress first.
    let range: ProgressRange?
    /// The run's tracks: indices into the program's array for the form.
    let members: Range<Int>
    /// `segments`: the stops (0…1) at `numbers[stops ..< stops + stopCount]`.
    let stops: Int
    let stopCount: Int
    /// `segments`: whether the end segments continue past the first and last stops.
    let extends: Bool
    /// `segments` with two stops: `1 / (last − first)`, which the offset into the one segment
    /// is multiplied by (with more stops, the offset is divided by its segment's length).
    let inverseLength: Double
}

/// A track whose every keyframe holds `value`.
struct ConstantTrack: Sendable {
    let slot: Int
    let value: Double
}

/// A number track with one linear segment: `intercept + slope·t` between its stops, held at
/// its end values outside them unless it extends.
struct AffineTrack: Sendable {
    let slot: Int
    let extends: Bool
    let firstStop: Double
    let lastStop: Double
    let firstValue: Double
    let lastValue: Double
    let intercept: Double
    let slope: Double
    /// `1 / (lastStop − firstStop)`, for the rare `t` where `intercept + slope·t` overflows.
    let inverseLength: Double
}

/// A number track of a `segments` run: one value per stop from `numbers[values]`, the segment
/// from stop `i` eased by `curves[curves + i]`.
struct SegmentTrack: Sendable {
    let slot: Int
    let values: Int
    let curves: Int
}

/// A colour track: stops at `numbers[stops ..< stops + count]`, four premultiplied components
/// in `colorSpace` per stop from `numbers[values]` (then alpha), the segment from stop `i`
/// eased by `curves[curves + i]`.
struct ColorTrack: Sendable {
    let slot: Int
    let stops: Int
    let count: Int
    let values: Int
    let curves: Int
    let extends: Bool
    let colorSpace: ColorSpace
}
