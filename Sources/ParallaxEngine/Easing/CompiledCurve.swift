import RealModule

/// An ``Easing`` as a compiled animator keeps it: a plain value with no references and a
/// one-byte kind, so reading it per frame retains nothing and choosing what to compute is one
/// jump. A named family and its direction are one kind (`outCubic`, not `cubic` then `out`),
/// so the common curves are computed inline by ``ease(_:_:in:)`` with no call and no second
/// switch; the rest go through one out-of-line call. Curves with more data than fits (Bézier
/// samples, `linear()` points, springs) point into the animator's ``CurveTables``.
struct CompiledCurve: Sendable {
    enum Kind: UInt8, Sendable {
        // Computed inline.
        case linear
        case smoothStep
        case smootherStep
        case inSine
        case outSine
        case inOutSine
        case inQuadratic
        case outQuadratic
        case inOutQuadratic
        case inCubic
        case outCubic
        case inOutCubic
        case inQuartic
        case outQuartic
        case inOutQuartic
        case inQuintic
        case outQuintic
        case inOutQuintic
        case inBack
        case outBack
        case inOutBack
        // Computed by one out-of-line call.
        case inAtan
        case outAtan
        case inOutAtan
        case family
        case cubicBezier
        case steps
        case linearStops
        case spring
    }

    let kind: Kind
    /// `family`: the family (with its parameters) and direction.
    let family: EasingFamily
    let direction: EasingDirection
    /// `steps`: the step count and position.
    let position: StepPosition
    /// `inBack`, `outBack`, `inOutBack`: the overshoot.
    let overshoot: Double
    /// `cubicBezier`, `spring`: the index in `tables.beziers` or `tables.springs`;
    /// `linearStops`: the first point in `tables.linearPoints`; `steps`: the step count.
    let index: Int
    /// `linearStops`: how many points.
    let count: Int

    private init(
        _ kind: Kind, family: EasingFamily = .sine, direction: EasingDirection = .in, position: StepPosition = .end,
        overshoot: Double = 0, index: Int = 0, count: Int = 0
    ) {
        self.kind = kind
        self.family = family
        self.direction = direction
        self.position = position
        self.overshoot = overshoot
        self.index = index
        self.count = count
    }

    /// The compiled form of `easing`, adding its data to `tables`.
    init(_ easing: Easing, tables: inout CurveTables.Builder) {
        switch easing {
        case .linear: self.init(.linear)
        case .smoothStep: self.init(.smoothStep)
        case .smootherStep: self.init(.smootherStep)
        case .inAtan: self.init(.inAtan)
        case .outAtan: self.init(.outAtan)
        case .inOutAtan: self.init(.inOutAtan)
        case .family(let family, let direction):
            if let kind = Self.inlineKind(family, direction) {
                let overshoot: Double
                if case .back(let value) = family { overshoot = value } else { overshoot = 0 }
                self.init(kind, overshoot: overshoot)
            } else {
                self.init(.family, family: family, direction: direction)
            }
        case .steps(let count, let position): self.init(.steps, position: position, index: count)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            self.init(.cubicBezier, index: tables.beziers.count)
            tables.beziers.append(UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2, samples: &tables.bezierSamples))
        case .linearStops(let stops):
            self.init(.linearStops, index: tables.linearPoints.count, count: stops.points.count)
            tables.linearPoints += stops.points
        case .spring(let spring):
            self.init(.spring, index: tables.springs.count)
            tables.springs.append(spring)
        }
    }

    /// The inline kind of a family in a direction, or nil for the ones computed out of line
    /// (exponential, circular, elastic, bounce, and every outIn curve).
    private static func inlineKind(_ family: EasingFamily, _ direction: EasingDirection) -> Kind? {
        let kinds: [Kind]
        switch family {
        case .sine: kinds = [.inSine, .outSine, .inOutSine]
        case .quadratic: kinds = [.inQuadratic, .outQuadratic, .inOutQuadratic]
        case .cubic: kinds = [.inCubic, .outCubic, .inOutCubic]
        case .quartic: kinds = [.inQuartic, .outQuartic, .inOutQuartic]
        case .quintic: kinds = [.inQuintic, .outQuintic, .inOutQuintic]
        case .back: kinds = [.inBack, .outBack, .inOutBack]
        case .exponential, .circular, .elastic, .bounce: return nil
        }
        switch direction {
        case .in: return kinds[0]
        case .out: return kinds[1]
        case .inOut: return kinds[2]
        case .outIn: return nil
        }
    }

    /// The output progress at `t` (see ``Easing``): finite for every finite `t`.
    func value(at t: Double, in tables: CurveTables) -> Double {
        withUnsafePointer(to: self) { curve in withUnsafePointer(to: tables) { Self.ease(curve, t, in: $0) } }
    }

    /// The output progress of the curve at `curve` at `t`, reading only the fields it needs
    /// (copying a whole curve costs more than most curves). Each inline kind computes its
    /// family's own formula (``EasingFamily/value(_:at:)`` with the family and direction
    /// fixed), so it gives the same numbers as the family does.
    /// The tables are passed by pointer: the out-of-line curves read one or two of their fields.
    @inline(__always)
    static func ease(_ curve: UnsafePointer<CompiledCurve>, _ t: Double, in tables: UnsafePointer<CurveTables>) -> Double {
        switch curve.pointee.kind {
        case .linear: return t
        case .smoothStep:
            let x = unit(t)
            return x * x * (3 - 2 * x)
        case .smootherStep:
            let x = unit(t)
            return x * x * x * (x * (x * 6 - 15) + 10)
        case .inSine: return EasingFamily.sine.value(.in, at: unit(t))
        case .outSine: return EasingFamily.sine.value(.out, at: unit(t))
        case .inOutSine: return EasingFamily.sine.value(.inOut, at: unit(t))
        case .inQuadratic: return EasingFamily.quadratic.value(.in, at: unit(t))
        case .outQuadratic: return EasingFamily.quadratic.value(.out, at: unit(t))
        case .inOutQuadratic: return EasingFamily.quadratic.value(.inOut, at: unit(t))
        case .inCubic: return EasingFamily.cubic.value(.in, at: unit(t))
        case .outCubic: return EasingFamily.cubic.value(.out, at: unit(t))
        case .inOutCubic: return EasingFamily.cubic.value(.inOut, at: unit(t))
        case .inQuartic: return EasingFamily.quartic.value(.in, at: unit(t))
        case .outQuartic: return EasingFamily.quartic.value(.out, at: unit(t))
        case .inOutQuartic: return EasingFamily.quartic.value(.inOut, at: unit(t))
        case .inQuintic: return EasingFamily.quintic.value(.in, at: unit(t))
        case .outQuintic: return EasingFamily.quintic.value(.out, at: unit(t))
        case .inOutQuintic: return EasingFamily.quintic.value(.inOut, at: unit(t))
        case .inBack: return finite(EasingFamily.back(overshoot: curve.pointee.overshoot).value(.in, at: unit(t)))
        case .outBack: return finite(EasingFamily.back(overshoot: curve.pointee.overshoot).value(.out, at: unit(t)))
        case .inOutBack: return finite(EasingFamily.back(overshoot: curve.pointee.overshoot).value(.inOut, at: unit(t)))
        case .inAtan, .outAtan, .inOutAtan, .family, .cubicBezier, .steps, .linearStops, .spring:
            return outOfLineValue(of: curve, at: t, in: tables)
        }
    }

    /// The curves ``ease(_:_:in:)`` does not compute inline.
    @inline(never)
    private static func outOfLineValue(
        of curve: UnsafePointer<CompiledCurve>, at t: Double, in tables: UnsafePointer<CurveTables>
    ) -> Double {
        let result: Double
        switch curve.pointee.kind {
        case .inAtan:
            result = Double.atan((unit(t) - 1) * 15) / Double.atan(15) + 1
        case .outAtan:
            result = Double.atan(unit(t) * 15) / Double.atan(15)
        case .inOutAtan:
            result = Double.atan((unit(t) - 0.5) * 15) / (2 * Double.atan(7.5)) + 0.5
        case .cubicBezier:
            result = UnitBezier.output(
                of: tables.pointee.beziers.base + curve.pointee.index, samples: tables.pointee.bezierSamples.base, at: t)
        case .steps:
            result = curve.pointee.position.output(steps: curve.pointee.index, at: t)
        case .linearStops:
            result = LinearStops.output(
                at: t,
                points: UnsafeBufferPointer(start: tables.pointee.linearPoints.base + curve.pointee.index, count: curve.pointee.count))
        case .spring:
            result = tables.pointee.springs[curve.pointee.index].output(at: t)
        default:
            result = curve.pointee.family.value(curve.pointee.direction, at: unit(t))
        }
        return finite(result)
    }

    /// `value`, with an overflow to ±∞ (a steep extrapolation of a huge input) turned into the
    /// largest finite value of that sign.
    @inline(__always)
    private static func finite(_ value: Double) -> Double {
        if value.isFinite || value.isNaN { return value }
        return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }

    /// `t` held inside 0…1.
    @inline(__always)
    private static func unit(_ t: Double) -> Double { min(max(t, 0), 1) }
}

/// The data of an animator's curves that does not fit in a ``CompiledCurve``, in memory the
/// animator owns for its lifetime.
struct CurveTables: Sendable {
    let beziers: FrozenArray<UnitBezier>
    /// The Béziers' samples of x(s) (``UnitBezier/sampleCount`` each).
    let bezierSamples: FrozenArray<Double>
    let linearPoints: FrozenArray<LinearStops.Point>
    let springs: FrozenArray<SpringEasing>

    /// The tables while an animator is being compiled.
    struct Builder {
        var beziers: [UnitBezier] = []
        var bezierSamples: [Double] = []
        var linearPoints: [LinearStops.Point] = []
        var springs: [SpringEasing] = []
    }

    /// The tables `builder` collected, copied into memory of their own.
    init(_ builder: Builder) {
        beziers = FrozenArray(builder.beziers)
        bezierSamples = FrozenArray(builder.bezierSamples)
        linearPoints = FrozenArray(builder.linearPoints)
        springs = FrozenArray(builder.springs)
    }

    /// Frees the tables' memory.
    func deallocate() {
        beziers.deallocate()
        bezierSamples.deallocate()
        linearPoints.deallocate()
        springs.deallocate()
    }
}
