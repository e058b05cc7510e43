import Foundation
import Testing

@testable import FenceReport

/// docs/architecture.md, "Where new things go: a new chart", followed step by step with a chart the library does
/// not have, so the steps stay right: a value type built from plain arrays that checks its data
/// (`CheckedChart`: `validate` names the first field it cannot draw, `checkedStart` runs it), drawn through
/// `Plot/` (`Axis`, `XYPlot`) and `SVG/` (`SVGBuilder`), a well-formed accessible SVG, and a figure of a report
/// page in both renderings.
@Suite("Walk-through: a new chart")
struct NewChartWalkthroughTests {
    /// Step 1: the model, from plain arrays: one dot per (x, y) pair.
    struct DotChart: CheckedChart {
        var title: String
        var summary: String
        var xAxis: Axis
        var yAxis: Axis
        var xs: [Double]
        var ys: [Double]
        var size = ChartSize(width: 640, height: 400)

        /// Step 2: the check, naming the first field it cannot draw.
        func validate(_ check: DataCheck) throws(ChartDataError) {
            try check.nonEmpty(xs, "xs")
            guard xs.count == ys.count else {
                throw check.error("ys", .invalidParameter("\(ys.count) values for \(xs.count) xs"))
            }
            for (k, (x, y)) in zip(xs, ys).enumerated() {
                try check.finite(x, "xs[\(k)]")
                try check.finite(y, "ys[\(k)]")
            }
        }

        /// Step 3: the drawing, through Plot/ and SVG/.
        func render(id: String) throws(ChartDataError) -> SVGGraphic {
            let (id, check) = try checkedStart(id: id)
            let x = try xAxis.resolve(
                dataLower: xs.min(), dataUpper: xs.max(), smallestPositive: xs.filter { $0 > 0 }.min(), check: check,
                field: "xAxis")
            let y = try yAxis.resolve(
                dataLower: ys.min(), dataUpper: ys.max(), smallestPositive: ys.filter { $0 > 0 }.min(), check: check,
                field: "yAxis")
            let style = SeriesStyle.automatic(index: 0)
            let frame = try XYPlot(
                size: size, title: title, x: x, y: y,
                legendEntries: [LegendEntry(label: "dots", swatch: .lineAndMarker(style))], check: check)
            var svg = SVGBuilder()
            var hatches = HatchDefinitions(idPrefix: id)
            let clip = frame.start(&svg, id: id)
            svg.open("g", [("class", "data"), ("clip-path", clip)])
            for (px, py) in zip(xs, ys) {
                svg.marker(
                    style.marker, at: frame.scales.pixel(x: px, y: py), color: style.color,
                    tooltip: "\(px), \(py)")
            }
            svg.close("g")
            return frame.finish(&svg, hatches: &hatches, chart: self, id: id)
        }
    }

    static let chart = DotChart(
        title: "Dots", summary: "Three dots on a line.", xAxis: Axis(title: "x", unit: "h", includesZero: true),
        yAxis: Axis(title: "y", includesZero: true), xs: [1, 2, 3], ys: [0.2, 0.4, 0.6])

    @Test("It draws a well-formed accessible SVG, one marker per pair, the same each time")
    func draws() throws {
        let graphic = try Self.chart.render(id: "dots")
        let (root, error) = parseXML(graphic.standaloneDocument)
        let svg = try #require(root, "\(error ?? "")")
        #expect(svg.name == "svg" && svg.attributes["role"] == "img")
        #expect(svg.children.first?.text == "Dots" && svg.children.dropFirst().first?.text == "Three dots on a line.")
        let data = try #require(svg.all("g").first { $0.attributes["class"] == "data" })
        #expect(data.all("title").map(\.text) == ["1.0, 0.2", "2.0, 0.4", "3.0, 0.6"])
        #expect(try Self.chart.render(id: "dots") == graphic)
    }

    @Test("Data it cannot draw is a ChartDataError naming the field")
    func refuses() {
        var chart = Self.chart
        chart.ys[1] = .nan
        let error = #expect(throws: ChartDataError.self) { try chart.render(id: "dots") }
        #expect(error?.description.contains("ys[1]") == true)
    }

    @Test("Step 4: a figure of a report page, inlined in the HTML and linked from the Markdown")
    func placed() throws {
        var report = ReportDocument(title: "Walk-through")
        report.addFigure(Self.chart, name: "dots", caption: "Three dots.")
        let rendered = try report.render()
        let (root, error) = parseXML(rendered.html)
        let html = try #require(root, "\(error ?? "")")
        #expect(html.all("figure").count == 1 && html.all("figure")[0].all("svg").count == 1)
        let file = try #require(rendered.charts.first)
        #expect(rendered.markdown.contains("](\(file.relativePath))"))
    }
}
