import ParallaxEngine

extension PreviewPlot {
    /// Throws the first sample, marker or guide that is not a finite number, or a curve without
    /// samples.
    func validate() throws {
        for (seriesIndex, series) in series.enumerated() {
            let path = "series[\(seriesIndex)]"
            for (curveIndex, curve) in series.curves.enumerated() {
                let curvePath = "\(path).curves[\(curveIndex)]"
                guard !curve.samples.isEmpty else {
                    throw EngineError(field: "\(curvePath).samples", problem: "empty, a curve needs at least one sample")
                }
                for (sampleIndex, sample) in curve.samples.enumerated() {
                    try requireFinite(sample.offset, "\(curvePath).samples[\(sampleIndex)].offset")
                    try requireFinite(sample.value, "\(curvePath).samples[\(sampleIndex)].value")
                }
            }
            for (markerIndex, marker) in series.markers.enumerated() {
                try requireFinite(marker.offset, "\(path).markers[\(markerIndex)].offset")
            }
            for (guideIndex, guide) in series.guides.enumerated() {
                try requireFinite(guide, "\(path).guides[\(guideIndex)]")
            }
        }
    }
}

/// Throws unless `value` is finite, naming `field`.
func requireFinite(_ value: Double, _ field: String) throws {
    guard value.isFinite else {
        throw EngineError(field: field, problem: "\(value) is not a finite number")
    }
}
