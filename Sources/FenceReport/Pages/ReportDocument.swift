/// Heading depth below the document title.
public enum HeadingLevel: Int, Sendable, Equatable {
    /// A section (`##`, `<h2>`).
    case section = 2
    /// A subsection (`###`, `<h3>`).
    case subsection = 3
}

/// A chart placed in the report: written to `charts/<name>.svg`, linked from `report.md` and inlined in
/// `index.html`.
public struct ReportFigure: Sendable {
    /// Slug used as file name and element id, e.g. "battery-vs-recall".
    public var name: String
    /// Caption under the chart ("Figure n." is prefixed).
    public var caption: String
    /// The chart.
    public var chart: any Chart

    /// A figure named `name` showing `chart`.
    public init(name: String, caption: String, chart: any Chart) {
        self.name = name
        self.caption = caption
        self.chart = chart
    }
}

/// One block of a report, in reading order.
public enum ReportBlock: Sendable {
    /// A heading.
    case heading(HeadingLevel, String)
    /// A paragraph of plain text (whitespace runs, including line breaks, become single spaces).
    case paragraph(String)
    /// A bulleted list of plain-text items.
    case list([String])
    /// A table.
    case table(ReportTable)
    /// A chart.
    case figure(ReportFigure)
}

/// A report as a sequence of blocks, rendered to both `report.md` and a self-contained `index.html` (see
/// ``render(chartDirectory:)`` and ``write(toDirectory:)``). All text is plain: renderers escape it.
///
/// ```swift
/// var report = ReportDocument(title: "Paper 2012 reproduction")
/// report.addHeading("Battery and accuracy")
/// report.addTable(ReportTable(caption: "Per strategy", columns: ["Strategy", "Battery life (h)"],
///                             rows: [[.text("continuous"), .estimate(Estimate(2.1, lower: 2.0, upper: 2.2), decimals: 2)]]))
/// report.addFigure(scatterChart, name: "battery-vs-recall", caption: "Battery life against entry recall.")
/// try report.write(toDirectory: "reports/paper-2012")
/// ```
public struct ReportDocument: Sendable {
    /// Document title (`#`, `<h1>`, and the HTML `<title>`).
    public var title: String
    /// Blocks in reading order.
    public var blocks: [ReportBlock]

    /// An empty report titled `title`.
    public init(title: String, blocks: [ReportBlock] = []) {
        self.title = title
        self.blocks = blocks
    }

    /// Appends a heading.
    public mutating func addHeading(_ text: String, level: HeadingLevel = .section) {
        blocks.append(.heading(level, text))
    }

    /// Appends a paragraph.
    public mutating func addParagraph(_ text: String) { blocks.append(.paragraph(text)) }

    /// Appends a bulleted list.
    public mutating func addList(_ items: [String]) { blocks.append(.list(items)) }

    /// Appends a table.
    public mutating func addTable(_ table: ReportTable) { blocks.append(.table(table)) }

    /// Appends a chart as figure `name` with `caption`.
    public mutating func addFigure(_ chart: any Chart, name: String, caption: String) {
        blocks.append(.figure(ReportFigure(name: name, caption: caption, chart: chart)))
    }

    /// Figures in order.
    var figures: [ReportFigure] {
        blocks.compactMap { block in
            if case .figure(let figure) = block { figure } else { nil }
        }
    }
}

/// Text collapsed to one line: every run of spaces, tabs and line breaks becomes one space, and the ends
/// are trimmed. Other Unicode spaces (such as the figure spaces that align table numbers) are kept.
func singleLine(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(separator: " ")
}
