#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An ``Easing`` as a compiled animator keeps it: a plain value with no references and a
/// one-byte kind, so reading it per frame retains nothing and choosing what to compute is one
/// jump. Curves with more data than fits (Bézier samples, `linear()` points, springs) point
/// into the animator's ``CurveTables``.
struct CompiledCurve: Sendable {
    enum Kind: UInt8, Sendable {
        case linear
        case smoothStep
        case smootherStep
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
    /// `cubicBezier`, `spring`: the index in `tables.beziers` or `tables.springs`;
    /// `linearStops`: the first point in `tables.linearPoints`; `steps`: the step count.
    let index: Int
    /// `linearStops`: how many points.
    let count: Int

    private init(
        _ kind: Kind, family: EasingFamily = .sine, direction: EasingDirection = .in, position: StepPosition = .end,
        index: Int = 0, count: Int = 0
    ) {
        self.kind = kind
        self.family = family
        self.direction = direction
        self.position = position
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
        case .family(let family, let direction): self.init(.family, family: family, direction: direction)
        case .steps(let count, let position): self.init(.steps, position: position, index: count)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            self.init(.cubicBezier, index: tables.beziers.count)
            tables.beziers.append(UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2))
        case .linearStops(let stops):
            self.init(.linearStops, index: tables.linearPoints.count, count: stops.points.count)
            tables.linearPoints += stops.points
        case .spring(let spring):
            self.init(.spring, index: tables.springs.count)
            tables.springs.append(spring)
        }
    }

    /// Whether the curve is the identity, which callers skip.
    var isLinear: Bool { kind == .linear }

    /// The output progress at `t` (see ``Easing``): finite for every finite `t`.
    func value(at t: Double, in tables: CurveTables) -> Double {
        withUnsafePointer(to: self) { Self.value(of: $0, at: t, in: tables) }
    }

    /// The output progress of the curve at `curve` at `t`, reading only the fields it needs
    /// (copying a whole curve costs more than most curves).
    static func value(of curve: UnsafePointer<CompiledCurve>, at t: Double, in tables: CurveTables) -> Double {
        let result: Double
        switch curve.pointee.kind {
        case .linear:
            return t
        case .smoothStep:
            let x = Self.unit(t)
            result = x * x * (3 - 2 * x)
        case .smootherStep:
            let x = Self.unit(t)
            result = x * x * x * (x * (x * 6 - 15) + 10)
        case .inAtan:
            result = atan((Self.unit(t) - 1) * 15) / atan(15) + 1
        case .outAtan:
            result = atan(Self.unit(t) * 15) / atan(15)
        case .inOutAtan:
            result = atan((Self.unit(t) - 0.5) * 15) / (2 * atan(7.5)) + 0.5
        case .family:
            result = curve.pointee.family.value(curve.pointee.direction, at: Self.unit(t))
        case .cubicBezier:
            result = tables.beziers[curve.pointee.index].output(at: t)
        case .steps:
            result = curve.pointee.position.output(steps: curve.pointee.index, at: t)
        case .linearStops:
            result = LinearStops.output(
                at: t,
                points: UnsafeBufferPointer(rebasing: tables.linearPoints[curve.pointee.index..<curve.pointee.index + curve.pointee.count]))
        case .spring:
            result = tables.springs[curve.pointee.index].output(at: t)
        }
        // Overflow to ±∞ (a steep extrapolation of a huge input) becomes the largest finite value.
        if result == .infinity { return .greatestFiniteMagnitude }
        if result == -.infinity { return -.greatestFiniteMagnitude }
        return result
    }

    /// `t` held inside 0…1.
    private static func unit(_ t: Double) -> Double { min(max(t, 0), 1) }
}

/// The data of an animator's curves that does not fit in a ``CompiledCurve``, in memory the
/// animator owns for its lifetime (see ``FrozenBuffer``).
struct CurveTables {
    let beziers: UnsafeBufferPointer<UnitBezier>
    let linearPoints: UnsafeBufferPointer<LinearStops.Point>
    let springs: UnsafeBufferPointer<SpringEasing>

    /// The tables while an animator is being compiled.
    struct Builder {
        var beziers: [UnitBezier] = []
        var linearPoints: [LinearStops.Point] = []
        var springs: [SpringEasing] = []
    }
}
