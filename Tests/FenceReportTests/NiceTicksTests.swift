import Testing

@testable import FenceReport

/// Nice ticks against hand-worked cases. The rule: raw step r = span / target, written m·10^e with
/// 1 ≤ m < 10, rounds to 1 (m < √2 ≈ 1.414), 2 (m < √10 ≈ 3.162), 5 (m < √50 ≈ 7.071) or 10.
@Suite("Nice ticks and scales")
struct NiceTicksTests {
    private let check = DataCheck(chart: "test")

    @Test("0…13.7 → 0, 2, 4 … 14")
    func batteryHours() throws {
        // r = 13.7 / 5 = 2.74 → m = 2.74 < 3.162 → step 2; domain floor(0/2)·2 = 0 … ceil(13.7/2)·2 = 14.
        let axis = try Axis(title: "Battery life", unit: "h", targetTickCount: 5)
            .resolve(dataLower: 0, dataUpper: 13.7, check: check, field: "x")
        #expect(axis.ticks.step == 2)
        #expect(axis.ticks.values == [0, 2, 4, 6, 8, 10, 12, 14])
        #expect(axis.lower == 0 && axis.upper == 14)
        #expect(axis.tickLabels == ["0", "2", "4", "6", "8", "10", "12", "14"])
    }

    @Test("Recall 0.78…0.99 → 0.75 … 1.00 by 0.05, labels with two decimals")
    func recall() throws {
        // r = 0.21 / 5 = 0.042 = 4.2·10⁻² → 5·10⁻² = 0.05; domain 0.75 (15 steps) … 1.00 (20 steps).
        let axis = try Axis(title: "Entry recall", targetTickCount: 5)
            .resolve(dataLower: 0.78, dataUpper: 0.99, check: check, field: "y")
        #expect(axis.ticks.values == [0.75, 0.8, 0.85, 0.9, 0.95, 1.0])
        #expect(axis.tickLabels == ["0.75", "0.80", "0.85", "0.90", "0.95", "1.00"])
    }

    @Test("Outer radius 250…3000 m → 0 … 3000 by 500")
    func radius() throws {
        // r = 2750 / 6 ≈ 458 = 4.58·10² → 5·10² = 500; domain 0 … 3000.
        let axis = try Axis(title: "Outer radius", unit: "m").resolve(
            dataLower: 250, dataUpper: 3000, check: check, field: "x")
        #expect(axis.ticks.values == [0, 500, 1000, 1500, 2000, 2500, 3000])
    }

    @Test("Negative data: −3.2…7.9 → −4 … 8 by 2")
    func negative() throws {
        // r = 11.1 / 5 = 2.22 → 2; floor(−3.2/2) = −2 → −4; ceil(7.9/2) = 4 → 8.
        let axis = try Axis(title: "Change", targetTickCount: 5).resolve(
            dataLower: -3.2, dataUpper: 7.9, check: check, field: "x")
        #expect(axis.ticks.values == [-4, -2, 0, 2, 4, 6, 8])
    }

    @Test(
        "Step rounding thresholds",
        arguments: [(1.4, 1.0), (1.42, 2.0), (3.1, 2.0), (3.2, 5.0), (7.0, 5.0), (7.1, 10.0)])
    func thresholds(raw: Double, expected: Double) {
        #expect(NiceTicks.step(forSpan: raw, targetCount: 1) == expected)
    }

    @Test("Tenth steps print exactly")
    func exactTenths() {
        let ticks = NiceTicks.ticks(from: 0, to: 1, step: 0.1)
        #expect(ticks.values[3] == 0.3)
        #expect(ticks.decimals == 1)
        #expect(ticks.values.count == 11)
    }

    @Test("A fixed range keeps its ends; ticks stay inside")
    func fixedRange() throws {
        // 0…30 with about 6 intervals: r = 5 → m = 5 → step 5.
        let axis = try Axis(title: "Latency", unit: "min", range: AxisRange(0, 30))
            .resolve(dataLower: 0, dataUpper: 120, check: check, field: "x")
        #expect(axis.lower == 0 && axis.upper == 30)
        #expect(axis.ticks.values == [0, 5, 10, 15, 20, 25, 30])
    }

    @Test("A single value is widened by 5 %")
    func singleValue() throws {
        // 2.1 ± 0.105 = 1.995…2.205; r = 0.21 / 6 = 0.035 → 5·10⁻² = 0.05 → 1.95 … 2.25.
        let axis = try Axis(title: "Battery life").resolve(dataLower: 2.1, dataUpper: 2.1, check: check, field: "x")
        #expect(abs(axis.lower - 1.95) < 1e-12 && abs(axis.upper - 2.25) < 1e-12)
    }

    @Test("Hours of day print as clock times")
    func hourLabels() throws {
        let axis = try Axis(title: "Time of day", range: AxisRange(0, 24), tickStep: 3, tickFormat: .hourOfDay)
            .resolve(dataLower: nil, dataUpper: nil, check: check, field: "x")
        #expect(
            axis.tickLabels == ["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00", "24:00"])
        #expect(Axis(title: "t", tickFormat: .hourOfDay).tickLabel(7.5, decimals: 1) == "07:30")
    }

    @Test("Impossible axes are typed errors, not traps")
    func badAxes() {
        #expect(throws: ChartDataError.self) {
            try Axis(title: "x", range: AxisRange(.nan, 1)).resolve(
                dataLower: 0, dataUpper: 1, check: check, field: "x")
        }
        #expect(throws: ChartDataError.self) {
            try Axis(title: "x", range: AxisRange(0, 1000), tickStep: 0.001)
                .resolve(dataLower: 0, dataUpper: 1, check: check, field: "x")
        }
        #expect(throws: ChartDataError.self) {
            // 1e18 … 1e18 + 4096: step 500 would make the ends 2·10¹⁵ steps from zero, beyond exact counting.
            try Axis(title: "x").resolve(dataLower: 1e18, dataUpper: 1e18 + 4096, check: check, field: "x")
        }
    }

    @Test("Linear scale: 7 h on 0…14 h over pixels 80…700 lands at 390")
    func scale() {
        // 80 + (7 − 0) / (14 − 0) · (700 − 80) = 80 + 0.5 · 620 = 390.
        let x = DataScale(domainLower: 0, domainUpper: 14, pixelStart: 80, pixelEnd: 700)
        #expect(x.pixel(7) == 390)
        // An upward y scale: 0.9 on 0…1 over 320 (bottom) … 40 (top) → 320 − 0.9 · 280 = 68.
        let y = DataScale(domainLower: 0, domainUpper: 1, pixelStart: 320, pixelEnd: 40)
        #expect(abs(y.pixel(0.9) - 68) < 1e-9)
    }

    @Test("Number text is locale-free and never prints −0")
    func numberText() {
        #expect(NumberText.fixed(-0.0001, decimals: 2) == "0.00")
        #expect(NumberText.fixed(1234.5678, decimals: 1) == "1234.6")
        #expect(NumberText.coordinate(67.5) == "67.5")
        #expect(NumberText.coordinate(390) == "390")
    }
}

/// Duration units for latency axes.
@Suite("Duration units")
struct DurationUnitTests {
    @Test("Conversion from seconds")
    func conversion() {
        #expect(DurationUnit.minutes.value(ofSeconds: 90) == 1.5)
        #expect(DurationUnit.hours.value(ofSeconds: 5400) == 1.5)
        #expect(DurationUnit.seconds.symbol == "s" && DurationUnit.minutes.symbol == "min")
    }

    @Test("Readable unit keeps the largest value between about 1 and 300 units")
    func readable() {
        #expect(DurationUnit.readable(forSeconds: 240) == .seconds)
        #expect(DurationUnit.readable(forSeconds: 1800) == .minutes)
        #expect(DurationUnit.readable(forSeconds: 6 * 3600) == .hours)
    }

    @Test("A CDF series given in seconds is stored in the display unit")
    func series() {
        let series = CDFSeries(label: "a", durationsSeconds: [30, 120], unit: .minutes)
        #expect(series.samples == [0.5, 2])
    }
}
