import ParallaxEngine
import PresetCatalog
import PresetStore

/// Short one-line texts of definition parts, for table output.
package enum DefinitionDescriptions {
    /// `viewportCenter`, `view(entry 0%…100%)`, `view(cover 0%…100%, inset 10,20)`,
    /// `scroll(-200…200)`, `offset` or `velocity(-3000…3000 pt/s)`.
    package static func timeline(_ timeline: PresetDefinition.Timeline) -> String {
        switch timeline {
        case .viewportCenter: return "viewportCenter"
        case .offset: return "offset"
        case .scroll(let from, let to): return "scroll(\(number(from))…\(number(to)))"
        case .velocity(let from, let to): return "velocity(\(number(from))…\(number(to)) pt/s)"
        case .view(let view):
            let inset = view.inset.map { ", inset \(number($0.start)),\(number($0.end))" } ?? ""
            return "view(\(view.range.rawValue) \(offset(view.start))…\(offset(view.end))\(inset))"
        }
    }

    /// A keyframe value as a report cell: a number, or the expression or colour text.
    static func cell(_ value: PresetDefinition.Value) -> Report.Cell {
        switch value {
        case .number(let number): .number(number)
        case .expression(let text), .color(let text): .text(text)
        }
    }

    /// Report rows of Parade states, one per (target, side, channel), in the columns of
    /// `presets show`: `target.property`, side, (no stop), value, easing, range, (no extrapolation).
    static func stateRows(_ states: [PresetDefinition.TargetStates]) -> [[Report.Cell]] {
        var rows: [[Report.Cell]] = []
        for target in states {
            for (side, values) in [("start", target.start), ("end", target.end), ("startEnd", target.startEnd)] {
                for (property, state) in values.sorted(by: { $0.key < $1.key }) {
                    rows.append([
                        .text(target.target + "." + property), .text(side), .empty, cell(state.value),
                        .text(state.easing ?? "linear"), .text(state.range.map(range) ?? ""), .empty,
                    ])
                }
            }
            for (property, rest) in target.rest.sorted(by: { $0.key < $1.key }) {
                let value: Report.Cell
                switch rest {
                case .underlying: value = .text(PresetDefinition.Rest.underlyingText)
                case .value(let restValue): value = cell(restValue)
                }
                rows.append([.text(target.target + "." + property), .text("rest"), .empty, value, .empty, .empty, .empty])
            }
        }
        return rows
    }

    /// `[lower, upper]`.
    static func range(_ range: ProgressRange) -> String {
        "[\(number(range.lower)), \(number(range.upper))]"
    }

    /// A stored number, exactly (``DecimalText/exactText(_:)``): never rounded to 0.
    static func number(_ value: Double) -> String {
        DecimalText.exactText(value)
    }

    private static func offset(_ offset: RangeOffset) -> String {
        switch offset {
        case .percent(let value): number(value) + "%"
        case .points(let value): number(value)
        }
    }
}
