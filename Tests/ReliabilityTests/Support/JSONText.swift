/// A JSON value built by the fuzzers, written out as text by `text`. Numbers keep their literal
/// (so `1e308`, `1e999` or `-0` reach the decoder exactly as written) and strings may hold any
/// scalar, control characters included (escaped as JSON requires).
indirect enum JSONText: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONText])
    case object([Member])

    /// One `"key": value` member; order is kept and duplicate keys are possible.
    struct Member: Hashable, Sendable {
        var key: String
        var value: JSONText
    }

    /// A number member from a `Double`, in Swift's round-trip text.
    static func number(_ value: Double) -> JSONText { .number("\(value)") }

    /// An object from key-value pairs, in order.
    static func object(_ pairs: KeyValuePairs<String, JSONText>) -> JSONText {
        .object(pairs.map { Member(key: $0.key, value: $0.value) })
    }

    /// The compact JSON text.
    var text: String {
        var output = ""
        write(into: &output)
        return output
    }

    private func write(into output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let literal): output += literal
        case .string(let value): Self.writeString(value, into: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, into: &output)
                output += ":"
                member.value.write(into: &output)
            }
            output += "}"
        }
    }

    /// RFC 8259 §7: quotation mark, reverse solidus and U+0000…U+001F must be escaped.
    private static func writeString(_ value: String, into output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
