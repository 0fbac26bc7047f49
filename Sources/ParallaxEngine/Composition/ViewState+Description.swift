/// Concise printing, for logs, the debugger and playgrounds: only what is set, numbers rounded to
/// at most 9 decimals (so float noise disappears), never `-0`.
extension ViewState: CustomStringConvertible {
    /// `ViewState(alpha: 0.5, transform: Transform3D(m42: 75), backgroundColor: #336699)`: the
    /// values an animator set, in channel order (the transform where its first channel is);
    /// `ViewState()` when none is.
    public var description: String {
        var fields: [String] = []
        var transformShown = false
        for channel in Channel.byOrdinal {
            let descriptor = channel.descriptor
            if descriptor.group == .transform {
                if let transform, !transformShown { fields.append("transform: \(transform)") }
                transformShown = true
            } else if let color = self[color: channel] {
                fields.append("\(channel.rawValue): \(color)")
            } else if let value = self[channel: channel] {
                let text = descriptor.kind == .flag ? "\(value >= 0.5)" : conciseNumberText(value)
                fields.append("\(channel.rawValue): \(text)")
            }
        }
        return "ViewState(" + fields.joined(separator: ", ") + ")"
    }
}

extension Transform3D: CustomStringConvertible {
    /// `Transform3D(m11: 0.5, m22: 0.5, m42: 75)`: the entries that differ from the identity's,
    /// row by row; `Transform3D.identity` for the identity.
    public var description: String {
        let entries: [(String, Double, Double)] = [
            ("m11", m11, 1), ("m12", m12, 0), ("m13", m13, 0), ("m14", m14, 0), ("m21", m21, 0), ("m22", m22, 1), ("m23", m23, 0),
            ("m24", m24, 0), ("m31", m31, 0), ("m32", m32, 0), ("m33", m33, 1), ("m34", m34, 0), ("m41", m41, 0), ("m42", m42, 0),
            ("m43", m43, 0), ("m44", m44, 1),
        ]
        // An entry is shown when it prints differently from the identity's: float noise of 1e-17
        // left by a rotation's sine is not a difference anyone can see.
        let shown = entries.compactMap { name, value, identity in
            let text = conciseNumberText(value)
            return text == conciseNumberText(identity) ? nil : "\(name): \(text)"
        }
        return shown.isEmpty ? "Transform3D.identity" : "Transform3D(" + shown.joined(separator: ", ") + ")"
    }
}

/// `value` rounded to 9 decimals (below a million, where that is exact in a `Double`; above it
/// arithmetic noise is smaller than the digits printed), in its shortest form, `0` for `-0`.
private func conciseNumberText(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = abs(value) < 1e6 ? (value * 1e9).rounded() / 1e9 : value
    return rounded == 0 ? "0" : numberText(rounded)
}
