extension Easing {
    /// Reads a curve from its text form (see `Easing`).
    /// - Throws: `EngineError` with field `easing` and a problem naming the text and what is
    ///   wrong, e.g. `steps(0, jump-end): step count must be ≥ 1`.
    public init(parsing text: String) throws {
        let trimmed = Substring(text).trimmingSpaces()
        let fail = { (problem: String) in EngineError(field: "easing", problem: "\(messageText(trimmed)): \(problem)") }
        guard let open = trimmed.firstIndex(of: "(") else {
            guard let named = Self.named(String(trimmed)) else {
                throw EngineError(
                    field: "easing",
                    problem: "unknown curve '\(messageText(trimmed))' (expected a Parade name such as outCubic, a CSS easing "
                        + "such as ease-in-out, cubic-bezier(…), steps(…), linear(…), or spring(…))")
            }
            self = named
            return
        }
        guard trimmed.hasSuffix(")") else { throw fail("missing closing parenthesis") }
        let name = String(trimmed[..<open].trimmingSpaces())
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let arguments = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        switch name {
        case "cubic-bezier": self = try Self.cubicBezier(arguments, fail)
        case "steps": self = try Self.steps(arguments, fail)
        case "linear": self = try Self.linearStops(arguments, fail)
        case "spring": self = try Self.spring(arguments, fail)
        case "back": self = try Self.parameterised(.back(overshoot: 0), .out, arguments, fail)
        case "elastic": self = try Self.parameterised(.elastic(amplitude: 1, period: 1), .out, arguments, fail)
        default:
            guard let (family, direction) = Self.familyName(name) else {
                throw fail("unknown curve function '\(messageText(name))'")
            }
            self = try Self.parameterised(family, direction, arguments, fail)
        }
    }

    /// Every curve a bare word names: the Parade names, then CSS's keywords.
    public static let bareWordNames: [String] =
        paradeNames + cssKeywords.keys.sorted() + ["step-start", "step-end"]

    /// A curve written as a bare word.
    private static func named(_ word: String) -> Easing? {
        switch word {
        case "linear": return .linear
        case "smoothStep": return .smoothStep
        case "smootherStep": return .smootherStep
        case "inAtan": return .inAtan
        case "outAtan": return .outAtan
        case "inOutAtan": return .inOutAtan
        case "step-start": return .steps(1, .start)
        case "step-end": return .steps(1, .end)
        default: break
        }
        if let keyword = cssKeywords[word] { return keyword }
        guard let (family, direction) = familyName(word) else { return nil }
        return .family(family.withStandardParameters(for: direction), direction)
    }

    /// Splits `inOutCubic` into its family and direction.
    private static func familyName(_ name: String) -> (EasingFamily, EasingDirection)? {
        let directions: [EasingDirection] = [.inOut, .outIn, .in, .out]
        guard let direction = directions.first(where: { name.hasPrefix($0.rawValue) }) else { return nil }
        guard let family = familyNames[String(name.dropFirst(direction.rawValue.count))] else { return nil }
        return (family, direction)
    }

    /// The family part of a curve name (built once, not per parse).
    private static let familyNames: [String: EasingFamily] = [
        "Sine": .sine, "Quadratic": .quadratic, "Quad": .quadratic, "Cubic": .cubic,
        "Quartic": .quartic, "Quart": .quartic, "Quintic": .quintic, "Quint": .quintic,
        "Exponential": .exponential, "Expo": .exponential, "Circular": .circular, "Circ": .circular,
        "Back": .back(overshoot: 0), "Elastic": .elastic(amplitude: 1, period: 1), "Bounce": .bounce,
    ]

    private static func numbers(
        _ arguments: [Substring], _ fail: (String) -> EngineError
    ) throws -> [Double] {
        try arguments.map { argument in
            guard let value = parseNumber(argument) else { throw fail("'\(messageText(argument))' is not a number") }
            return value
        }
    }

    private static func parameterised(
        _ family: EasingFamily, _ direction: EasingDirection, _ arguments: [Substring],
        _ fail: (String) -> EngineError
    ) throws -> Easing {
        let values = try numbers(arguments, fail)
        let standard = family.withStandardParameters(for: direction)
        switch standard {
        case .back:
            guard values.count == 1 else { throw fail("back takes one parameter, the overshoot") }
            guard values[0] >= 0 else { throw fail("overshoot must be ≥ 0") }
            return .family(.back(overshoot: values[0]), direction)
        case .elastic(_, let standardPeriod):
            guard values.count == 1 || values.count == 2 else {
                throw fail("elastic takes an amplitude and optionally a period")
            }
            guard values[0] >= 1 else { throw fail("amplitude must be ≥ 1") }
            let period = values.count == 2 ? values[1] : standardPeriod
            guard period > 0 else { throw fail("period must be > 0") }
            // The wave's angular frequency 2π/period must be a finite number, or sin() gives NaN.
            guard (2 * Double.pi / period).isFinite else { throw fail("period must be at least 1e-307") }
            return .family(.elastic(amplitude: values[0], period: period), direction)
        default:
            throw fail("\(direction.rawValue)\(family.name) takes no parameters")
        }
    }

    private static func cubicBezier(_ arguments: [Substring], _ fail: (String) -> EngineError) throws -> Easing {
        guard arguments.count == 4 else { throw fail("cubic-bezier needs 4 numbers x1, y1, x2, y2") }
        let values = try numbers(arguments, fail)
        guard (0...1).contains(values[0]) else { throw fail("x1 must be in 0…1") }
        guard (0...1).contains(values[2]) else { throw fail("x2 must be in 0…1") }
        return .cubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
    }

    private static func steps(_ arguments: [Substring], _ fail: (String) -> EngineError) throws -> Easing {
        guard arguments.count == 1 || arguments.count == 2 else {
            throw fail("steps needs a step count and optionally a position")
        }
        guard let count = parseNumber(arguments[0]), count == count.rounded(), abs(count) < 1e9 else {
            throw fail("step count must be a whole number")
        }
        let position: StepPosition
        if arguments.count == 2 {
            guard let named = StepPosition(rawValue: String(arguments[1])) else {
                throw fail("unknown step position '\(messageText(arguments[1]))' (jump-start, jump-end, jump-none, jump-both, start, end)")
            }
            position = named
        } else {
            position = .end
        }
        guard Int(count) >= position.minimumSteps else {
            throw fail("step count must be ≥ \(position.minimumSteps)" + (position == .jumpNone ? " for jump-none" : ""))
        }
        return .steps(Int(count), position)
    }

    private static func linearStops(_ arguments: [Substring], _ fail: (String) -> EngineError) throws -> Easing {
        var stops: [LinearStops.WrittenStop] = []
        for argument in arguments {
            var output: Double?
            var inputs: [Double] = []
            for token in argument.split(whereSeparator: { $0.isWhitespace }) {
                if let percent = parsePercent(token) {
                    inputs.append(percent)
                } else if output == nil, let number = parseNumber(token) {
                    output = number
                } else {
                    throw fail("'\(messageText(argument))' is not a stop (an output number and up to two percentages)")
                }
            }
            guard let output, inputs.count <= 2 else {
                throw fail("'\(messageText(argument))' is not a stop (an output number and up to two percentages)")
            }
            stops.append(.init(output: output, inputs: inputs))
        }
        guard stops.reduce(0, { $0 + max($1.inputs.count, 1) }) >= 2 else {
            throw fail("linear() needs at least two points")
        }
        return .linearStops(LinearStops(written: stops))
    }

    private static func spring(_ arguments: [Substring], _ fail: (String) -> EngineError) throws -> Easing {
        var values: [String: Double] = [:]
        for argument in arguments {
            let parts = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
            guard parts.count == 2, let value = parseNumber(parts[1]) else {
                throw fail("'\(messageText(argument))' is not a 'name: number' pair")
            }
            let key = String(parts[0])
            guard ["stiffness", "damping", "mass", "velocity", "duration", "bounce"].contains(key) else {
                throw fail("unknown spring parameter '\(messageText(key))'")
            }
            guard values.updateValue(value, forKey: key) == nil else { throw fail("'\(messageText(key))' is given twice") }
        }
        let velocity = values["velocity"] ?? 0
        do {
            if let duration = values["duration"] {
                guard values["stiffness"] == nil, values["damping"] == nil, values["mass"] == nil else {
                    throw fail("give either duration and bounce, or stiffness, damping and mass")
                }
                return .spring(try SpringEasing(duration: duration, bounce: values["bounce"] ?? 0, velocity: velocity))
            }
            guard values["bounce"] == nil else { throw fail("bounce goes with duration") }
            guard let stiffness = values["stiffness"], let damping = values["damping"] else {
                throw fail("a spring needs stiffness and damping, or a duration")
            }
            return .spring(
                try SpringEasing(stiffness: stiffness, damping: damping, mass: values["mass"] ?? 1, velocity: velocity))
        } catch let error as EngineError where error.field.hasPrefix("spring.") {
            throw fail("\(error.field.dropFirst("spring.".count)) \(error.problem)")
        }
    }
}
