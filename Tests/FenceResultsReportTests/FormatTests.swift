import Testing

@testable import FenceExperiment
@testable import FenceResultsReport

/// The tables `run` and `sweep` print never trap on a huge, infinite or NaN value (a current or charge of
/// 1e300 used to overflow the integer conversion in ``Format/fixed(_:_:)``).
@Suite("Table number formatting")
struct FormatTests {
    @Test("fixed: ordinary values by hand, extreme values without trapping")
    func fixed() {
        #expect(Format.fixed(3.14159, 2) == "3.14")
        #expect(Format.fixed(-0.004, 2) == "0.00")
        #expect(Format.fixed(-2.5, 1) == "-2.5")
        #expect(Format.fixed(999_999_999_999.9, 1) == "999999999999.9")
        // Beyond 15 significant digits: the shortest round-trip form, as Swift prints it.
        #expect(Format.fixed(1e300, 1) == "1e+300")
        #expect(Format.fixed(-1e300, 1) == "-1e+300")
        #expect(Format.fixed(Double.greatestFiniteMagnitude, 0) == "1.7976931348623157e+308")
        #expect(Format.fixed(1e20, 0) == "1e+20")
        #expect(Format.fixed(.infinity, 1) == "∞")
        #expect(Format.fixed(-.infinity, 1) == "-∞")
        #expect(Format.fixed(.nan, 1) == "–")
        // approximate asks for 3 − floor(log10 |x|) decimals: 327 for the smallest subnormal.
        #expect(Format.approximate(5e-324) == "5e-324")
        #expect(Format.approximate(1e300) == "1e+300")
        #expect(Format.swept(1e300) == "1e+300")
        #expect(Format.swept(2.5e-320) == "2.5e-320")
    }

    @Test("The run summary prints a strategy whose current and charge are huge")
    func hugeSummary() {
        func metrics(_ current: Double) -> RunMetrics {
            var metrics = RunMetrics(
                batteryLifeHours: 1e-300, batteryLifeExtrapolated: false, meanCurrentMilliamps: current,
                chargeByComponentMilliampHours: .init(), simulatedHours: 1, visits: 1, entriesDetected: 1,
                exitVisits: 1, exitsDetected: 1, entriesDeclared: 1, falseEntries: 0, exitsDeclared: 1,
                falseExits: 0, entryLatencyMedianSeconds: 1e300, entryLatencyP90Seconds: nil,
                entryLatenciesSeconds: [1e300], fixesBySource: [:], onTimeSecondsBySource: [:],
                standardDeliveries: 0, significantChangeDeliveries: 0, regionEvents: 0, failure: nil)
            metrics.chargeByComponentMilliampHours.gps = 1e300
            metrics.chargeByComponentMilliampHours.cpu = .greatestFiniteMagnitude
            return metrics
        }
        let runs = [metrics(1e300), metrics(1.7e308)]
        let point = PointResult(
            index: 0, values: [:],
            strategies: [
                StrategySummary(label: "a", strategy: "a", runs: runs, baseline: nil),
                StrategySummary(label: "b", strategy: "b", runs: runs.reversed(), baseline: runs),
            ])
        let text = ResultsSummaryText.render(point, baselineLabel: "a", catalogue: .standard)
        #expect(text.contains("e+300"))
    }
}
