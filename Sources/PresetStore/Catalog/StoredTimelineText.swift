import ParallaxEngine

/// Reads the timeline column the store writes (compact JSON, sorted keys: e.g.
/// `{"view":{"end":"100%","range":"cover","start":"0%"}}`) without a `JSONDecoder`, which
/// costs more than reading the rest of a preset. Anything it does not recognise as one of the
/// four timeline forms, exactly, is left to ``DefinitionJSON`` (which also words the errors).
enum StoredTimelineText {
    /// The timeline `text` holds, or nil when it is not in the store's own form.
    static func timeline(_ text: String) -> PresetDefinition.Timeline? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let value = reader.value(), reader.atEnd, case .object(let members) = value, members.count == 1 else {
            return nil
        }
        let (kind, body) = members[0]
        guard case .object(let fields) = body else { return nil }
        switch kind {
        case "viewportCenter": return fields.isEmpty ? .viewportCenter : nil
        case "offset": return fields.isEmpty ? .offset : nil
        case "scroll":
            guard fields.count == 2, fields[0].0 == "from", fields[1].0 == "to", case .number(let from) = fields[0].1,
                case .number(let to) = fields[1].1
            else { return nil }
            return .scroll(from: from, to: to)
        case "view": return view(fields).map { .view($0) }
        default: return nil
        }
    }

    /// `{"end":…,"inset":[…],"range":"…","start":…}`, the inset optional.
    private static func view(_ fields: [(String, Value)]) -> PresetDefinition.ViewTimeline? {
        var fields = fields[...]
        guard let end = fields.popFirst(), end.0 == "end", let endOffset = offset(end.1) else { return nil }
        var inset: PresetDefinition.Inset?
        if fields.first?.0 == "inset" {
            guard case .array(let pair) = fields.removeFirst().1, pair.count == 2, case .number(let start) = pair[0],
                case .number(let end) = pair[1]
            else { return nil }
            inset = PresetDefinition.Inset(start: start, end: end)
        }
        guard let range = fields.popFirst(), range.0 == "range", case .string(let rangeName) = range.1,
            let namedRange = ViewTimelineRange(rawValue: rangeName), let start = fields.popFirst(), start.0 == "start",
            let startOffset = offset(start.1), fields.isEmpty
        else { return nil }
        return PresetDefinition.ViewTimeline(range: namedRange, start: startOffset, end: endOffset, inset: inset)
    }

    /// A range offset as its JSON form gives it (see `RangeOffset`'s `Codable`): a number of
    /// points, or a percentage `"25%"`.
    private static func offset(_ value: Value) -> RangeOffset? {
        switch value {
        case .number(let points): return .points(points)
        case .string(let text):
            guard text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite else { return nil }
            return .percent(percent)
        default: return nil
        }
    }

    private indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case number(Double)
    }

    /// The subset of JSON the store writes for a timeline: objects, arrays, strings without
    /// escapes and finite numbers, with no white space.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var atEnd: Bool { position == bytes.count }

        mutating func value() -> Value? {
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string().map { .string($0) }
            default: return number().map { .number($0) }
            }
        }

        private mutating func skip(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        private mutating func object() -> Value? {
            position += 1
            var members: [(String, Value)] = []
            if skip(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                guard let key = string(), skip(UInt8(ascii: ":")), let value = value() else { return nil }
                members.append((key, value))
            } while skip(UInt8(ascii: ","))
            return skip(UInt8(ascii: "}")) ? .object(members) : nil
        }

        private mutating func array() -> Value? {
            position += 1
            var elements: [Value] = []
            if skip(UInt8(ascii: "]")) { return .array(elements) }
            repeat {
                guard let element = value() else { return nil }
                elements.append(element)
            } while skip(UInt8(ascii: ","))
            return skip(UInt8(ascii: "]")) ? .array(elements) : nil
        }

        private mutating func string() -> String? {
            guard skip(UInt8(ascii: "\"")) else { return nil }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                // Escapes and control characters are the general decoder's business.
                guard bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 else { return nil }
                position += 1
            }
            guard position < bytes.count else { return nil }
            position += 1
            return String(decoding: bytes[start..<position - 1], as: UTF8.self)
        }

        /// A number in JSON's grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
        private mutating func number() -> Double? {
            let start = position
            _ = skip(UInt8(ascii: "-"))
            if !skip(UInt8(ascii: "0")) {
                guard position < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[position]) else { return nil }
                skipDigits()
            }
            if skip(UInt8(ascii: ".")) {
                guard skipDigits() else { return nil }
            }
            if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
                _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
                guard skipDigits() else { return nil }
            }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else { return nil }
            return value
        }

        /// Skips a run of digits; whether there was one.
        @discardableResult
        private mutating func skipDigits() -> Bool {
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position > start
        }
    }
}
