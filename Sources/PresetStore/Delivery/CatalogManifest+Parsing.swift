import Foundation
import ParallaxEngine

/// Why a manifest was refused: one line naming the member at fault, e.g. `member 'version'
/// must be a whole number from 1 to 9007199254740991`.
package struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line.
    package let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension CatalogManifest {
    /// The largest whole number a manifest holds: 2⁵³ − 1, the last one every JSON reader keeps exactly.
    package static let largestNumber = 9_007_199_254_740_991

    /// The manifest `data` holds. Format 1 says exactly what a manifest is, and anything else is
    /// refused: another format, a member missing, unknown or of the wrong type, a number out of
    /// range, a digest, key ID or signature of the wrong shape, a file name that is not the
    /// digest's, a date not in `YYYY-MM-DDTHH:MM:SSZ`. So the members read are exactly the ones
    /// ``signedText`` covers. (The signature itself is checked by whoever trusts a key.)
    /// - Throws: ``ManifestError`` naming the first problem.
    package init(parsing data: Data) throws {
        guard data.count <= Self.maximumLength else {
            throw ManifestError("is \(data.count) bytes long, more than a manifest's \(Self.maximumLength)")
        }
        let members: [String: ManifestMemberValue.Decoded]
        do {
            members = try JSONDecoder().decode([String: ManifestMemberValue.Decoded].self, from: data)
        } catch {
            throw ManifestError("is not a JSON object")
        }
        let reader = MemberReader(members: members)
        try reader.refuseUnknownMembers()
        let format = try reader.integer("format", in: 1...Self.largestNumber)
        guard format == Self.currentFormat else {
            throw ManifestError("has format \(format), which this library does not read (it reads \(Self.currentFormat))")
        }
        let sha256 = try reader.text("sha256", matching: .hexDigest)
        let file = try reader.text("file", matching: .fileName)
        guard file == Self.fileName(forDigest: sha256) else {
            throw ManifestError(
                "member 'file' is '\(messageText(file))', not the name its sha256 gives, '\(Self.fileName(forDigest: sha256))'")
        }
        let expires = try reader.optionalText("expires", matching: .timestamp)
        self.init(
            version: try reader.integer("version", in: 1...Self.largestNumber), file: file,
            bytes: try reader.integer("bytes", in: 1...Self.largestNumber), sha256: sha256,
            schema: try reader.integer("schema", in: 1...Self.largestNumber),
            publishedAt: try reader.text("publishedAt", matching: .timestamp), expires: expires,
            keyId: try reader.text("keyId", matching: .hexDigest), signature: try reader.text("signature", matching: .signature))
    }

    /// The signature's 64 bytes.
    package var signatureBytes: Data? {
        Data(base64Encoded: signature).flatMap { $0.count == 64 ? $0 : nil }
    }

    /// `date` as a manifest writes it: `YYYY-MM-DDTHH:MM:SSZ`, in UTC, to the second.
    package static func timestamp(_ date: Date) -> String {
        timestampFormatter().string(from: date)
    }

    /// The moment a manifest's `YYYY-MM-DDTHH:MM:SSZ` names; nil for any other text.
    package static func date(fromTimestamp text: String) -> Date? {
        let formatter = timestampFormatter()
        guard let date = formatter.date(from: text), formatter.string(from: date) == text else { return nil }
        return date
    }

    /// A formatter for one use (ISO8601DateFormatter is not documented as safe to share across threads everywhere).
    private static func timestampFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }
}

/// Reads a manifest's members, each by name and shape.
private struct MemberReader {
    let members: [String: ManifestMemberValue.Decoded]

    /// The members format 1 has.
    static let known: Set = ["format", "version", "file", "bytes", "sha256", "schema", "publishedAt", "expires", "keyId", "signature"]

    /// What a string member must look like.
    enum Shape {
        case hexDigest, fileName, timestamp, signature

        var description: String {
            switch self {
            case .hexDigest: "64 lowercase hexadecimal digits"
            case .fileName: "a catalog file name"
            case .timestamp: "a UTC date as YYYY-MM-DDTHH:MM:SSZ"
            case .signature: "a base64 Ed25519 signature (64 bytes)"
            }
        }

        func accepts(_ text: String) -> Bool {
            switch self {
            case .hexDigest: text.utf8.count == 64 && text.utf8.allSatisfy(Self.isLowercaseHexDigit)
            case .fileName: text.utf8.count <= 100 && text.hasPrefix("catalog-") && text.hasSuffix(".sqlite")
            case .timestamp: CatalogManifest.date(fromTimestamp: text) != nil
            case .signature: Data(base64Encoded: text)?.count == 64
            }
        }

        private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
        }
    }

    func refuseUnknownMembers() throws {
        if let unknown = members.keys.sorted().first(where: { !Self.known.contains($0) }) {
            throw ManifestError("has an unknown member '\(messageText(unknown))'")
        }
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int {
        guard case .integer(let number)? = try value(name), range.contains(number) else {
            throw ManifestError("member '\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func text(_ name: String, matching shape: Shape) throws -> String {
        guard case .text(let text)? = try value(name), shape.accepts(text) else {
            throw ManifestError("member '\(name)' must be \(shape.description)")
        }
        return text
    }

    func optionalText(_ name: String, matching shape: Shape) throws -> String? {
        members[name] == nil ? nil : try text(name, matching: shape)
    }

    /// The member's value (nil when it is of a type format 1 never uses); a missing member is an error.
    private func value(_ name: String) throws -> ManifestMemberValue? {
        guard let member = members[name] else { throw ManifestError("lacks the member '\(name)'") }
        return member.value
    }
}
