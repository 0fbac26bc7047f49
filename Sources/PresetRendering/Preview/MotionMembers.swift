import PresetStore

/// The members of a preset that follow how the scroll moves rather than where it is: its
/// `smoothing` spring and a `velocity` timeline. CSS scroll-driven animations are a function of
/// the scroll position alone, so a CSS export cannot express them.
struct MotionMembers {
    /// Each member's field path and what it holds, in definition order.
    let members: [(field: String, text: String)]

    init(of definition: PresetDefinition) {
        var members: [(field: String, text: String)] = []
        if case .velocity(let from, let to) = definition.timeline {
            members.append(("timeline.velocity", "a velocity timeline (\(DecimalText.text(from))…\(DecimalText.text(to)) pt/s)"))
        }
        if let smoothing = definition.smoothing { members.append(("smoothing", "smoothing \(smoothing)")) }
        self.members = members
    }

    /// The sentence refusing an export of them.
    var refusal: String {
        let named = members.map { "\($0.field) (\($0.text))" }.joined(separator: " and ")
        return "\(named) cannot be expressed in CSS, whose timelines follow where the scroll is, not how it moves; "
            + "the rest can be exported without \(members.count == 1 ? "it" : "them")"
    }
}
