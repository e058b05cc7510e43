import Testing

@testable import FenceReport

/// The pairs chart: a 2 × 2 matrix whose cells, bars and colours are worked by hand, and the data it refuses.
@Suite("Pairs chart")
struct PairsChartTests {
    /// `SampleCharts.pairs`: "x" with 2 categories, "y" on 0…1 in 2 bins.
    private func parsed(_ chart: any Chart) throws -> XMLElement {
        try #require(parseXML(try chart.render(id: "pairs").standaloneDocument).root)
    }

    @Test("cells sit in their panel's bins, coloured by side of the cut-off; empty cells are not drawn")
    func cells() throws {
        let root = try parsed(SampleCharts.pairs)
        let side = PairsChart.panelSide
        // Above the diagonal (row 0 = "x", column 1 = "y"): the upper panel's grid is [y bin][x bin], one cell
        // empty, so three cells, each a quarter of the panel.
        let upper = try #require(root.all("g", class: "implausibility").first).all("rect").filter {
            $0.attributes["fill"] != "none"
        }
        #expect(upper.count == 3)
        for rect in upper { #expect(rect.number("width") == side / 2 && rect.number("height") == side / 2) }
        // I = 1 is below the cut-off 3: a green (more green than red); I = 5 and ∞ above: red over green.
        let colors = upper.map { RGBColor(css: $0.attributes["fill"] ?? "") }
        #expect(colors[0].map { $0.green > $0.red } == true)
        #expect(colors[1].map { $0.red > $0.green } == true)
        #expect(colors[2] == RGBColor(hex: 0xA50026))
        // On the diagonal: bars of height depth × (side − 10): 0.5 → 65, 1 → 130.
        let bars = root.all("g", class: "diagonal").flatMap { $0.all("rect") }.filter {
            $0.attributes["fill"] != "none"
        }
        #expect(bars.map { $0.number("height") } == [65, 130, 0, 130])
        // The cut-off is marked on the legend.
        #expect(root.all("line", class: "cutoff").count == 1)
    }

    @Test("the colour ramp steps at the cut-off and clamps at the maximum")
    func ramp() {
        let ramp = SampleCharts.pairs.implausibilityRamp
        #expect(ramp.color(at: 0) == RGBColor(hex: 0x006837))
        #expect(ramp.color(at: 3) == RGBColor(hex: 0xFDAE61))
        #expect(ramp.color(at: 2.999_999) != RGBColor(hex: 0xFDAE61))
        #expect(ramp.color(at: .infinity) == RGBColor(hex: 0xA50026))
        // Halfway from 0 to 1 on the depth ramp: each channel halfway (rounded) from #deebf7 to #08306b.
        #expect(PairsChart.depthRamp.color(at: 0.5) == RGBColor(red: 0x73, green: 0x8E, blue: 0xB1))
    }

    @Test("grids of the wrong size and values off their scale are refused, naming the field")
    func refused() {
        var chart = SampleCharts.pairs
        chart.panels[1][0] = PairsGrid(values: [[0.5]])
        #expect(throws: ChartDataError.self) { try chart.render(id: "p") }
        chart = SampleCharts.pairs
        chart.panels[1][0].values[0][0] = 1.5
        do {
            _ = try chart.render(id: "p")
            Issue.record("a depth of 1.5 was drawn")
        } catch {
            #expect(error.field == "panels[1][0].values[0][0]")
        }
        chart = SampleCharts.pairs
        chart.panels[0][1].values[0][0] = -1
        #expect(throws: ChartDataError.self) { try chart.render(id: "p") }
        chart = SampleCharts.pairs
        chart.implausibilityMaximum = 2
        #expect(throws: ChartDataError.self) { try chart.render(id: "p") }
    }
}

extension RGBColor {
    /// The colour of CSS `#rrggbb`, or nil.
    init?(css: String) {
        guard css.hasPrefix("#"), css.count == 7, let hex = UInt32(css.dropFirst(), radix: 16) else { return nil }
        self.init(hex: hex)
    }
}
