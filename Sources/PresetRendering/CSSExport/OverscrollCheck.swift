import ParallaxEngine

/// What an animator does at content offsets below 0 (pulled past the start), which browsers
/// never scroll to: the `target.channel`s whose values there differ from those at offset 0.
enum OverscrollCheck {
    /// The channels that move between `lowest` (< 0) and 0, checked at 1024 offsets and
    /// compared with offset 0 to 1e-9 of each value's size.
    static func movingChannels(from lowest: Double, sampler: EngineSampler, layout: CSSExportLayout) -> [String] {
        let atZero = sampler.values(atOffset: 0, layout: layout)
        var moving = Set<Int>()
        for step in 0..<1024 {
            let values = sampler.values(atOffset: lowest * Double(1024 - step) / 1024, layout: layout)
            for (index, value) in values.enumerated() where abs(value - atZero[index]) > 1e-9 * max(1, abs(atZero[index])) {
                moving.insert(index)
            }
        }
        var names: [String] = []
        for index in moving.sorted() {
            let slot = sampler.animator.slots[index]
            let name = "\(slot.target).\(slot.channel.rawValue)"
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
