import CatalogEditing

extension OffsetSweep {
    /// How many offsets a plot or page samples across a default sweep.
    static let visualSampleCount = 241

    /// The offsets a plot or page uses: the caller's, sorted and without repeats; or, for a
    /// default sweep, `visualSampleCount` evenly spaced offsets across its span, so curves are
    /// smooth and the page's linear interpolation between them is close to the engine.
    func visualOffsets(isDefault: Bool) -> [Double] {
        let sorted = Array(Set(offsets)).sorted()
        guard isDefault, let first = sorted.first, let last = sorted.last, first < last else { return sorted }
        let count = Self.visualSampleCount
        return (0..<count).map { index in
            index == count - 1 ? last : first + (last - first) * Double(index) / Double(count - 1)
        }
    }
}
