/// One compiled track in the cheapest form that computes the same values:
/// - `constant`: every keyframe holds the same number;
/// - `affine`: one linear segment, `intercept + slope·t` (held at its end values unless extended);
/// - `eased`: one segment with one curve, `interpolate(first, last, curve((t − start)/(end − start)))`;
/// - `keyframes`: the general form (several segments, or a colour).
///
/// A plain value: reading it per frame copies no reference.
struct TrackProgram: Sendable {
    enum Form: Sendable {
        case constant
        case affine
        case eased
        case keyframes
    }

    let form: Form
    /// The first buffer index the track writes.
    let slot: Int
    /// The track's `.range`, applied to its group's progress first.
    let range: ProgressRange?
    /// Whether the end segments continue past the first and last stops.
    let extends: Bool
    /// The first and last stops (0…1) and their values (`constant`, `affine`, `eased`).
    let firstStop: Double
    let lastStop: Double
    let firstValue: Double
    let lastValue: Double
    /// `1 / (lastStop − firstStop)` (`eased`).
    let inverseLength: Double
    /// `value = intercept + slope·t` (`affine`).
    let intercept: Double
    let slope: Double
    /// `keyframes`: stops at `numbers[stops ..< stops + count]`, values from `numbers[values]`
    /// (`components` per stop; a colour's premultiplied in `colorSpace`, then alpha), the
    /// segment from stop `i` eased by `curves[curves + i]` (`eased`: its one segment's).
    let stops: Int
    let count: Int
    let values: Int
    let curves: Int
    let colorSpace: ColorSpace?

    /// The cheapest form for a track with these stops and resolved values (`components` per
    /// stop), its numbers and curves appended to `program`.
    init(
        slot: Int, stops: [Double], values: [Double], easings: [Easing], range: ProgressRange?, extends: Bool,
        colorSpace: ColorSpace?, into program: inout ProgramBuilder
    ) {
        self.slot = slot
        self.range = range
        self.extends = extends
        self.colorSpace = colorSpace
        firstStop = stops[0]
        lastStop = stops[stops.count - 1]
        firstValue = values[0]
        lastValue = values[values.count - 1]
        inverseLength = 1 / (lastStop - firstStop)
        let slope = (lastValue - firstValue) / (lastStop - firstStop)
        let intercept = firstValue - slope * firstStop
        let oneSegment = stops.count == 2 && lastStop > firstStop && colorSpace == nil
        if colorSpace == nil, values.allSatisfy({ $0 == values[0] }) {
            form = .constant
        } else if oneSegment, case .linear = easings[0], slope.isFinite, intercept.isFinite {
            form = .affine
        } else if oneSegment {
            form = .eased
        } else {
            form = .keyframes
        }
        self.slope = slope
        self.intercept = intercept
        self.stops = program.numbers.count
        program.numbers += stops
        count = stops.count
        self.values = program.numbers.count
        program.numbers += values
        curves = program.curves.count
        for easing in easings { program.curves.append(CompiledCurve(easing, tables: &program.tables)) }
    }
}

extension AnimationProgram {
    /// Writes the value of the track at `track` at its group's progress `progress`. Tracks are
    /// read through a pointer, field by field: copying a whole track would cost more than
    /// evaluating it.
    @inline(__always)
    func write(_ track: UnsafePointer<TrackProgram>, progress: Double, into buffer: UnsafeMutableBufferPointer<Double>) {
        let t = track.pointee.range?.remap(progress) ?? progress
        let slot = track.pointee.slot
        switch track.pointee.form {
        case .constant:
            buffer[slot] = track.pointee.firstValue
        case .affine:
            if !track.pointee.extends {
                if t < track.pointee.firstStop {
                    buffer[slot] = track.pointee.firstValue
                    return
                }
                if t >= track.pointee.lastStop {
                    buffer[slot] = track.pointee.lastValue
                    return
                }
            }
            let value = track.pointee.intercept + track.pointee.slope * t
            buffer[slot] =
                value.isFinite
                ? value
                : interpolate(
                    track.pointee.firstValue, track.pointee.lastValue, (t - track.pointee.firstStop) * track.pointee.inverseLength)
        case .eased:
            if t == track.pointee.lastStop || (!track.pointee.extends && t > track.pointee.lastStop) {
                buffer[slot] = track.pointee.lastValue
                return
            }
            if !track.pointee.extends, t < track.pointee.firstStop {
                buffer[slot] = track.pointee.firstValue
                return
            }
            let fraction = ease(track.pointee.curves, (t - track.pointee.firstStop) * track.pointee.inverseLength)
            buffer[slot] = interpolate(track.pointee.firstValue, track.pointee.lastValue, fraction)
        case .keyframes:
            let (from, to, fraction) = segment(of: track, at: t)
            guard let colorSpace = track.pointee.colorSpace else {
                let values = numbers.baseAddress! + track.pointee.values
                buffer[slot] = interpolate(values[from], values[to], fraction)
                return
            }
            let values = track.pointee.values
            let numbers = UnsafeBufferPointer(self.numbers)
            mix(
                from: numbers, at: values + from * 4, to: numbers, at: values + to * 4, fraction: fraction, into: buffer,
                at: slot, colorSpace: colorSpace)
        }
    }

    /// The two stops of the general track at `track` to mix (counted from its first stop) and
    /// the eased fraction between them.
    @inline(__always)
    private func segment(of track: UnsafePointer<TrackProgram>, at t: Double) -> (Int, Int, Double) {
        let stops = numbers.baseAddress! + track.pointee.stops
        let last = track.pointee.count - 1
        // The segment to ease along: the one containing t, or an end segment extended past it.
        let index: Int
        if t < stops[0] {
            guard track.pointee.extends, stops[1] > stops[0] else { return (0, 0, 0) }
            index = 0
        } else if t >= stops[last] {
            guard track.pointee.extends, t > stops[last], stops[last] > stops[last - 1] else { return (last, last, 0) }
            index = last - 1
        } else {
            var inside = 0
            while stops[inside + 1] <= t { inside += 1 }
            index = inside
        }
        let start = stops[index]
        let u = (t - start) / (stops[index + 1] - start)
        return (index, index + 1, ease(track.pointee.curves + index, u))
    }
}
