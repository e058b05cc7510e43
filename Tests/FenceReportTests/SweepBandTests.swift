import Testing

@testable import FenceReport

/// Overlapping 95 % bands of a sweep chart stay apart: each band is edged, upper and lower, in
/// its series' colour and dash.
@Suite("Sweep bands")
struct SweepBandTests {
    @Test("Every band has two edges in its series' colour")
    func edges() throws {
        let chart = SampleCharts.sweep
        let svg = try chart.render(id: "sweep").standaloneDocument
        let bands = svg.components(separatedBy: "class=\"band\"").count - 1
        let edges = svg.components(separatedBy: "class=\"band-edge\"").count - 1
        #expect(bands == chart.panels.count)
        #expect(edges == 2 * bands)
        let color = SeriesStyle.automatic(index: 0).color.cssHex
        let edgeElements = svg.components(separatedBy: "<path class=\"band-edge\"").dropFirst()
        for element in edgeElements {
            #expect(element.prefix { $0 != ">" }.contains("stroke=\"\(color)\""), "\(element.prefix(200))")
        }
    }
}
