import Foundation
import ParallaxEngine

/// Reads and writes the definition JSON format with one-line errors naming the JSON path.
package enum DefinitionJSON {
    /// Decodes `type` from `data`; a failure is ``PresetDatabaseError/invalidJSON(path:problem:)``
    /// with a path like `presets[3].tracks[0].keyframes`.
    package static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw oneLine(error)
        }
    }

    /// Encodes `value` with sorted keys, so equal values give identical bytes.
    package static func encode<Value: Encodable>(_ value: Value, pretty: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Compact sorted-key JSON text of `value` (the form stored in the database).
    static func compactString<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try encode(value, pretty: false), as: UTF8.self)
    }

    private static func oneLine(_ error: DecodingError) -> PresetDatabaseError {
        switch error {
        case .typeMismatch(let type, let context):
            return .invalidJSON(path: path(context.codingPath), problem: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return .invalidJSON(path: path(context.codingPath), problem: "missing \(describe(type))")
        case .keyNotFound(let key, let context):
            return .invalidJSON(path: path(context.codingPath), problem: "missing key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            let detail = context.debugDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? "corrupt data"
            return .invalidJSON(path: path(context.codingPath), problem: shortened(detail))
        @unknown default:
            return .invalidJSON(path: "", problem: "cannot be read")
        }
    }

    /// Foundation's message in the format's words: "Cannot initialize PresetKind from invalid
    /// String value <the whole value>" becomes "'card' is not one of cell-background, custom, …"
    /// (the values of the type it names, the value cut short), never a Swift type's name.
    private static func shortened(_ detail: String) -> String {
        guard let marker = detail.range(of: "invalid String value ") else { return messageText(detail, limit: 300) }
        let value = "'" + messageText(detail[marker.upperBound...]) + "'"
        guard let typeName = detail[..<marker.lowerBound].split(separator: " ").dropFirst(2).first,
            let values = enumerations[String(typeName)]
        else { return value + " is not a value this member takes" }
        return value + " is not one of " + values.sorted().joined(separator: ", ")
    }

    /// The values of the enumerations the format decodes, by type name.
    private static let enumerations: [String: [String]] = [
        "PresetKind": PresetKind.allCases.map(\.rawValue), "ScrollAxis": ScrollAxis.allCases.map(\.rawValue),
        "ViewTimelineRange": ViewTimelineRange.allCases.map(\.rawValue), "Extrapolation": Extrapolation.allCases.map(\.rawValue),
        "ColorSpace": ColorSpace.allCases.map(\.rawValue), "ReducedMotionPolicy": ReducedMotionPolicy.allCases.map(\.rawValue),
        "ImageFormat": ImageFormat.allCases.map(\.rawValue),
    ]

    /// The JSON kind a Swift type stands for, in the words of the JSON format.
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Dictionary") { return "an object" }
            if name.hasPrefix("Array") { return "a list" }
            return "a value of this member's kind"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
    }
}
