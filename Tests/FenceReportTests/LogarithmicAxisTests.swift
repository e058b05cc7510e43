import Foundation
import Testing

@testable import FenceReport

/// Logarithmic axes: chosen when the positive data span more than 10×, placed by log₁₀.
@Suite("Logarithmic axes")
struct LogarithmicAxisTests {
    private let check = DataCheck(chart: "test")

    @Test("A logarithmic scale puts 10 halfway between 1 and 100, and 2 at log₁₀ 2 of the way")
    func placement() {
        // log₁₀ 10 = 1 is halfway from log₁₀ 1 = 0 to log₁₀ 100 = 2: 100 + 0.5 · 400 = 300.
        let x = DataScale(domainLower: 1, domainUpper: 100, pixelStart: 100, pixelEnd: 500, logarithmic: true)
        #expect(abs(x.pixel(10) - 300) < 1e-9)
        // log₁₀ 2 / 2 = 0.150515 of 400 pixels.
        #expect(abs(x.pixel(2) - (100 + 400 * 0.301029995663981 / 2)) < 1e-9)
        // Zero (a latency of 0 s) lands on the left edge.
        #expect(x.pixel(0) == 100)
    }

    @Test("Automatic: 10 h beside 110 h is logarithmic over whole decades; 10 h beside 90 h stays linear")
    func automatic() throws {
        let axis = Axis(title: "Battery life", unit: "h", includesZero: true, scaling: .automatic)
        let wide = try axis.resolve(dataLower: 10, dataUpper: 110, check: check, field: "x")
        #expect(wide.logarithmic)
        #expect(wide.lower == 10 && wide.upper == 1_000)
        #expect(wide.ticks.values == [10, 20, 50, 100, 200, 500, 1_000])
        #expect(wide.axis.label == "Battery life (h, log scale)")
        let narrow = try axis.resolve(dataLower: 10, dataUpper: 90, check: check, field: "x")
        #expect(!narrow.logarithmic)
        #expect(narrow.lower == 0)  // includesZero still applies to a linear axis
    }

    @Test("Latencies of 0 s to 10 h: decades from the smallest positive one, powers of ten beyond two decades")
    func latencies() throws {
        let axis = Axis(title: "Detection latency", unit: "s", includesZero: true, scaling: .automatic)
        let resolved = try axis.resolve(
            dataLower: 0, dataUpper: 36_000, smallestPositive: 1.5, check: check, field: "x")
        #expect(resolved.logarithmic)
        #expect(resolved.lower == 1 && resolved.upper == 100_000)
        #expect(resolved.ticks.values == [1, 10, 100, 1_000, 10_000, 100_000])
        // Each label with the decimals it needs.
        let hours = try axis.resolve(dataLower: 0.0004, dataUpper: 14, check: check, field: "x")
        #expect(hours.tickLabels == ["0.0001", "0.001", "0.01", "0.1", "1", "10", "100"])
        // A fixed range is never logarithmic; nor is an explicitly linear axis.
        let fixed = Axis(title: "x", range: AxisRange(0, 1), scaling: .automatic)
        #expect(!(try fixed.resolve(dataLower: 0.001, dataUpper: 1, check: check, field: "x")).logarithmic)
        #expect(!(try Axis(title: "x").resolve(dataLower: 1, dataUpper: 1_000, check: check, field: "x")).logarithmic)
    }

    @Test("A latency CDF over 1 s … 10 h draws its staircase on a logarithmic axis")
    func cdfChart() throws {
        let chart = CDFChart(
            title: "Entry detection latency", summary: "test",
            xAxis: Axis(title: "Detection latency", unit: "s", includesZero: true, scaling: .automatic),
            series: [CDFSeries(label: "a", samples: [0, 1, 2, 5, 30, 60, 36_000])])
        let svg = try chart.render(id: "cdf").standaloneDocument
        #expect(svg.contains("Detection latency (s, log scale)"))
        #expect(svg.contains(">100000<"), "no 10⁵ tick label")
    }
}
