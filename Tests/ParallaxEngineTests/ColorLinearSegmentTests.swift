import Testing

@testable import ParallaxEngine

/// Parade colour states whose every linear sRGB channel stays on the sRGB transfer function's
/// linear segment (at most 0.0031308, IEC 61966-2-1) for every fraction: the frame encodes
/// them as `12.92·value` with the branch decided, and must write what the general conversion
/// writes.
@Suite struct ColorLinearSegmentTests {
    /// The OKLab numbers (components, then alpha 1) of the sRGB colour `rgb`, as the compiler
    /// stores a colour state's ends.
    static func oklab(_ rgb: (Double, Double, Double)) -> [Double] {
        let lab = ColorSpace.oklab(ColorSpace.decode(rgb.0), ColorSpace.decode(rgb.1), ColorSpace.decode(rgb.2))
        return [lab.0, lab.1, lab.2, 1]
    }

    static func member(_ from: (Double, Double, Double), _ to: (Double, Double, Double)) throws -> ColorStateMember {
        try #require(ColorStateMember(slot: 0, colorSpace: .oklab, from: 0, to: 4, numbers: oklab(from) + oklab(to)))
    }

    /// The largest linear sRGB channel along the member's path, sampled at 10,001 fractions.
    static func sampledLargestChannel(_ member: ColorStateMember) -> Double {
        (0...10_000).map { step in
            let f = Double(step) / 10_000
            let linear = ColorSpace.linearFromConeRoots(
                member.start.0 + member.difference.0 * f, member.start.1 + member.difference.1 * f,
                member.start.2 + member.difference.2 * f)
            return max(linear.0, linear.1, linear.2)
        }.max() ?? .infinity
    }

    @Test func darkGreyToBlackStaysOnTheLinearSegment() throws {
        // #050505: 5/255 = 0.0196 encoded, 0.0196/12.92 = 0.00152 linear; black 0. OKLab mixes
        // two greys along greys, so no channel passes the start's.
        #expect(try Self.member((5.0 / 255, 5.0 / 255, 5.0 / 255), (0, 0, 0)).encodesLinearly)
    }

    @Test func aStartPastTheSegmentIsNot() throws {
        // #101010: 16/255 = 0.0627 encoded, ((0.0627 + 0.055)/1.055)^2.4 = 0.0052 linear.
        #expect(try !Self.member((16.0 / 255, 16.0 / 255, 16.0 / 255), (0, 0, 0)).encodesLinearly)
    }

    @Test(arguments: [
        ((0.04, 0.0, 0.03), (0.0, 0.03, 0.04)), ((0.04, 0.0, 0.0), (0.0, 0.0, 0.04)), ((0.0, 0.04, 0.0), (0.02, 0.0, 0.04)),
        ((0.03, 0.03, 0.0), (0.0, 0.0, 0.0)), ((0.04, 0.04, 0.04), (0.0, 0.0, 0.0)), ((0.5, 0.0, 0.0), (0.0, 0.0, 0.0)),
    ])
    func theDecisionAgreesWithTheSampledPath(from: (Double, Double, Double), to: (Double, Double, Double)) throws {
        let member = try Self.member(from, to)
        let largest = Self.sampledLargestChannel(member)
        if member.encodesLinearly {
            #expect(largest <= 0.0031308)
        } else {
            // Refused only where the path leaves the segment or comes within the margin.
            #expect(largest + 1e-9 > 0.0031308)
        }
    }

    @Test func theLinearEncodingWritesWhatTheGeneralConversionWrites() throws {
        var member = try Self.member((5.0 / 255, 5.0 / 255, 5.0 / 255), (0, 0, 0))
        #expect(member.encodesLinearly)
        for step in 0...10_000 {
            let f = Double(step) / 10_000
            var general = [Double](repeating: 0, count: 4)
            var linear = [Double](repeating: 0, count: 4)
            withUnsafePointer(to: &member) { member in
                general.withUnsafeMutableBufferPointer { ColorStateMember.write(member, at: f, into: $0.baseAddress!) }
                linear.withUnsafeMutableBufferPointer { ColorStateMember.writeEncodedLinearly(member, at: f, into: $0.baseAddress!) }
            }
            #expect(general.map(\.bitPattern) == linear.map(\.bitPattern), "at \(f)")
        }
    }
}
