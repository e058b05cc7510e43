import Testing

@testable import FenceReport

/// The one fixed-decimals formatter (reports and the command line's tables): C's printf rounding of the
/// exact binary value, ties to even.
@Suite("Fixed decimals")
struct NumberTextTests {
    @Test(
        "Exact binary halves round to the even digit; both signs; never -0",
        arguments: [
            // 0.125 = 1/8 and 0.375 = 3/8 are exact: 12.5 → 12 (even), 37.5 → 38 (even).
            (0.125, 2, "0.12"), (0.375, 2, "0.38"), (-0.125, 2, "-0.12"), (-0.375, 2, "-0.38"),
            (2.5, 0, "2"), (3.5, 0, "4"), (0.5, 0, "0"), (1.5, 0, "2"), (-2.5, 0, "-2"), (-0.5, 0, "0"),
            (-3.5, 0, "-4"), (-0.004, 2, "0.00"),
        ])
    func halves(value: Double, decimals: Int, text: String) {
        #expect(NumberText.fixed(value, decimals: decimals) == text)
    }

    @Test(
        "Decimal 'halves' that are stored below the half round down (2.675 is 2.67499999999999982…)",
        arguments: [(2.675, 2, "2.67"), (1.005, 2, "1.00"), (0.285, 2, "0.28"), (3.14159, 2, "3.14")])
    func storedBelowTheHalf(value: Double, decimals: Int, text: String) {
        #expect(NumberText.fixed(value, decimals: decimals) == text)
    }

    @Test("Beyond 15 digits the shortest round-trip form; non-finite values as symbols")
    func extremes() {
        #expect(NumberText.fixed(999_999_999_999_999, decimals: 0) == "999999999999999")
        // Swift writes integral values below 2^53 in positional form, larger ones with an exponent.
        #expect(NumberText.fixed(1e15, decimals: 0) == "1000000000000000.0")
        #expect(NumberText.fixed(1e16, decimals: 0) == "1e+16")
        #expect(NumberText.fixed(1e300, decimals: 2) == "1e+300")
        #expect(NumberText.fixed(-1e300, decimals: 2) == "-1e+300")
        #expect(NumberText.fixed(5e-324, decimals: 327) == "5e-324")
        #expect(NumberText.fixed(0, decimals: 3) == "0.000")
        #expect(NumberText.fixed(.infinity, decimals: 1) == "∞")
        #expect(NumberText.fixed(-.infinity, decimals: 1) == "-∞")
        #expect(NumberText.fixed(.nan, decimals: 1) == "–")
    }
}
