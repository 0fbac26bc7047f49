import ParallaxEngine

extension PreviewPlot {
    /// The largest magnitude a plot draws: spans between such values still fit a `Double`.
    static let drawableMagnitude = 1e300

    /// Throws the first sample, marker or guide that is not a finite number of at most
    /// ``drawableMagnitude``, or a curve without samples.
    func validate() throws {
        for (seriesIndex, series) in series.enumerated() {
            let path = "series[\(seriesIndex)]"
            for (curveIndex, curve) in series.curves.enumerated() {
                let curvePath = "\(path).curves[\(curveIndex)]"
                guard !curve.samples.isEmpty else {
                    throw EngineError(field: "\(curvePath).samples", problem: "empty, a curve needs at least one sample")
                }
                for (sampleIndex, sample) in curve.samples.enumerated() {
                    try requireDrawable(sample.offset, "\(curvePath).samples[\(sampleIndex)].offset")
                    try requireDrawable(sample.value, "\(curvePath).samples[\(sampleIndex)].value")
                }
            }
            for (markerIndex, marker) in series.markers.enumerated() {
                try requireDrawable(marker.offset, "\(path).markers[\(markerIndex)].offset")
            }
            for (guideIndex, guide) in series.guides.enumerated() {
                try requireDrawable(guide, "\(path).guides[\(guideIndex)]")
            }
        }
    }
}

/// Throws unless `value` is finite and at most ``PreviewPlot/drawableMagnitude`` in size, naming `field`.
func requireDrawable(_ value: Double, _ field: String) throws {
    try requireFinite(value, field)
    guard abs(value) <= PreviewPlot.drawableMagnitude else {
        throw EngineError(field: field, problem: "\(value) is too large to draw (beyond ±1e300)")
    }
}

/// Throws unless `value` is finite, naming `field`.
func requireFinite(_ value: Double, _ field: String) throws {
    guard value.isFinite else {
        throw EngineError(field: field, problem: "\(value) is not a finite number")
    }
}
