import Foundation
import PresetStore
import PropertyBased
import Testing

/// Random bytes at the definition decoder: every input either decodes or is refused with a
/// one-line `PresetDatabaseError.invalidJSON`, never a crash and never another kind of error.
@Suite struct DecoderByteFuzzTests {
    /// The seed catalog as JSON bytes: a large valid document to cut and corrupt.
    static let seedBytes: [UInt8] = Array(try! DefinitionJSON.encode(try! PresetDatabase.seedDocument(), pretty: false))

    /// JSON punctuation, keywords and definition words, so token soup gets past the first byte.
    static let jsonTokens = [
        "{", "}", "[", "]", ",", ":", "\"", "\"name\"", "\"kind\"", "\"timeline\"", "\"tracks\"", "\"keyframes\"",
        "\"children\"", "\"view\"", "\"scroll\"", "\"at\"", "\"value\"", "\"easing\"", "\"format\"", "\"version\"",
        "\"parallax-catalog\"", "\"presets\"", "0", "-1", "1e308", "1e999", "-0", "0.5", "true", "null", "\"\\u0000\"",
        "\"\\ud800\"", "\"\u{ff}\"", " ", "\n",
    ]

    @Test func randomBytesAreDecodedOrRefusedOnOneLine() async {
        await propertyCheck(count: 1_000, input: RandomText.bytes(length: 0...400)) { bytes in
            Self.expectDecodedOrRefused(Data(bytes))
        }
    }

    @Test func tokenSoupIsDecodedOrRefusedOnOneLine() async {
        await propertyCheck(count: 1_000, input: RandomText.tokens(Self.jsonTokens, maximum: 60)) { text in
            Self.expectDecodedOrRefused(Data(text.utf8))
        }
    }

    /// The seed document cut at a random byte, with random bytes overwritten, or with bytes that
    /// are not UTF-8 (a lone continuation byte, an overlong lead, 0xFF) spliced in.
    @Test func corruptedSeedDocumentsAreDecodedOrRefusedOnOneLine() async {
        let corrupted = Generator<[UInt8], Shrink.None<[UInt8]>> { rng in
            var bytes = Self.seedBytes
            let position = Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: bytes.removeSubrange(position...)
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &rng) {
                    bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                }
            default:
                bytes.insert(contentsOf: [[0x80], [0xC0, 0xAF], [0xFF], [0xED, 0xA0, 0x80]].randomElement(using: &rng)!, at: position)
            }
            return bytes
        }
        await propertyCheck(count: 800, input: corrupted) { bytes in
            Self.expectDecodedOrRefused(Data(bytes))
        }
    }

    /// Decodes `data` as every definition type; a refusal must be a one-line invalid-JSON error.
    static func expectDecodedOrRefused(_ data: Data) {
        expectDecodedOrRefused(data, as: CatalogDocument.self)
        expectDecodedOrRefused(data, as: PresetDefinition.self)
        expectDecodedOrRefused(data, as: ImageDefinition.self)
        expectDecodedOrRefused(data, as: MenuDefinition.self)
    }

    private static func expectDecodedOrRefused<Value: Decodable>(_ data: Data, as type: Value.Type) {
        do {
            _ = try DefinitionJSON.decode(type, from: data)
        } catch let error as PresetDatabaseError {
            guard case .invalidJSON = error else {
                Issue.record("\(type) decoding threw \(error), not invalidJSON")
                return
            }
            expectOneLine(error, "decoding \(type)")
        } catch {
            Issue.record("\(type) decoding threw \(Swift.type(of: error)): \(error)")
        }
    }
}
