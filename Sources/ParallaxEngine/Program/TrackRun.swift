/// Tracks of one group that a frame evaluates together: they share a form, a progress range,
/// stops and extrapolation, so per frame the range is applied, and the segment found, once for
/// the whole run rather than once per track.
///
/// The forms:
/// - `segments`: numbers between stops, each segment with its own curve ([SegmentTrack]);
/// - `colors`: colours between stops, mixed in a colour space ([ColorTrack]), each track with
///   stops of its own.
///
/// Each track writes its own slots, so the order runs are evaluated in changes nothing.
struct TrackRun: Sendable {
    enum Form: UInt8, Sendable {
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
