import Testing

@testable import FenceReport

/// Every sample chart parses back as XML and is an accessible, self-describing `<svg>`.
@Suite("Well-formed SVG")
struct WellFormednessTests {
    @Test("Every chart type parses as XML with viewBox, role, title and desc", arguments: SampleCharts.all.map(\.name))
    func wellFormed(name: String) throws {
        let chart = try #require(SampleCharts.all.first { $0.name == name }?.chart)
        let graphic = try chart.render(id: name)
        for markup in [graphic.standaloneDocument, graphic.inlineElement] {
            let (root, error) = parseXML(markup)
            let svg = try #require(root, "\(name): \(error ?? "")")
            #expect(svg.name == "svg")
            #expect(
                svg.attributes["viewBox"]
                    == "0 0 \(NumberText.coordinate(graphic.width)) \(NumberText.coordinate(graphic.height))")
            #expect(svg.attributes["role"] == "img")
            // <title> and <desc> come first and carry the chart's title and summary.
            #expect(svg.children.first?.name == "title" && svg.children.first?.text == chart.title)
            #expect(
                svg.children.dropFirst().first?.name == "desc" && svg.children.dropFirst().first?.text == chart.summary)
            // aria-labelledby points at both.
            let ids = Set(
                svg.all("title").compactMap { $0.attributes["id"] } + svg.all("desc").compactMap { $0.attributes["id"] }
            )
            #expect(
                Set((svg.attributes["aria-labelledby"] ?? "").split(separator: " ").map(String.init)).isSubset(of: ids))
        }
        #expect(graphic.standaloneDocument.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!graphic.inlineElement.contains("http"))
    }

    @Test("Rendering is deterministic")
    func deterministic() throws {
        for (name, chart) in SampleCharts.all {
            #expect(try chart.render(id: name) == chart.render(id: name))
        }
    }

    @Test("Every url(#…) reference points at an element defined in the same chart")
    func references() throws {
        for (name, chart) in SampleCharts.all {
            let root = try #require(parseXML(try chart.render(id: name).standaloneDocument).root)
            let ids = Set(root.descendants.compactMap { $0.attributes["id"] })
            let references = root.descendants.flatMap { element in
                element.attributes.values.compactMap { value -> String? in
                    guard value.hasPrefix("url(#") else { return nil }
                    return String(value.dropFirst(5).dropLast())
                }
            }
            for reference in references { #expect(ids.contains(reference), "\(name): url(#\(reference))") }
            // Ids are prefixed by the chart id, so charts inlined in one page do not collide.
            for id in ids { #expect(id.hasPrefix(name)) }
        }
    }
}

/// Legends list exactly the series (plus the annotations a chart explains).
@Suite("Legends")
struct LegendTests {
    private func legendLabels(_ chart: any Chart) throws -> [String] {
        let root = try #require(parseXML(try chart.render(id: "legend").standaloneDocument).root)
        return root.all("g", class: "legend-entry").compactMap { $0.all("text").first?.text }
    }

    @Test("Scatter legend = series labels, then the frontier")
    func scatter() throws {
        #expect(try legendLabels(SampleCharts.scatter) == SampleCharts.strategies.map(\.name))
        let sweep = SampleCharts.sweepScatter
        #expect(try legendLabels(sweep) == sweep.series.map(\.label) + ["Pareto frontier"])
    }

    @Test("Bar legend = components")
    func bars() throws {
        #expect(
            try legendLabels(SampleCharts.energy(orientation: .horizontal, scale: .absolute))
                == SampleCharts.components.map(\.label))
    }

    @Test("CDF legend = series labels")
    func cdf() throws {
        #expect(try legendLabels(SampleCharts.cdf) == SampleCharts.cdf.series.map(\.label))
    }

    @Test("Sweep legend = distinct series labels, band, target, chosen value")
    func sweep() throws {
        #expect(
            try legendLabels(SampleCharts.sweep)
                == ["three-manager", "95 % interval", "target recall 0.90", "chosen: 1500 m"])
    }

    @Test("Timeline legend explains every mark")
    func timeline() throws {
        #expect(
            try legendLabels(SampleCharts.timeline)
                == [
                    "Battery level", "True visit", "Declared entry", "Declared exit", "CPU awake", "CPU busy",
                    "Battery empty",
                ])
    }

    @Test("Over-long labels are shortened to fit the canvas")
    func longLabel() throws {
        let label = String(repeating: "very long strategy name ", count: 20)
        var chart = SampleCharts.scatter
        chart.series[0].label = label
        let shown = try #require(try legendLabels(chart).first)
        #expect(shown.hasSuffix("…"))
        #expect(TextMetrics.width(shown, fontSize: ChartStyle.legendFontSize) <= chart.size.width)
    }
}
