import ParallaxEngine
import PresetCatalog
import PresetStore

/// The checks of the definition format beyond shapes: curves and values parse (in the
/// compiler's and the engine's own words), ranges increase, keyframes are in order, names are
/// unique among siblings. Each runs on a value whose shape is already right.
extension DefinitionFormat {
    /// A curve text names a curve.
    static let curveRule = FormatRule { value, path, _, problems in
        guard case .string(let text) = value else { return }
        do {
            _ = try problems.parses.easing(text)
        } catch {
            problems.append(error, as: .invalidCurve, at: path())
        }
    }

    /// A value's text is what its channel reads: a colour, or a number or expression.
    static let valueRule = FormatRule { value, path, context, problems in
        checkValue(value, at: path, context: context, problems: &problems)
    }

    /// A resting value is "underlying" or a value.
    static let restRule = FormatRule { value, path, context, problems in
        if case .string(let text) = value, text == PresetDefinition.Rest.underlyingText { return }
        checkValue(value, at: path, context: context, problems: &problems)
    }

    private static func checkValue(_ value: JSONValue, at path: () -> FieldPath, context: FormatContext, problems: inout FormatProblems) {
        // A value of an unknown channel is not checked: the channel's own problem says enough.
        guard let name = context.channel, let channel = Channel(rawValue: name) else { return }
        let written: PresetDefinition.Value
        switch value {
        case .string(let text):
            written = text.hasPrefix("#") ? .color(text) : .expression(text)
        case .number(let number) where channel.isColor:
            written = .number(number)  // refused: a colour channel takes a colour
        default:
            return
        }
        do {
            try DefinitionCompiler.check(written, of: channel, at: path(), parses: problems.parses)
        } catch {
            problems.append(error, as: .invalidValue, at: path())
        }
    }

    /// `[lower, upper]` with lower < upper.
    static let increasingRange = FormatRule { value, path, _, problems in
        guard case .array(let bounds) = value, bounds.count == 2, case .number(let lower) = bounds[0], case .number(let upper) = bounds[1],
            let problem = ProgressRange.orderProblem(lower: lower, upper: upper, spelling: { DecimalText.text($0) })
        else { return }
        problems.append(.order, problem, at: path())
    }

    /// Keyframes in order of `at`.
    static let keyframeOrder = FormatRule { value, path, _, problems in
        guard case .array(let keyframes) = value else { return }
        var previous: Double?
        for (index, keyframe) in keyframes.enumerated() {
            // A stop outside 0…1 has a problem of its own; the order is judged among the others.
            guard case .object(let members) = keyframe, case .number(let at)? = members["at"], (0...1).contains(at) else { continue }
            if let previous, at < previous {
                problems.append(
                    .order, "must not be below the previous keyframe's \(DecimalText.text(previous))",
                    at: path().element(index).member("at"))
            }
            previous = at
        }
    }

    /// A velocity window's `from` is below its `to`.
    static let velocityWindow = FormatRule { value, path, _, problems in
        guard case .object(let members) = value, case .number(let from)? = members["from"], case .number(let to)? = members["to"],
            let problem = Timeline.velocityWindowProblem(from: from, to: to, spelling: { DecimalText.text($0) })
        else { return }
        problems.append(.order, problem, at: path())
    }

    /// A smoothing is a spring that starts at rest.
    static let smoothingRule = FormatRule { value, path, _, problems in
        guard case .string(let text) = value else { return }
        do {
            if case .failure(let problem) = SmoothingRule.spring(try problems.parses.easing(text), text: text) {
                problems.append(.invalidCurve, problem.message, at: path())
            }
        } catch {
            problems.append(error, as: .invalidCurve, at: path())
        }
    }

    /// A scroll window's ends differ.
    static let scrollWindow = FormatRule { value, path, _, problems in
        guard case .object(let members) = value, case .number(let from)? = members["from"], case .number(let to)? = members["to"],
            let problem = Timeline.scrollWindowProblem(from: from, to: to, spelling: { DecimalText.text($0) })
        else { return }
        problems.append(.order, problem, at: path())
    }

    /// Children's names differ among siblings.
    static let uniqueNames = FormatRule { value, path, _, problems in
        guard case .array(let children) = value else { return }
        var seen: [String: Int] = [:]
        for (index, child) in children.enumerated() {
            guard case .object(let members) = child, case .string(let name)? = members["name"] else { continue }
            if let first = seen[name] {
                problems.append(
                    .duplicate, "'\(messageText(name))' is already the name of a sibling (\(path().element(first)))",
                    at: path().element(index).member("name"))
            } else {
                seen[name] = index
            }
        }
    }

    /// A `variables` list names each app variable once, and no built-in name (the context sets
    /// those, so a definition never declares them): each repeat or built-in name is one problem
    /// at its own element.
    static let declaredNames = FormatRule { value, path, _, problems in
        guard case .array(let names) = value else { return }
        var seen: [String: Int] = [:]
        for (index, element) in names.enumerated() {
            guard case .string(let name) = element else { continue }
            if PresetContext.builtInNames.contains(name) {
                problems.append(
                    .unusedVariable, "'\(messageText(name))' is a built-in name, which the context sets: list only the app's own variables",
                    at: path().element(index))
            } else if let first = seen[name] {
                problems.append(
                    .duplicate, "'\(messageText(name))' is already listed (\(path().element(first)))", at: path().element(index))
            } else {
                seen[name] = index
            }
        }
    }

    /// A channel is given in start or end, or in startEnd, not both.
    static let noStateClash = FormatRule { value, path, _, problems in
        guard case .object(let members) = value, case .object(let both)? = members["startEnd"] else { return }
        for side in ["start", "end"] {
            guard case .object(let values)? = members[side] else { continue }
            for name in both.keys.sorted() where values[name] != nil {
                problems.append(
                    .duplicate, "\(name) is in both \(side) and startEnd (give it in one of them)",
                    at: path().member("startEnd").member(name))
            }
        }
    }
}
