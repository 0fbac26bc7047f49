import ParallaxEngine

/// A CSS property's stretches taken from the curves of its channels, each eased as the engine
/// eases it: a keyframe segment's own curve where CSS has it (`cubic-bezier()`, `steps()`,
/// `linear()`; a Parade end state's curve mirrored), otherwise cubic Hermite pieces or a
/// `linear()` through the curve, whichever is shorter, close enough that every channel stays
/// within its ``ValueKind`` tolerance.
enum StructuralSegments {
    /// The stretches of `property`, or nil when its channels cannot share keyframes: two of
    /// them move one component, their stretches or curves differ, a moving perspective (CSS
    /// mixes its inverse), or a colour mixing in a space CSS does not mix in.
    ///
    /// Each stretch's curve is followed within the tightest tolerance `shared` holds for it
    /// (``PieceTolerances``), so every property running that curve runs the same pieces.
    static func segments(
        of property: CSSProperty, curves: [Channel: ChannelCurve], shared: PieceTolerances = PieceTolerances()
    ) -> [CSSSegment]? {
        let varying = property.channels.filter { !(curves[$0]?.isConstant ?? true) }
        var held: [Channel: ChannelValue] = [:]
        for channel in property.channels where !varying.contains(channel) {
            held[channel] = curves[channel].flatMap { $0.pieces.first?.value(at: 0, colorSpace: $0.colorSpace) }
        }
        guard let first = varying.first, let reference = curves[first]?.pieces else {
            let value = property.compose { held[$0] }
            return [CSSSegment(lower: 0, upper: 1, from: value, to: value, easing: .linear)]
        }
        guard !varying.contains(.perspective),
            property.dependencies.allSatisfy({ dependency in dependency.filter(varying.contains).count <= 1 }),
            varying.allSatisfy({ channel in
                guard let pieces = curves[channel]?.pieces, pieces.count == reference.count else { return false }
                return zip(pieces, reference).allSatisfy { abs($0.lower - $1.lower) < 1e-12 && abs($0.upper - $1.upper) < 1e-12 }
            })
        else { return nil }
        var segments: [CSSSegment] = []
        for (index, stretch) in reference.enumerated() {
            var ends: [Channel: (from: ChannelValue, to: ChannelValue)] = [:]
            for channel in varying {
                let curve = curves[channel]!
                guard let pair = endpoints(of: curve.pieces[index], channel: channel, colorSpace: curve.colorSpace) else { return nil }
                ends[channel] = pair
            }
            var tolerance = Self.tolerance(of: varying, ends: ends)
            for channel in varying where !curves[channel]!.pieces[index].isConstant {
                tolerance = min(tolerance, shared[PieceTolerances.Key(curves[channel]!.pieces[index])] ?? tolerance)
            }
            let shapes = Set(
                varying.compactMap { channel -> [EasedPiece]? in
                    let piece = curves[channel]!.pieces[index]
                    return piece.isConstant ? nil : pieces(of: piece, tolerance: tolerance)
                })
            guard shapes.count <= 1 else { return nil }
            let from = property.compose { held[$0] ?? ends[$0]?.from }
            let to = property.compose { held[$0] ?? ends[$0]?.to }
            let length = stretch.upper - stretch.lower
            for part in shapes.first ?? EasedPiece.whole(.linear) {
                segments.append(
                    CSSSegment(
                        lower: stretch.lower + length * part.lower, upper: stretch.lower + length * part.upper,
                        from: part.start == 0 ? from : from.interpolated(to: to, fraction: part.start),
                        to: part.end == 1 ? to : from.interpolated(to: to, fraction: part.end), easing: part.easing))
            }
        }
        return segments
    }

    /// How closely (a fraction of each change) a stretch moving `varying` from and to `ends`
    /// follows its curve: the tightest of the channels' ``ValueKind`` tolerances, 1e-4 at most.
    static func tolerance(of varying: [Channel], ends: [Channel: (from: ChannelValue, to: ChannelValue)]) -> Double {
        var tolerance = 1e-4
        for channel in varying {
            guard let pair = ends[channel] else { continue }
            let change = pair.from.distance(to: pair.to)
            if change > 0 { tolerance = min(tolerance, ValueKind(channel).tolerance(span: change) / change) }
        }
        return tolerance
    }

    /// Records in `shared` the tolerance each of `property`'s stretches asks of its curves, as
    /// ``segments(of:curves:shared:)`` computes it.
    static func recordTolerances(of property: CSSProperty, curves: [Channel: ChannelCurve], into shared: inout PieceTolerances) {
        let varying = property.channels.filter { !(curves[$0]?.isConstant ?? true) }
        guard let first = varying.first, let count = curves[first]?.pieces.count,
            varying.allSatisfy({ curves[$0]?.pieces.count == count })
        else { return }
        for index in 0..<count {
            var ends: [Channel: (from: ChannelValue, to: ChannelValue)] = [:]
            for channel in varying {
                let curve = curves[channel]!
                ends[channel] = endpoints(of: curve.pieces[index], channel: channel, colorSpace: curve.colorSpace)
            }
            let tolerance = Self.tolerance(of: varying, ends: ends)
            for channel in varying where !curves[channel]!.pieces[index].isConstant {
                shared.record(tolerance, for: PieceTolerances.Key(curves[channel]!.pieces[index]))
            }
        }
    }

    /// The keyframe values at `piece`'s ends, or nil when not every browser mixes its colours as
    /// the engine does (linear-light sRGB, which CSS does not mix in; OKLab, which CSS Color 4
    /// asks for but Firefox ESR mixes in sRGB: sampled, see ``SampledSegments``) or its curve
    /// barely moves over the piece. A whole
    /// segment keeps its keyframes' values (its curve may start or end off them, as `steps()`
    /// does); a segment run backwards swaps them; a part of one takes the values at its ends.
    static func endpoints(of piece: CurvePiece, channel: Channel, colorSpace: ColorSpace) -> (from: ChannelValue, to: ChannelValue)? {
        let start = piece.value(at: 0, colorSpace: colorSpace)
        if piece.isConstant { return (start, start) }
        if channel.isColor, colorSpace != .sRGB { return nil }
        switch piece.inputs {
        case (0, 1): return (piece.from, piece.to)
        case (1, 0): return (piece.to, piece.from)
        default:
            let (first, last) = (piece.easing.value(at: piece.inputs.start), piece.easing.value(at: piece.inputs.end))
            guard piece.easing == .linear || abs(last - first) > 1e-9 else { return nil }
            return (start, piece.value(at: 1, colorSpace: colorSpace))
        }
    }

    /// The curve CSS runs between `piece`'s keyframe values (``endpoints(of:channel:colorSpace:)``):
    /// its own where CSS has it, else the shorter of cubic Hermite pieces (one keyframe each,
    /// ``Easing/cubicPieces(of:tolerance:)``) and a `linear()`, either within `tolerance`.
    static func pieces(of piece: CurvePiece, tolerance: Double) -> [EasedPiece] {
        let easing = piece.easing
        let (inputStart, inputEnd) = piece.inputs
        let function: (Double) -> Double
        switch (inputStart, inputEnd) {
        case (0, 1):
            if let native = easing.isCSSNative ? easing : easing.exactCubicBezier { return EasedPiece.whole(native) }
            function = { easing.value(at: $0) }
        case (1, 0):
            switch easing {
            case .linear, .cubicBezier, .linearStops: return EasedPiece.whole(easing.reversedForCSS(tolerance: tolerance))
            default:
                if let exact = easing.exactCubicBezier { return EasedPiece.whole(exact.reversedForCSS()) }
            }
            function = { 1 - easing.value(at: 1 - $0) }
        default:
            guard easing != .linear else { return EasedPiece.whole(.linear) }
            let (first, last) = (easing.value(at: inputStart), easing.value(at: inputEnd))
            function = { (easing.value(at: inputStart + (inputEnd - inputStart) * $0) - first) / (last - first) }
        }
        let linear = Easing.linearApproximation(of: function, tolerance: tolerance)
        // A keyframe of its own costs about as much as five `linear()` stops.
        guard let cubic = Easing.cubicPieces(of: function, tolerance: tolerance),
            case .linearStops(let stops) = linear, stops.points.count > 5 * cubic.count
        else { return EasedPiece.whole(linear) }
        return cubic
    }
}

extension ChannelValue {
    /// The largest difference between the two values in any number (a colour's components).
    func distance(to other: ChannelValue) -> Double {
        switch (self, other) {
        case (.number(let a), .number(let b)): abs(a - b)
        case (.color(let a), .color(let b)):
            max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
        default: .infinity
        }
    }
}
