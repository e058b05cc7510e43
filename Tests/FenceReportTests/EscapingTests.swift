import Testing

@testable import FenceReport

/// Text from scenario files is escaped everywhere it is written.
@Suite("Escaping")
struct EscapingTests {
    static let hostile = "<script>alert(\"x\")</script> & 'co' ]]> \u{1}"

    @Test("XML/HTML special characters")
    func markup() {
        #expect(Markup.escape("<&\"'>") == "&lt;&amp;&quot;&#39;&gt;")
        #expect(Markup.escape("a\u{1}b\u{FFFF}c\td") == "a\u{FFFD}b\u{FFFD}c\td")
        #expect(Markup.escape("≈ 2.1 h") == "≈ 2.1 h")
    }

    @Test("A hostile label round-trips through the XML parser in title, legend and data attributes")
    func chartLabels() throws {
        var chart = SampleCharts.scatter
        chart.title = Self.hostile
        chart.series[0].label = Self.hostile
        chart.series[0].points[0].label = Self.hostile
        let root = try #require(parseXML(try chart.render(id: "x").standaloneDocument).root)
        let expected = Self.hostile.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        #expect(root.all("title").first?.text == expected)
        #expect(root.all("g", class: "legend-entry").first?.all("text").first?.text == expected)
        #expect(root.all("g", class: "series").first?.attributes["data-series"] == expected)
        #expect(root.all("g", class: "point-labels").first?.all("text").first?.text == expected)
        #expect(root.all("script").isEmpty)
    }

    @Test("Markdown: inline specials and block markers are escaped")
    func markdown() {
        #expect(
            MarkdownText.escapeInline("a|b *c* _d_ [e](f) <g> `h` & #")
                == ##"a\|b \*c\* \_d\_ \[e\](f) \<g\> \`h\` \& \#"##)
        #expect(MarkdownText.escape("1. not a list") == #"1\. not a list"#)
        #expect(MarkdownText.escape("- not a bullet") == #"\- not a bullet"#)
        #expect(MarkdownText.escape("two\nlines") == "two lines")
    }

    @Test("Chart ids become valid XML names")
    func ids() {
        #expect(ChartID.sanitized("battery vs <recall>") == "battery-vs--recall-")
        #expect(ChartID.sanitized("2012-paper") == "c-2012-paper")
    }
}
