extension Easing {
    /// The canonical text: `init(parsing:)` reads it back to an equal curve, and reading then
    /// writing any accepted text gives this form (Parade spellings, CSS keywords for the four
    /// named cubic Béziers, every `steps()` position spelled out, `linear()` with every input).
    public var description: String {
        switch self {
        case .linear: return "linear"
        case .smoothStep: return "smoothStep"
        case .smootherStep: return "smootherStep"
        case .inAtan: return "inAtan"
        case .outAtan: return "outAtan"
        case .inOutAtan: return "inOutAtan"
        case .family(let family, let direction):
            let name = direction.rawValue + family.name
            if family == family.withStandardParameters(for: direction) { return name }
            switch family {
            case .back(let overshoot): return "\(name)(\(numberText(overshoot)))"
            case .elastic(let amplitude, let period):
                return "\(name)(\(numberText(amplitude)), \(numberText(period)))"
            default: return name
            }
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if let keyword = Self.cssKeywords.first(where: { $0.value == self })?.key { return keyword }
            return "cubic-bezier(\([x1, y1, x2, y2].map(numberText).joined(separator: ", ")))"
        case .steps(let count, let position):
            return "steps(\(count), \(position.rawValue))"
        case .linearStops(let stops):
            let points = stops.points.map { "\(numberText($0.output)) \(numberText($0.inputPercent))%" }
            return "linear(\(points.joined(separator: ", ")))"
        case .spring(let spring):
            switch spring.parameters {
            case .physical(let stiffness, let damping, let mass, let velocity):
                let base = "spring(stiffness: \(numberText(stiffness)), damping: \(numberText(damping)), mass: \(numberText(mass))"
                return base + Self.velocitySuffix(velocity) + ")"
            case .perceptual(let duration, let bounce, let velocity):
                let base = "spring(duration: \(numberText(duration)), bounce: \(numberText(bounce))"
                return base + Self.velocitySuffix(velocity) + ")"
            }
        }
    }

    private static func velocitySuffix(_ velocity: Double) -> String {
        velocity == 0 ? "" : ", velocity: \(numberText(velocity))"
    }

    /// CSS's cubic-bezier keywords (CSS Easing 1 §3.2).
    static let cssKeywords: [String: Easing] = [
        "ease": .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        "ease-in": .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
        "ease-out": .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1),
        "ease-in-out": .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
    ]

    /// The 46 curve names Parade defines, spelled as Parade spells them.
    public static let paradeNames: [String] =
        ["linear", "smoothStep", "smootherStep", "inAtan", "outAtan", "inOutAtan"]
        + EasingFamily.all.flatMap { family in
            EasingDirection.allCases.map { $0.rawValue + family.name }
        }
}
