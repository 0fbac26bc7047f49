import ParallaxEngine

extension PreviewScene {
    /// Throws the first field the page could not play: no or unordered offsets (or times, for a
    /// scroll over time, one per offset), a non-finite
    /// number, a repeated element name, a track with the wrong number of values, an image
    /// without pixels.
    func validate() throws {
        guard !offsets.isEmpty else {
            throw EngineError(field: "offsets", problem: "empty, a scene needs at least one sampled offset")
        }
        if let times {
            guard times.count == offsets.count else {
                throw EngineError(field: "times", problem: "\(times.count) times for \(offsets.count) offsets")
            }
            try Self.requireIncreasing(times, "times")
        }
        for (index, offset) in offsets.enumerated() {
            try requireFinite(offset, "offsets[\(index)]")
            if times == nil, index > 0, offset <= offsets[index - 1] {
                throw EngineError(
                    field: "offsets[\(index)]", problem: "\(offset) does not increase on \(offsets[index - 1])")
            }
        }
        guard viewport.width > 0, viewport.height > 0, viewport.width.isFinite, viewport.height.isFinite else {
            throw EngineError(field: "viewport", problem: "\(viewport.width)x\(viewport.height) is not a positive size")
        }
        if let initialOffset { try requireFinite(initialOffset, "initialOffset") }
        var names: Set<String> = []
        for (index, element) in elements.enumerated() {
            let path = "elements[\(index)]"
            guard !element.name.isEmpty, names.insert(element.name).inserted else {
                throw EngineError(field: "\(path).name", problem: "'\(element.name)' is empty or used twice")
            }
            try element.frame.validate("\(path).frame")
            var paths: Set<String> = []
            for layerPath in element.flattenedLayers.map(\.path) where !paths.insert(layerPath).inserted {
                throw EngineError(field: "\(path).layers", problem: "two layers at '\(layerPath)'")
            }
            for (layerIndex, layer) in element.layers.enumerated() {
                try layer.validate("\(path).layers[\(layerIndex)]", frameCount: offsets.count)
            }
        }
    }
}

extension PreviewScene {
    /// Throws the first entry of `values` that is not finite or does not increase on the one before.
    static func requireIncreasing(_ values: [Double], _ field: String) throws {
        for (index, value) in values.enumerated() {
            try requireFinite(value, "\(field)[\(index)]")
            if index > 0, value <= values[index - 1] {
                throw EngineError(field: "\(field)[\(index)]", problem: "\(value) does not increase on \(values[index - 1])")
            }
        }
    }
}

extension PreviewLayer {
    func validate(_ path: String, frameCount: Int) throws {
        try frame.validate("\(path).frame")
        if case .image(let image) = content, image.pixelWidth <= 0 || image.pixelHeight <= 0 {
            throw EngineError(
                field: "\(path).content", problem: "image '\(image.name)' has no pixels (\(image.pixelWidth)x\(image.pixelHeight))")
        }
        if case .color(let color) = content, !color.isHexColor {
            throw EngineError(field: "\(path).content", problem: "'\(color)' is not a #RRGGBB or #RRGGBBAA colour")
        }
        for (index, track) in tracks.enumerated() {
            let trackPath = "\(path).tracks[\(index)]"
            let expected = frameCount * track.channel.componentCount
            guard track.values.count == expected else {
                throw EngineError(
                    field: "\(trackPath).values",
                    problem: "\(track.values.count) values, \(track.channel.rawValue) over \(frameCount) offsets needs \(expected)")
            }
            for (valueIndex, value) in track.values.enumerated() {
                try requireFinite(value, "\(trackPath).values[\(valueIndex)]")
            }
        }
        for (index, sublayer) in sublayers.enumerated() {
            try sublayer.validate("\(path).sublayers[\(index)]", frameCount: frameCount)
        }
    }
}

extension PreviewRect {
    func validate(_ path: String) throws {
        for (name, value) in [("x", x), ("y", y), ("width", width), ("height", height)] {
            try requireFinite(value, "\(path).\(name)")
        }
    }
}

extension String {
    /// Whether the text is `#` and 3, 4, 6 or 8 hexadecimal digits.
    var isHexColor: Bool {
        guard first == "#" else { return false }
        let digits = dropFirst()
        return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
}
