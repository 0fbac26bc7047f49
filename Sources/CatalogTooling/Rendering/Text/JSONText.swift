/// Hand-written JSON for embedding in an HTML `<script>` element: strings escape `<`, `>` and
/// `&` as `\u003c`… so the data can never close the element; numbers use round-trip text.
enum JSONText {
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func number(_ value: Double) -> String { roundTripText(value) }

    static func array(_ values: [Double]) -> String {
        "[" + values.map(roundTripText).joined(separator: ",") + "]"
    }

    /// An object from members already encoded, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func list(_ encoded: [String]) -> String {
        "[" + encoded.joined(separator: ",") + "]"
    }
}
