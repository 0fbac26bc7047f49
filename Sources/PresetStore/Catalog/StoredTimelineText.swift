import ParallaxEngine

/// Reads the timeline column the store writes (compact JSON, sorted keys: e.g.
/// `{"view":{"end":"100%","range":"cover","start":"0%"}}`) without a `JSONDecoder`, which
/// costs more than reading the rest of a preset. The text is matched byte by byte against the
/// four timeline forms, building nothing on the way. Anything that is not one of them, exactly,
/// is left to ``DefinitionJSON`` (which also words the errors).
enum StoredTimelineText {
    /// The timeline `text` holds, or nil when it is not in the store's own form.
    static func timeline(_ text: String) -> PresetDefinition.Timeline? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            guard let timeline = scanner.timeline(), scanner.atEnd else { return nil }
            return timeline
        }
    }

    /// The store's subset of JSON: no white space, strings without escapes, finite numbers.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var atEnd: Bool { position == bytes.count }

        /// `{"kind":{…}}` for one of the four kinds.
        mutating func timeline() -> PresetDefinition.Timeline? {
            guard skip("{"), let kind = string(), skip(":") else { return nil }
            let timeline: PresetDefinition.Timeline?
            switch kind {
            case "viewportCenter": timeline = skip("{}") ? .viewportCenter : nil
            case "offset": timeline = skip("{}") ? .offset : nil
            case "scroll":
                guard skip("{\"from\":"), let from = number(), skip(",\"to\":"), let to = number(), skip("}") else { return nil }
                timeline = .scroll(from: from, to: to)
            case "velocity":
                guard skip("{\"from\":"), let from = number(), skip(",\"to\":"), let to = number(), skip("}") else { return nil }
                timeline = .velocity(from: from, to: to)
            case "view": timeline = view().map { .view($0) }
            default: return nil
            }
            return skip("}") ? timeline : nil
        }

        /// `{"end":…,"inset":[…],"range":"…","start":…}`, the inset optional.
        private mutating func view() -> PresetDefinition.ViewTimeline? {
            guard skip("{\"end\":"), let end = offset() else { return nil }
            var inset: PresetDefinition.Inset?
            if skip(",\"inset\":[") {
                guard let start = number(), skip(","), let end = number(), skip("]") else { return nil }
                inset = PresetDefinition.Inset(start: start, end: end)
            }
            guard skip(",\"range\":"), let rangeName = string(), let range = ViewTimelineRange(rawValue: rangeName),
                skip(",\"start\":"), let start = offset(), skip("}")
            else { return nil }
            return PresetDefinition.ViewTimeline(range: range, start: start, end: end, inset: inset)
        }

        /// A range offset as its JSON form gives it (see `RangeOffset`'s `Codable`): a number of
        /// points, or a percentage `"25%"`.
        private mutating func offset() -> RangeOffset? {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return number().map { .points($0) } }
            if let percent = wholePercent() { return .percent(percent) }
            guard let text = string(), text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite else {
                return nil
            }
            return .percent(percent)
        }

        /// A whole percentage, `"25%"`: 1 to 15 digits read as the integer they write (which is
        /// exactly the `Double` the text gives), without making a `String`; nil for any other
        /// string, left where it was.
        private mutating func wholePercent() -> Double? {
            var index = position + 1
            var value = 0
            while index < bytes.count, index - position <= 15, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard index > position + 1, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "%"),
                bytes[index + 1] == UInt8(ascii: "\"")
            else { return nil }
            position = index + 2
            return Double(value)
        }

        /// Skips `literal` when the text continues with it; whether it did.
        private mutating func skip(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - position >= count else { return false }
            let start = literal.utf8Start
            for index in 0..<count where bytes[position + index] != start[index] { return false }
            position += count
            return true
        }

        private mutating func skip(byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        private mutating func string() -> String? {
            guard skip(byte: UInt8(ascii: "\"")) else { return nil }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                // Escapes and control characters are the general decoder's business.
                guard bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 else { return nil }
                position += 1
            }
            guard position < bytes.count else { return nil }
            position += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
        }

        /// A number in JSON's grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, finite.
        private mutating func number() -> Double? {
            let start = position
            _ = skip(byte: UInt8(ascii: "-"))
            if !skip(byte: UInt8(ascii: "0")) {
                guard position < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[position]) else { return nil }
                skipDigits()
            }
            if skip(byte: UInt8(ascii: ".")) {
                guard skipDigits() else { return nil }
            }
            if skip(byte: UInt8(ascii: "e")) || skip(byte: UInt8(ascii: "E")) {
                _ = skip(byte: UInt8(ascii: "+")) || skip(byte: UInt8(ascii: "-"))
                guard skipDigits() else { return nil }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
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
