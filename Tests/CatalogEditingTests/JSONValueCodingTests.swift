import CatalogEditing
import Testing

/// `Codable` over the one tree: ``JSONValueDecoder`` reads what the one parser gives, and
/// ``JSONValueEncoder`` builds what the one writer writes. Each expectation is written by hand.
@Suite struct JSONValueCodingTests {
    struct Size: Codable, Equatable {
        let width: Double
        let height: Double
    }

    struct Request: Codable, Equatable {
        let to: Int
        var name: String?
        var size: Size?
        var offsets: [Double]?
        var raw: JSONValue?
    }

    /// The path and the description of the `DecodingError` decoding `value` as a `Request`
    /// throws, or nil when it decodes.
    static func failure(_ value: JSONValue) -> (path: String, description: String)? {
        do {
            _ = try JSONValueDecoder().decode(Request.self, from: value)
            return nil
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context), .dataCorrupted(let context), .keyNotFound(_, let context),
                .valueNotFound(_, let context):
                return (JSONValueDecoder.memberPath(context.codingPath), context.debugDescription)
            @unknown default: return ("?", "\(error)")
            }
        } catch {
            return ("?", "\(error)")
        }
    }

    @Test func decodesMembersNestedObjectsArraysAndTheTreeItself() throws {
        let value = JSONValue.object([
            "to": .number(3), "name": .string("fade-up"),
            "size": .object(["width": .number(390), "height": .number(844.5)]),
            "offsets": .array([.number(0), .number(-12.25)]),
            "raw": .object(["x": .array([.null, .bool(true)])]),
        ])
        let decoded = try JSONValueDecoder().decode(Request.self, from: value)
        #expect(
            decoded
                == Request(
                    to: 3, name: "fade-up", size: Size(width: 390, height: 844.5), offsets: [0, -12.25],
                    raw: .object(["x": .array([.null, .bool(true)])])))
    }

    /// A `null` optional member counts as absent; an absent required one is named.
    @Test func nullIsAbsentAndAMissingMemberIsNamed() throws {
        let decoded = try JSONValueDecoder().decode(Request.self, from: .object(["to": .number(1), "name": .null]))
        #expect(decoded == Request(to: 1))
        #expect(Self.failure(.object([:]))?.path == "to")
        #expect(Self.failure(.object([:]))?.description == "missing")
    }

    /// Each wrong kind is reported at its path, in the words messages use.
    @Test func wrongKindsNameThePathWhatWasWantedAndWhatCame() {
        let cases: [(JSONValue, String, String)] = [
            (.object(["to": .string("1")]), "to", "must be a whole number, not a string"),
            (.object(["to": .number(1.5)]), "to", "must be a whole number, got 1.5"),
            (.object(["to": .number(1e300)]), "to", "must be a whole number, got "),
            (.object(["to": .number(1), "name": .number(2)]), "name", "must be a string, not a number"),
            (.object(["to": .number(1), "size": .array([])]), "size", "must be an object, not an array"),
            (
                .object(["to": .number(1), "size": .object(["width": .bool(true), "height": .number(1)])]), "size.width",
                "must be a number, not a boolean"
            ),
            (.object(["to": .number(1), "offsets": .array([.number(0), .null])]), "offsets[1]", "must be a number, not null"),
            (.object(["to": .number(1), "offsets": .object([:])]), "offsets", "must be an array, not an object"),
            (.array([]), "", "must be an object, not an array"),
        ]
        for (value, path, description) in cases {
            let failure = Self.failure(value)
            #expect(failure?.path == path, "\(value)")
            #expect(failure?.description.hasPrefix(description) == true, "\(value): \(String(describing: failure))")
        }
    }

    /// Integers become numbers, a nil optional is left out, nested values become objects and
    /// arrays, a `JSONValue` is taken as it is.
    @Test func encodesIntoTheTree() throws {
        let request = Request(to: 7, size: Size(width: 1, height: 2.5), offsets: [3], raw: .object(["a": .null]))
        let tree = try JSONValueEncoder().encode(request)
        #expect(
            tree
                == .object([
                    "to": .number(7), "size": .object(["width": .number(1), "height": .number(2.5)]),
                    "offsets": .array([.number(3)]), "raw": .object(["a": .null]),
                ]))
        #expect(try tree.canonicalText(layout: .compact) == #"{"offsets":[3],"raw":{"a":null},"size":{"height":2.5,"width":1},"to":7}"#)
    }

    /// What the encoder builds, the decoder reads back, through the parser's text too.
    @Test func encodedTextDecodesBackToTheSameValue() throws {
        let request = Request(to: -2, name: "a\u{202E}\"b", size: Size(width: 0.1, height: 1e-7), offsets: [], raw: .string("x"))
        let text = try JSONValueEncoder().encode(request).canonicalText(layout: .pretty, numbers: .exact)
        let parsed = try JSONValue(parsing: text, source: "test")
        #expect(try JSONValueDecoder().decode(Request.self, from: parsed) == request)
    }
}
