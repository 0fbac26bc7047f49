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
@usableFromInline struct AffineTrack: Sendable {
    @usableFromInline let slot: Int
    @usableFromInline let extends: Bool
    @usableFromInline let firstStop: Double
    @usableFromInline let lastStop: Double
    @usableFromInline let firstValue: Double
    @usableFromInline let lastValue: Double
    @usableFromInline let intercept: Double
    @usableFromInline let slope: Double
    /// `1 / (lastStop − firstStop)`, for the rare `t` where `intercept + slope·t` overflows.
    let inverseLength: Double

    /// The value at `t` of the track at `track`, read field by field (copying a track whole
    /// costs more than computing it).
    @inlinable @inline(__always)
    static func value(of track: UnsafePointer<AffineTrack>, at t: Double) -> Double {
        if !track.pointee.extends {
            if t < track.pointee.firstStop { return track.pointee.firstValue }
            if t >= track.pointee.lastStop { return track.pointee.lastValue }
        }
        let value = track.pointee.intercept + track.pointee.slope * t
        if value.isFinite { return value }
        return overflowingValue(of: track, at: t)
    }

    /// The value at a `t` where `intercept + slope·t` overflows: interpolated between the end
    /// values (``interpolate(_:_:_:)``, held at the largest finite value beyond them). Out of
    /// line: it is rare.
    @usableFromInline @inline(never)
    static func overflowingValue(of track: UnsafePointer<AffineTrack>, at t: Double) -> Double {
        interpolate(
            track.pointee.firstValue, track.pointee.lastValue, (t - track.pointee.firstStop) * track.pointee.inverseLength)
    }
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
