import PresetStore
import Testing

/// Layout: RFC 8785 (JSON Canonicalization Scheme), Appendix B, "Number Serialization Samples"
/// (IEEE 754 bit patterns and the ECMAScript text they serialize to), for the samples that 9
/// decimals leave as they are. Snapping: values worked out by hand.
@Suite struct DecimalTextTests {
    @Test(arguments: [
        (UInt64(0x0000_0000_0000_0000), "0"),
        (0x8000_0000_0000_0000, "0"),
        (0x7FEF_FFFF_FFFF_FFFF, "1.7976931348623157e+308"),
        (0xFFEF_FFFF_FFFF_FFFF, "-1.7976931348623157e+308"),
        (0x4340_0000_0000_0000, "9007199254740992"),
        (0xC340_0000_0000_0000, "-9007199254740992"),
        (0x4430_0000_0000_0000, "295147905179352830000"),
        (0x44B5_2D02_C7E1_4AF5, "9.999999999999997e+22"),
        (0x44B5_2D02_C7E1_4AF6, "1e+23"),
        (0x44B5_2D02_C7E1_4AF7, "1.0000000000000001e+23"),
        (0x444B_1AE4_D6E2_EF4E, "999999999999999700000"),
        (0x444B_1AE4_D6E2_EF4F, "999999999999999900000"),
        (0x444B_1AE4_D6E2_EF50, "1e+21"),
        (0x3EB0_C6F7_A0B5_ED8D, "0.000001"),
        (0x41B3_DE43_5555_5553, "333333333.3333332"),
        (0x41B3_DE43_5555_5554, "333333333.33333325"),
        (0x41B3_DE43_5555_5555, "333333333.3333333"),
        (0x41B3_DE43_5555_5556, "333333333.3333334"),
        (0x41B3_DE43_5555_5557, "333333333.33333343"),
        (0x4314_3FF3_C1CB_0959, "1424953923781206.2"),
    ])
    func rfc8785Samples(bits: UInt64, expected: String) {
        #expect(DecimalText.text(Double(bitPattern: bits)) == expected)
    }

    @Test func integersHaveNoFraction() {
        #expect(DecimalText.text(100) == "100")
        #expect(DecimalText.text(-150) == "-150")
        #expect(DecimalText.text(0.25) == "0.25")
    }

    /// RFC 8785's samples below 1e-6 and with more than 9 decimals, and arithmetic noise, each
    /// rounded to 9 decimals by hand.
    @Test(arguments: [
        (0.1 + 0.2, "0.3"),
        (-1.42e-14, "0"),
        (Double.leastNonzeroMagnitude, "0"),  // 5e-324
        (-Double.leastNonzeroMagnitude, "0"),
        (Double(bitPattern: 0x3EB0_C6F7_A0B5_ED8C), "0.000001"),  // 9.999999999999997e-7
        (Double(bitPattern: 0xBECB_F647_612F_3696), "-0.000003333"),  // -3.3333333333333333e-6
        (400.0 / 3, "133.333333333"),
        (0.9999999999, "1"),
        (-0.9999999996, "-1"),
        (2.0000000004, "2"),
        (1e-9, "1e-9"),
        (4.9e-10, "0"),
        (5e-10, "1e-9"),
        (-4.9e-10, "0"),
        (123.456, "123.456"),
    ])
    func valuesWithin1e9OfARoundNumberSnapToIt(value: Double, expected: String) {
        #expect(DecimalText.text(value) == expected)
    }

    @Test(arguments: [
        (400.0 / 3, 2, "133.33"),
        (-37.456, 1, "-37.5"),
        (0.125, 2, "0.13"),
        (-0.004, 2, "0"),
        (99.996, 2, "100"),
        (0.5, 0, "1"),
        (0.49, 0, "0"),
        (1234.5, 4, "1234.5"),
    ])
    func fewerDecimalsRoundHalfAwayFromZero(value: Double, decimals: Int, expected: String) {
        #expect(DecimalText.text(value, decimals: decimals) == expected)
    }

    @Test func nonFiniteNumbersKeepSwiftsSpellingAndMinusZeroHasNoSign() {
        #expect(DecimalText.text(.infinity) == "inf")
        #expect(DecimalText.text(-.infinity) == "-inf")
        #expect(DecimalText.text(.nan) == "nan")
        #expect(DecimalText.text(-0.0) == "0")
    }
}
