/// The control points of a CSS `linear()` curve (CSS Easing Functions Level 2 §2.1), after
/// parsing has filled in every missing input position.
public struct LinearStops: Hashable, Sendable {
    /// One control point: an output value at an input position given in percent.
    public struct Point: Hashable, Sendable {
        /// The output progress.
        public var output: Double
        /// The input progress, in percent (50 means 0.5).
        public var inputPercent: Double
        /// Creates a point.
        public init(output: Double, inputPercent: Double) {
            self.output = output
            self.inputPercent = inputPercent
        }
    }

    /// The points, inputs non-decreasing; at least two.
    public let points: [Point]

    /// One stop as written: an output and zero, one or two input percentages.
    struct WrittenStop {
        var output: Double
        var inputs: [Double]
    }

    /// Resolves written stops per CSS Easing 2 §2.1.2 "Parsing": a stop with two inputs becomes
    /// two points; a missing first input is 0% and a missing last input 100%; an input smaller
    /// than an earlier one is raised to the largest earlier one; runs of missing inputs are
    /// spread evenly between their neighbours.
    init(written stops: [WrittenStop]) {
        var outputs: [Double] = []
        var inputs: [Double?] = []
        for stop in stops {
            if stop.inputs.isEmpty {
                outputs.append(stop.output)
                inputs.append(nil)
            }
            for input in stop.inputs {
                outputs.append(stop.output)
                inputs.append(input)
            }
        }
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 100 }
        var largest = -Double.infinity
        for index in inputs.indices {
            guard let input = inputs[index] else { continue }
            largest = max(largest, input)
            inputs[index] = largest
        }
        var index = 0
        while index < inputs.count {
            guard inputs[index] == nil else {
                index += 1
                continue
            }
            let before = index - 1
            var after = index
            while inputs[after] == nil { after += 1 }
            let from = inputs[before]!
            let to = inputs[after]!
            let gaps = Double(after - before)
            for missing in index..<after {
                inputs[missing] = from + (to - from) * Double(missing - before) / gaps
            }
            index = after
        }
        points = zip(outputs, inputs).map { Point(output: $0, inputPercent: $1!) }
    }

    /// The output at `input` (CSS Easing 2 §2.1.4 "Output of a linear easing function").
    func output(at input: Double) -> Double {
        points.withUnsafeBufferPointer { Self.output(at: input, points: $0) }
    }

    /// The output at `input` of the curve through `points` (at least two, inputs
    /// non-decreasing): the segment from the last point whose input is ≤ `input` (the first
    /// point if none, the second-to-last if it is the last point) to the next point; outside the
    /// points the first or last segment extends.
    static func output(at input: Double, points: UnsafeBufferPointer<Point>) -> Double {
        let percent = input * 100
        // Inputs are non-decreasing, so the points at or below `percent` are a prefix: walk it,
        // stopping at the second-to-last point.
        var indexA = 0
        while indexA + 2 < points.count, points[indexA + 1].inputPercent <= percent { indexA += 1 }
        let pointA = points[indexA]
        let pointB = points[indexA + 1]
        if pointA.inputPercent == pointB.inputPercent { return pointB.output }
        if pointB.output == pointA.output { return pointA.output }
        let fraction = (percent - pointA.inputPercent) / (pointB.inputPercent - pointA.inputPercent)
        return interpolate(pointA.output, pointB.output, fraction)
    }
}

extension LinearStops {
    /// Stops through `points` (at least two, inputs non-decreasing), every input given: the
    /// CSS export's `linear()` approximations of curves CSS cannot write.
    package init(points: [Point]) {
        self.init(written: points.map { WrittenStop(output: $0.output, inputs: [$0.inputPercent]) })
    }
}
