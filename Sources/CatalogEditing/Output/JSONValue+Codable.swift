/// A ``JSONValue`` inside a `Codable` type: ``JSONValueDecoder`` and ``JSONValueEncoder`` take
/// it as it is; any other coder reads or writes it scalar by scalar.
extension JSONValue: Codable {
    package init(from decoder: any Decoder) throws {
        if var elements = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !elements.isAtEnd { values.append(try elements.decode(JSONValue.self)) }
            self = .array(values)
        } else if let object = try? decoder.container(keyedBy: MemberKey.self) {
            self = .object(
                try Dictionary(uniqueKeysWithValues: object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
            )
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let flag = try? value.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var value = encoder.singleValueContainer()
            try value.encodeNil()
        case .bool(let flag):
            var value = encoder.singleValueContainer()
            try value.encode(flag)
        case .number(let number):
            var value = encoder.singleValueContainer()
            try value.encode(number)
        case .string(let text):
            var value = encoder.singleValueContainer()
            try value.encode(text)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in members { try container.encode(value, forKey: MemberKey(key)) }
        }
    }
}

/// Any member name, for reading and writing objects whose names are data.
package struct MemberKey: CodingKey {
    package let stringValue: String
    package var intValue: Int? { nil }

    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
