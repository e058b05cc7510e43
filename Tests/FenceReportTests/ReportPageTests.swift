import Foundation
import Testing

@testable import FenceReport

/// The assembled report: self-contained HTML, Markdown with aligned tables and image links, files
/// written atomically.
@Suite("Report pages")
struct ReportPageTests {
    @Test("index.html is self-contained: no http(s) references, no src=, no scripts")
    func selfContained() throws {
        let html = try SampleReport.document.render().html
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("src="))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<link"))
        #expect(html.contains("@media print"))
        #expect(html.contains("break-inside: avoid"))
    }

    @Test("index.html is well-formed XML with every figure inlined once")
    func htmlParses() throws {
        let report = SampleReport.document
        let (root, error) = parseXML(try report.render().html)
        let html = try #require(root, "\(error ?? "")")
        let figures = html.all("figure")
        #expect(figures.count == report.figures.count)
        #expect(figures.map { $0.all("svg").count } == Array(repeating: 1, count: report.figures.count))
        #expect(html.all("h1").first?.text == report.title)
        // Numeric columns are right-aligned; the strategy column is not.
        let header = try #require(html.all("thead").first).all("th")
        #expect(header.map { $0.attributes["class"] } == [nil, "num", "num", "num"])
    }

    @Test("report.md: title, one image link per figure, aligned table")
    func markdown() throws {
        let rendered = try SampleReport.document.render()
        let lines = rendered.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == #"# Paper 2012 reproduction \<sample \& "fake" data\>"#)
        for chart in rendered.charts {
            #expect(lines.contains { $0.hasPrefix("![") && $0.hasSuffix("](\(chart.relativePath))") })
        }
        let table = lines.filter { $0.hasPrefix("|") }
        // Header, alignment rule, four strategies; all rows the same width, so columns line up.
        #expect(table.count == 6)
        #expect(Set(table.map(\.count)).count == 1)
        #expect(table[1].hasPrefix("| :--") && table[1].hasSuffix("-: |"))
        // Estimate cells pad value and bounds with figure spaces: "\u{2007}2.10 [\u{2007}2.02, \u{2007}2.18]".
        #expect(table[2].contains("\u{2007}2.10 [\u{2007}2.02, \u{2007}2.18]"))
        #expect(table[3].contains("11.00 [10.40, 11.60]"))
    }

    @Test("Bad figure names and table shapes are typed errors")
    func badDocuments() {
        var report = ReportDocument(title: "t")
        report.addFigure(SampleCharts.cdf, name: "Latency CDF", caption: "c")
        #expect(throws: ReportError.invalidFigureName("Latency CDF")) { try report.render() }
        report = ReportDocument(title: "t")
        report.addFigure(SampleCharts.cdf, name: "cdf", caption: "c")
        report.addFigure(SampleCharts.scatter, name: "cdf", caption: "c")
        #expect(throws: ReportError.duplicateFigureName("cdf")) { try report.render() }
        report = ReportDocument(title: "t")
        report.addTable(ReportTable(caption: "x", columns: ["a", "b"], rows: [[.text("1")]]))
        #expect(throws: ReportError.tableShape(table: "x", row: 0, expected: 2, got: 1)) { try report.render() }
    }

    @Test("A chart error names its figure")
    func chartError() {
        var chart = SampleCharts.scatter
        chart.series = []
        var report = ReportDocument(title: "t")
        report.addFigure(chart, name: "battery", caption: "c")
        #expect {
            try report.render()
        } throws: { error in
            guard case .chart(let figure, _) = error as? ReportError else { return false }
            return figure == "battery"
        }
    }

    @Test("write(toDirectory:) writes every file atomically and leaves no temporary files")
    func writesFiles() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fencereport-\(ProcessInfo.processInfo.processIdentifier)-write").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = SampleReport.document
        try report.write(toDirectory: directory)
        try report.write(toDirectory: directory)  // Overwrites in place.
        let rendered = try report.render()
        #expect(try String(contentsOfFile: directory + "/report.md", encoding: .utf8) == rendered.markdown)
        #expect(try String(contentsOfFile: directory + "/index.html", encoding: .utf8) == rendered.html)
        for chart in rendered.charts {
            #expect(try String(contentsOfFile: directory + "/" + chart.relativePath, encoding: .utf8) == chart.contents)
        }
        let names =
            try FileManager.default.contentsOfDirectory(atPath: directory)
            + FileManager.default.contentsOfDirectory(atPath: directory + "/charts")
        #expect(!names.contains { $0.contains(".fencesim-") })
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/report.md")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
    }

    @Test("An unwritable target is a file-system error naming the path")
    func unwritable() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("fencereport-\(ProcessInfo.processInfo.processIdentifier)-blocker").path
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // A regular file where the report directory should be.
        #expect {
            try SampleReport.document.write(toDirectory: file)
        } throws: { error in
            guard case .fileSystem(let path, _, _) = error as? ReportError else { return false }
            return path.hasPrefix(file)
        }
    }
}
