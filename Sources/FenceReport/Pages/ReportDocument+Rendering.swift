import FenceFiles
import Foundation

/// A rendered report: the Markdown, the HTML page and one standalone SVG file per figure.
public struct RenderedReport: Sendable, Equatable {
    /// Contents of `report.md`.
    public let markdown: String
    /// Contents of `index.html`.
    public let html: String
    /// Standalone SVG files, in figure order.
    public let charts: [ChartFile]
}

/// A chart's standalone SVG file.
public struct ChartFile: Sendable, Equatable {
    /// Path relative to the report directory, e.g. "charts/battery-vs-recall.svg".
    public let relativePath: String
    /// The SVG document.
    public let contents: String
}

extension ReportDocument {
    /// Directory, relative to the report, that holds the standalone SVG files.
    public static let chartDirectory = "charts"
    /// File name of the Markdown report.
    public static let markdownFileName = "report.md"
    /// File name of the HTML page.
    public static let htmlFileName = "index.html"

    /// Renders every chart once and builds the Markdown, the HTML and the SVG files. Throws when a figure
    /// name is not a unique slug, a table row has the wrong width, or a chart rejects its data.
    public func render() throws(ReportError) -> RenderedReport {
        var graphics: [String: SVGGraphic] = [:]
        var charts: [ChartFile] = []
        for block in blocks {
            if case .table(let table) = block { try table.validate() }
        }
        for figure in figures {
            guard Self.isSlug(figure.name) else { throw .invalidFigureName(figure.name) }
            guard graphics[figure.name] == nil else { throw .duplicateFigureName(figure.name) }
            let graphic: SVGGraphic
            do {
                graphic = try figure.chart.render(id: figure.name)
            } catch {
                throw .chart(figure: figure.name, error)
            }
            graphics[figure.name] = graphic
            charts.append(ChartFile(relativePath: Self.chartPath(figure.name), contents: graphic.standaloneDocument))
        }
        return RenderedReport(
            markdown: MarkdownRenderer(document: self).render(),
            html: HTMLRenderer(document: self, graphics: graphics).render(), charts: charts)
    }

    /// Renders the report and writes `report.md`, `index.html` and `charts/*.svg` into `directory`
    /// (created when missing), each file atomically.
    public func write(toDirectory directory: String) throws(ReportError) {
        let rendered = try render()
        let files =
            rendered.charts.map { ($0.relativePath, $0.contents) }
            + [(Self.markdownFileName, rendered.markdown), (Self.htmlFileName, rendered.html)]
        do throws(OutputError) {
            try AtomicFile.createDirectory(directory + "/" + Self.chartDirectory)
            for (relativePath, contents) in files {
                try AtomicFile.write(contents, to: URL(fileURLWithPath: directory + "/" + relativePath))
            }
        } catch {
            throw .fileSystem(path: error.path, operation: error.operation, reason: error.reason)
        }
    }

    /// Path of figure `name`'s SVG file relative to the report directory, e.g. "charts/energy.svg".
    static func chartPath(_ name: String) -> String { "\(chartDirectory)/\(name).svg" }

    /// Whether `name` is a lowercase slug: a–z, 0–9 and '-', starting with a letter or digit, at most 80
    /// characters.
    static func isSlug(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 80, first != "-" else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
